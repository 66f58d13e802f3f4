import type { Connector } from '@latch/core'
import { createStore, type EIP6963ProviderDetail } from 'mipd'
import type { EIP1193Provider } from 'viem'

/** The connector id of the legacy `window.ethereum`, used only when no wallet announces itself. */
export const LEGACY_INJECTED_ID = 'injected'

export interface InjectedWallets {
  connectors(): Connector[]
  provider(connectorId: string): EIP1193Provider | undefined
  /** Called whenever a wallet announces itself. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  destroy(): void
}

const toConnector = ({ info }: EIP6963ProviderDetail): Connector => ({
  id: info.rdns,
  kind: 'announced',
  namespace: 'eip155',
  name: info.name,
  imageUrl: info.icon,
  info: { rdns: info.rdns, uuid: info.uuid },
})

/** A server's browser wallets: none. */
export const noInjectedWallets: InjectedWallets = {
  connectors: () => [],
  provider: () => undefined,
  subscribe: () => () => {},
  destroy() {},
}

/**
 * Browser wallets through EIP-6963 (mipd's store: every announced provider becomes a connector),
 * plus the legacy `window.ethereum` when nothing announces. On a server there are none.
 */
export function watchInjectedWallets(): InjectedWallets {
  const page = (globalThis as { window?: { ethereum?: EIP1193Provider } }).window
  if (!page) return noInjectedWallets

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
