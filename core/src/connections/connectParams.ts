import * as z from 'zod/mini'
import { type CaipNetworkId, isCaipNetworkId } from '../caip/caip'
import { lazySchema } from '../validation/lazySchema'
import { chainNamespaceParam } from '../validation/namespaceParam'

/**
 * The params of `connection.connect`, checked where they come in (see `commandSchemas`). Apart
 * from the other commands' because a connect starts before the commands' code loads
 * (`startConnect`). Built on first use (`lazySchema`).
 */
export const connectParamsSchema = lazySchema(() =>
  z.object({
    connectorId: z.string(),
    namespace: z.optional(chainNamespaceParam()),
    caipNetworkId: z.optional(
      z.custom<CaipNetworkId>(isCaipNetworkId, { message: 'Invalid input' }),
    ),
  }),
)
