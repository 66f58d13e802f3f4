import type { ChainNamespace } from '@latch/core'

/**
 * What a relay (WalletConnect) session carries, per namespace: the JSON-RPC methods Latch asks a
 * wallet for. One list for both ends: this plugin proposes these and the testkit's relay wallet
 * grants them, so a method added here is asked for and answered alike.
 */
export const RELAY_SESSION_METHODS = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'solana_signAllTransactions',
  ],
} as const satisfies Partial<Record<ChainNamespace, readonly string[]>>

/** The wallet events a relay session listens to, on every namespace it has methods for. */
export const RELAY_SESSION_EVENTS = ['accountsChanged', 'chainChanged'] as const
