import type { Connector } from '@latch/core'
import { type NamespaceWallets, noWallets } from '@latch/core/plugin'
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
 * A wallet is its rdns: one announced twice (its script run again, a new uuid) is one connector,
 * its latest announcement's. The legacy provider is a "Browser Wallet" whatever it claims
 * (`isMetaMask` is set by Rabby, OKX, Phantom…): only an announcement names a wallet.
 */
export function watchInjectedWallets(): InjectedWallets {
  const page = (globalThis as { window?: { ethereum?: EIP1193Provider } }).window
  if (!page) return noWallets

  const store = createStore()
  const announced = () => new Map(store.getProviders().map((d) => [d.info.rdns, d]))
  const legacy = () => (store.getProviders().length === 0 ? page.ethereum : undefined)
  return {
    connectors() {
      return legacy()
        ? [
            {
              id: LEGACY_INJECTED_ID,
              kind: 'injected',
              namespace: 'eip155',
              name: 'Browser Wallet',
            },
          ]
        : [...announced().values()].map(toConnector)
    },
    provider(connectorId) {
      if (connectorId === LEGACY_INJECTED_ID) return legacy()
      return announced().get(connectorId)?.provider as EIP1193Provider | undefined
    },
    subscribe: (listener) => store.subscribe(() => listener()),
    destroy: () => store.destroy(),
  }
}
