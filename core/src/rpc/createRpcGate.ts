import { type Clock, sleep } from '../clock/clock'
import { RPC_METHOD_NOT_ALLOWED_DELAY_MS } from '../constants'
import { describeValue } from '../errors/describeValue'
import { LatchError } from '../errors/LatchError'

/** The app's RPC gate of one namespace: which methods pass, and which need the user (spec §5/§6). */
export interface RpcGate<Method extends string> {
  readonly allowed: readonly Method[]
  isAllowed(method: unknown): method is Method
  /** Whether the user must approve it; read-only methods need no approval. */
  needsApproval(method: Method): boolean
  /**
   * Refuses a method the app may not call with 'RPC method not allowed', thrown only after the
   * spec's 300 ms (§8, on the injected clock); an allowed method passes at once.
   */
  assertAllowed(method: unknown, clock: Clock): Promise<Method>
}

/**
 * The gate each namespace plugin puts before the app's requests, written once: a plugin lists its
 * read-only and its approval methods, the refusal and its delay are the same on every namespace.
 *
 * @example
 * const gate = createRpcGate({ readOnly: ['getBalance'], approval: ['solana_signMessage'] })
 * const method = await gate.assertAllowed(request.method, ctx.clock)
 */
export function createRpcGate<const R extends string, const A extends string>(methods: {
  readOnly: readonly R[]
  approval: readonly A[]
}): RpcGate<R | A> {
  const allowed: readonly (R | A)[] = [...methods.readOnly, ...methods.approval]
  const allowedSet: ReadonlySet<unknown> = new Set(allowed)
  const approvalSet: ReadonlySet<string> = new Set(methods.approval)
  const isAllowed = (method: unknown): method is R | A => allowedSet.has(method)
  return {
    allowed,
    isAllowed,
    needsApproval: (method) => approvalSet.has(method),
    async assertAllowed(method, clock) {
      if (isAllowed(method)) return method
      await sleep(clock, RPC_METHOD_NOT_ALLOWED_DELAY_MS)
      throw new LatchError('RPC_METHOD_NOT_ALLOWED', {
        details: `Method: ${describeValue(method)}`,
      })
    },
  }
}
