import type { ChainNamespace, LatchState } from '@latch/core'

/** What Latch asks of a wallet per namespace, and what it listens to. */
export const NAMESPACE_METHODS: Partial<Record<ChainNamespace, readonly string[]>> = {
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
}
const EVENTS: Partial<Record<ChainNamespace, string[]>> = {
  eip155: ['accountsChanged', 'chainChanged'],
  solana: ['accountsChanged', 'chainChanged'],
}

/**
 * The proposal's namespaces: every network the app requested on each namespace the method
 * serves, all optional (a wallet approves what it has; sign-client 2.25 treats required ones as
 * optional anyway).
 */
export function requestedNamespaces(state: LatchState, namespaces: readonly ChainNamespace[]) {
  return Object.fromEntries(
    namespaces.flatMap((namespace) => {
      const chains = (state.networks.byNamespace[namespace]?.requested ?? []).map(
        (network) => network.caipNetworkId,
      )
      if (chains.length === 0) return []
      return [
        [
          namespace,
          {
            chains,
            methods: [...(NAMESPACE_METHODS[namespace] ?? [])],
            events: EVENTS[namespace] ?? [],
          },
        ],
      ]
    }),
  )
}
