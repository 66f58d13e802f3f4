/**
 * The harness page: a neutral host app with Latch's default UI on a client wired to the local
 * stack (endpoints and chains from `window.__LATCH_HARNESS__`, injected by startHarness) and the
 * testkit's test wallet announced through EIP-6963. Drivers (screenshots, e2e tests) reach the
 * client at `window.__latch` and the wallet at `window.__LATCH_TEST_WALLET__`.
 *
 * Query: `?theme=dark|light`, `?walletDelay=<ms>` (the wallet answers every request that late),
 * `?solana=1` (also offer a Solana network, as data only: no Solana plugin, so picking it while
 * connected on EVM leads to SwitchActiveChain).
 */
import { createLatch, type Latch, type Network } from '@latch/core'
import { base, defineEip155Network, eip155, mainnet } from '@latch/eip155'
import { useLatchState } from '@latch/hooks'
import type { InstalledTestWallet, InstallTestWalletConfig } from '@latch/testkit/browser'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { ConnectButton, LatchUI, NetworkButton } from '../../src/index'
import { builtInViews } from '../../src/modal/viewRegistry'

export interface HarnessPageConfig {
  projectId: string
  endpoints: Record<string, string>
  chains: { chainId: number; rpcUrl: string; name: string }[]
  /** Announce the test wallet with this config; null for a page without a browser wallet. */
  wallet: InstallTestWalletConfig | null
}

declare global {
  interface Window {
    __LATCH_HARNESS__: HarnessPageConfig
    __LATCH_TEST_WALLET__?: InstalledTestWallet
    __latch: Latch
    __latchHarness: { views: string[]; ready: boolean }
  }
}

const config = window.__LATCH_HARNESS__
const query = new URLSearchParams(location.search)

// The wallet announces itself before the client asks (EIP-6963 also answers later requests).
if (config.wallet) {
  const { installTestWallet } = await import('@latch/testkit/browser')
  const walletDelay = Number(query.get('walletDelay') ?? 0)
  window.__LATCH_TEST_WALLET__ = installTestWallet(
    { ...config.wallet, responseDelayMs: walletDelay },
    window,
  )
}

const localNetworks = config.chains.map((chain) =>
  defineEip155Network({
    chainId: chain.chainId,
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    testnet: true,
    blockExplorer: { name: 'Local Explorer', url: `https://explorer.local/${chain.chainId}` },
  }),
)

const solanaMainnet: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [] } },
}

const latch = createLatch({
  projectId: config.projectId,
  networks: [
    ...localNetworks,
    mainnet,
    base,
    ...(query.get('solana') === '1' ? [solanaMainnet] : []),
  ],
  plugins: [eip155()],
  endpoints: config.endpoints,
  metadata: {
    name: 'Latch harness',
    description: 'A host page for screenshots and end-to-end tests',
    url: location.origin,
    icons: [],
  },
  themeMode: query.get('theme') === 'dark' ? 'dark' : 'light',
})

/** The host app follows Latch's theme, as a real app with a dark mode would. */
function Host() {
  const mode = useLatchState((s) => s.theme.themeMode)
  useEffect(() => {
    document.documentElement.dataset.hostTheme = mode
  }, [mode])
  return (
    <>
      <header className="host-bar">
        <h1>Host app</h1>
        <NetworkButton />
        <ConnectButton />
      </header>
      <main className="host-main">
        <h2>A page that embeds Latch</h2>
        <p>
          The buttons above are Latch's default UI. Everything on this page talks to local services
          only: two local EVM chains, the local API and the test wallet.
        </p>
      </main>
    </>
  )
}

window.__latch = latch
window.__latchHarness = { views: Object.keys(builtInViews), ready: false }
const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')
createRoot(root).render(
  <LatchUI client={latch}>
    <Host />
  </LatchUI>,
)
window.__latchHarness.ready = true
