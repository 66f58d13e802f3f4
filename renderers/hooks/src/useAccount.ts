import type { ChainNamespace } from '@latch/core'
import { shallowEqual } from './shallowEqual'
import { useLatchState } from './useLatchState'

/**
 * The account of a namespace (default: the active one): status, address, balance, profile. The
 * component re-renders only when one of these changes.
 */
export function useAccount(namespace?: ChainNamespace) {
  return useLatchState((s) => {
    const ns = namespace ?? s.networks.activeNamespace
    const account = ns ? s.accounts[ns] : undefined
    return {
      namespace: ns,
      status: account?.status ?? 'disconnected',
      isConnected: account?.status === 'connected' && Boolean(account.address),
      address: account?.address,
      caipAddress: account?.caipAddress,
      balance: account?.balance,
      balanceSymbol: account?.balanceSymbol,
      profileName: account?.profileName,
      profileImage: account?.profileImage,
      addressExplorerUrl: account?.addressExplorerUrl,
      connectedWalletInfo: account?.connectedWalletInfo,
    }
  }, shallowEqual)
}
