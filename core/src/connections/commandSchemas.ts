import * as z from 'zod/mini'
import { type CaipNetworkId, isCaipNetworkId } from '../caip/caip'
import { lazySchema } from '../validation/lazySchema'
import { chainNamespaceParam } from '../validation/namespaceParam'

/**
 * The params of the connection and account commands, checked where they come in: apps in plain
 * JavaScript dispatch them too, and a wrong one must be a clear 'Invalid input', not a TypeError
 * from deep inside. A transaction is the adapter's to check: its fields depend on the chain.
 * Built on first use (`lazySchema`): the first paint does without them.
 */

const namespace = () => z.optional(chainNamespaceParam())
const caipNetworkId = () => z.custom<CaipNetworkId>(isCaipNetworkId, { message: 'Invalid input' })

export const connectParamsSchema = lazySchema(() =>
  z.object({
    connectorId: z.string(),
    namespace: namespace(),
    caipNetworkId: z.optional(caipNetworkId()),
  }),
)

/** No namespace: the active one; `all`: every connected one. */
export const disconnectParamsSchema = lazySchema(() =>
  z.object({ namespace: namespace(), all: z.optional(z.boolean()) }),
)

export const switchParamsSchema = lazySchema(() =>
  z.object({
    namespace: chainNamespaceParam(),
    connectorId: z.string(),
    address: z.optional(z.string()),
  }),
)

export const signMessageParamsSchema = lazySchema(() =>
  z.object({ message: z.string(), namespace: namespace() }),
)

export const sendTransactionParamsSchema = lazySchema(() => z.object({ namespace: namespace() }))

export const fetchTokenBalancesParamsSchema = lazySchema(() =>
  z.object({ namespace: namespace(), forceUpdate: z.optional(z.boolean()) }),
)
