import * as z from 'zod/mini'
import { lazySchema } from '../validation/lazySchema'
import { chainNamespaceParam } from '../validation/namespaceParam'

/**
 * The params of the connection and account commands (connect's: `connectParams`), checked where
 * they come in: apps in plain
 * JavaScript dispatch them too, and a wrong one must be a clear 'Invalid input', not a TypeError
 * from deep inside. A transaction is the adapter's to check: its fields depend on the chain.
 * Built on first use (`lazySchema`), in the commands' lazily loaded code (`connectionCommands`).
 */

const namespace = () => z.optional(chainNamespaceParam())

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

export const refreshAuthParamsSchema = lazySchema(() => z.object({ connectorId: z.string() }))

export const sendTransactionParamsSchema = lazySchema(() => z.object({ namespace: namespace() }))
