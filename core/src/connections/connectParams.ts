import * as v from 'valibot'
import { type CaipNetworkId, isCaipNetworkId } from '../caip/caip'
import { lazySchema } from '../validation/lazySchema'
import { chainNamespaceParam } from '../validation/namespaceParam'

/**
 * The params of `connection.connect`, checked where they come in (see `commandSchemas`). Apart
 * from the other commands' because a connect starts before the commands' code loads
 * (`startConnect`). Built on first use (`lazySchema`).
 */
export const connectParamsSchema = lazySchema(() =>
  v.object({
    connectorId: v.string(),
    namespace: v.optional(chainNamespaceParam()),
    caipNetworkId: v.optional(v.custom<CaipNetworkId>(isCaipNetworkId, 'Invalid input')),
  }),
)
