import type { LocalLedger } from '../ledger/localLedger'

/** What a method handler reads and acts on. */
export interface RpcContext {
  ledger: LocalLedger
  genesisHash: string
}

/** The version of the RPC API this server speaks, in every `context`. */
export const RPC_API_VERSION = '2.2.0'

/**
 * A value wrapped the way Solana answers reads that depend on the slot.
 *
 * @example
 * withContext(ledger, 42) // { context: { slot: 7, apiVersion: '2.2.0' }, value: 42 }
 */
export function withContext<Value>(ledger: LocalLedger, value: Value) {
  return { context: { slot: ledger.slot, apiVersion: RPC_API_VERSION }, value }
}
