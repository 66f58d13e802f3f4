import type { Account, Connector } from '@latch/core'
import { LatchError } from '@latch/core'
import type { ChainAdapter, ChainAdapterEvents } from '@latch/core/plugin'
import type { AcmeWallet } from './acmeWallet'

const CONNECTOR: Connector = {
  id: 'acmeWallet',
  kind: 'injected',
  namespace: 'acme',
  name: 'Acme Wallet',
}

type Listener = (payload: never) => void

/** Acme's chain adapter: Latch's connection and network rules run on it like on any namespace's. */
export function createAcmeAdapter(
  wallet: AcmeWallet,
): ChainAdapter & { readonly wallet: AcmeWallet } {
  const listeners = new Map<keyof ChainAdapterEvents, Set<Listener>>()
  let connected = false
  const accounts = (): Account[] => [{ namespace: 'acme', address: wallet.address, type: 'eoa' }]
  const unsupported = async (): Promise<never> => {
    throw new LatchError('UNSUPPORTED_METHOD')
  }
  return {
    namespace: 'acme',
    wallet,
    getConnectors: () => [CONNECTOR],
    async connect({ caipNetworkId }) {
      connected = true
      if (caipNetworkId) wallet.network = caipNetworkId
      return { accounts: accounts(), caipNetworkId: wallet.network as `acme:${string}` }
    },
    async reconnect() {
      return connected
        ? { accounts: accounts(), caipNetworkId: wallet.network as `acme:${string}` }
        : undefined
    },
    async disconnect() {
      connected = false
    },
    async switchNetwork({ connectorId, network }) {
      wallet.network = network.caipNetworkId
      for (const listener of listeners.get('chainChanged') ?? []) {
        listener({ connectorId, caipNetworkId: network.caipNetworkId } as never)
      }
    },
    async getBalance() {
      return { value: wallet.balance, decimals: 6, symbol: 'ACME' }
    },
    signMessage: unsupported,
    sendTransaction: unsupported,
    estimateGas: unsupported,
    estimateFee: unsupported,
    on(event, handler) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(handler as Listener)
      return () => set.delete(handler as Listener)
    },
  }
}
