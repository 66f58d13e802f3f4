import type { z } from 'zod'
import { parseParams } from '../params'
import type { RpcContext } from '../rpcContext'

/** A JSON-RPC method: its raw params in, its result out; throws `JsonRpcError` to refuse. */
export type RpcMethod = (params: unknown, context: RpcContext) => unknown

/** Methods by name. */
export type RpcMethods = Record<string, RpcMethod>

/**
 * A method whose params are checked against `params` first (absent params read as `[]`).
 * The schema is built once, here: zod compiles it on first use, too slow to redo per call.
 *
 * @example
 * const getBalance = rpcMethod(z.tuple([addressParam]), ([owner], { ledger }) =>
 *   Number(ledger.getAccount(owner)?.lamports ?? 0n))
 */
export function rpcMethod<Schema extends z.ZodType>(
  params: Schema,
  run: (params: z.output<Schema>, context: RpcContext) => unknown,
): RpcMethod {
  return (raw, context) => run(parseParams(params, raw), context)
}
