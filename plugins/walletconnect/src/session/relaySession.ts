// `@latch/walletconnect/relay-session`: what a relay session asks for, alone: the testkit's relay
// wallet grants it without the plugin installed.
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
  // docs.walletconnect.network, "Bitcoin": the wallet never broadcasts a PSBT Latch asks it to
  // sign (Latch does, after checking it); `sendTransfer` is not asked for, Latch never sends it.
  bip122: ['getAccountAddresses', 'signMessage', 'signPsbt'],
} as const satisfies Partial<Record<ChainNamespace, readonly string[]>>

/** The wallet events a relay session listens to, per namespace. */
export const RELAY_SESSION_EVENTS = {
  eip155: ['accountsChanged', 'chainChanged'],
  solana: ['accountsChanged', 'chainChanged'],
  bip122: ['bip122_addressesChanged'],
} as const satisfies Record<keyof typeof RELAY_SESSION_METHODS, readonly string[]>
