import * as v from 'valibot'
import { lazySchema } from '../validation/lazySchema'
import { chainNamespaceParam } from '../validation/namespaceParam'

/**
 * The params of the connection and account commands (connect's: `connectParams`), checked where
 * they come in: apps in plain
 * JavaScript dispatch them too, and a wrong one must be a clear 'Invalid input', not a TypeError
 * from deep inside. A transaction is the adapter's to check: its fields depend on the chain.
 * Built on first use (`lazySchema`), in the commands' lazily loaded code (`connectionCommands`).
 */

const namespace = () => v.optional(chainNamespaceParam())

/** No namespace: the active one; `all`: every connected one. */
export const disconnectParamsSchema = lazySchema(() =>
  v.object({ namespace: namespace(), all: v.optional(v.boolean()) }),
)

export const switchParamsSchema = lazySchema(() =>
  v.object({
    namespace: chainNamespaceParam(),
    connectorId: v.string(),
    address: v.optional(v.string()),
  }),
)

export const signMessageParamsSchema = lazySchema(() =>
  v.object({ message: v.string(), namespace: namespace() }),
)

export const refreshAuthParamsSchema = lazySchema(() => v.object({ connectorId: v.string() }))

export const sendTransactionParamsSchema = lazySchema(() => v.object({ namespace: namespace() }))
