import { type Connector, type NamespaceWallets, noWallets } from '@latch/core'
import { createStore, type EIP6963ProviderDetail } from 'mipd'
import type { EIP1193Provider } from 'viem'

declare module '@latch/core' {
  interface NamespaceProviders {
    /** What the eip155 adapter drives, a wallet's or a login method's: an EIP-1193 provider. */
    eip155: EIP1193Provider
  }
}

/** The connector id of the legacy `window.ethereum`, used only when no wallet announces itself. */
export const LEGACY_INJECTED_ID = 'injected'

/** The page's EVM wallets: connectors and the EIP-1193 provider behind each. */
export type InjectedWallets = NamespaceWallets<'eip155'>

const toConnector = ({ info }: EIP6963ProviderDetail): Connector => ({
  id: info.rdns,
  kind: 'announced',
  namespace: 'eip155',
  name: info.name,
  imageUrl: info.icon,
  info: { rdns: info.rdns, uuid: info.uuid },
})

/**
 * Browser wallets through EIP-6963 (mipd's store: every announced provider becomes a connector),
 * plus the legacy `window.ethereum` when nothing announces. On a server there are none.
 */
export function watchInjectedWallets(): InjectedWallets {
  const page = (globalThis as { window?: { ethereum?: EIP1193Provider } }).window
  if (!page) return noWallets

  const store = createStore()
  const legacy = () => (store.getProviders().length === 0 ? page.ethereum : undefined)
  return {
    connectors() {
      const announced = store.getProviders().map(toConnector)
      return legacy()
        ? [
            {
              id: LEGACY_INJECTED_ID,
              kind: 'injected',
              namespace: 'eip155',
              name: 'Browser Wallet',
            },
          ]
        : announced
    },
    provider(connectorId) {
      if (connectorId === LEGACY_INJECTED_ID) return legacy()
      return store.findProvider({ rdns: connectorId as never })?.provider as
        | EIP1193Provider
        | undefined
    },
    subscribe: (listener) => store.subscribe(() => listener()),
    destroy: () => store.destroy(),
  }
}
