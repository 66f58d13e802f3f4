import { createRpcGate } from '@latch/core/plugin'

/**
 * The Solana signing methods an app may call through Latch (spec §5, §6: each needs the user's
 * approval), in the relay protocol's Solana RPC form. Anything else is refused after 300 ms.
 */
export const SOLANA_APP_RPC_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const

export type SolanaAppRpcMethod = (typeof SOLANA_APP_RPC_METHODS)[number]

export const solanaRpcGate = createRpcGate({ readOnly: [], approval: SOLANA_APP_RPC_METHODS })
