/**
 * The harness page: a neutral host app with Latch's default UI on a client wired to the local
 * stack (endpoints and chains from `window.__LATCH_HARNESS__`, injected by startHarness) and the
 * testkit's test wallet announced through EIP-6963. Drivers (screenshots, e2e tests) reach the
 * client at `window.__latch` and the wallet at `window.__LATCH_TEST_WALLET__`.
 *
 * Query: `?theme=dark|light`, `?walletDelay=<ms>` (the wallet answers every request that late),
 * `?solana=1` (also offer a Solana network, as data only: no Solana plugin, so picking it while
 * connected on EVM leads to SwitchActiveChain), `?walletConnect=1` (a WalletConnect connector whose
 * pairing is a sample `wc:` URI no wallet answers: see harnessWalletConnect), `?device=mobile`,
 * `?basic=1` (basic mode: with walletConnect=1 the modal opens on ConnectingWalletConnectBasic),
 * `?landmarks=1` (the page also has a navigation and a footer, as most apps: every landmark an app
 * has besides its banner and main).
 *
 * The page passes the plugins' views (`@latch/walletconnect/react`, `@latch/activity/react`,
 * `@latch/send/react`) to LatchUI, as an app using those plugins does; every package is imported by
 * its name and loads from its TypeScript source (startHarness's `@latch/source` condition).
 */

import { activity } from '@latch/activity'
import { activityViews } from '@latch/activity/react'
import { createLatch, type Latch, type Network } from '@latch/core'
import { definePlugin } from '@latch/core/plugin'
import { base, defineEip155Network, eip155, mainnet } from '@latch/eip155'
import { useLatchState } from '@latch/hooks'
import { ConnectButton, LatchUI, NetworkButton } from '@latch/react'
import { send } from '@latch/send'
import { sendViews } from '@latch/send/react'
import type { InstalledTestWallet, InstallTestWalletConfig } from '@latch/testkit/browser'
import type { PairingState } from '@latch/walletconnect'
import { walletConnectViews } from '@latch/walletconnect/react'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'

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
    __latchHarness: { views: string[]; ready: boolean; walletConnect?: HarnessWalletConnect }
  }
}

/** What a driver does to the harness's WalletConnect connector. */
export interface HarnessWalletConnect {
  /** The wallet refuses the pending pairing ('Connection rejected'). */
  reject(): void
}

/** A pairing URI of the relay protocol's form (topic, relay, key, expiry), answered by no wallet. */
const SAMPLE_WC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1893456000'

/**
 * A stand-in for the walletConnect plugin, without a relay: its state slice, its views and a login
 * method (`walletConnect`, kind walletConnect) whose connect offers SAMPLE_WC_URI and waits for a
 * wallet that never comes, until the driver has it refuse.
 */
function harnessWalletConnect() {
  let pending: ((error: unknown) => void) | undefined
  let setPairing: (pairing: PairingState) => void = () => {}
  const controls: HarnessWalletConnect = {
    reject() {
      setPairing({
        status: 'rejected',
        error: { code: 'CONNECTION_REJECTED', message: 'Connection rejected' },
      })
      pending?.({ code: 4001, message: 'User rejected the request.' })
      pending = undefined
    },
  }
  const provider = {
    async request({ method }: { method: string }) {
      if (method === 'eth_requestAccounts') {
        setPairing({ status: 'starting' })
        await new Promise((resolve) => setTimeout(resolve, 50))
        setPairing({ status: 'ready', uri: SAMPLE_WC_URI, expiresAt: Date.now() + 240_000 })
        return new Promise((_, reject) => {
          pending = reject
        })
      }
      if (method === 'eth_accounts') return []
      throw { code: 4200, message: `${method} is not supported here` }
    },
    on() {},
    removeListener() {},
  }
  const plugin = definePlugin({
    name: 'walletConnect',
    initialState: { pairing: { status: 'idle' } },
    setup(ctx) {
      // The views the plugin declares (its `LatchViews` merge comes with its types): the modal
      // and the router take only declared views.
      ctx.declareViews({
        ConnectingWalletConnect: { connecting: true },
        ConnectingWalletConnectBasic: { connecting: true, basic: true },
      })
      setPairing = (pairing) =>
        ctx.update((state) => {
          const slice = state.plugins.walletConnect
          if (slice) slice.pairing = pairing
        })
      ctx.registerLoginMethod({
        id: 'walletConnect',
        name: 'WalletConnect',
        kind: 'walletConnect',
        namespaces: ['eip155'],
        provider: (namespace) => (namespace === 'eip155' ? (provider as never) : undefined),
        async disconnect() {},
      })
    },
  })
  return { plugin, controls }
}

/**
 * Tells when the client has set its plugins up (it does once the page is idle, or on the first
 * command), with the views they declared: registered last, it sees every view the modal and the
 * router take, the core's and each plugin's.
 */
function pluginsSetUp() {
  let resolve: (declaredViews: string[]) => void = () => {}
  const declaredViews = new Promise<string[]>((done) => {
    resolve = done
  })
  const plugin = definePlugin({
    name: 'harnessPluginsSetUp',
    setup(ctx) {
      resolve(ctx.views.all().map(([name]) => name))
    },
  })
  return { plugin, declaredViews }
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

const wc = query.get('walletConnect') === '1' ? harnessWalletConnect() : undefined
const setUp = pluginsSetUp()

const latch = createLatch({
  projectId: config.projectId,
  networks: [
    ...localNetworks,
    mainnet,
    base,
    ...(query.get('solana') === '1' ? [solanaMainnet] : []),
  ],
  // The activity plugin: the Account view's NFTs and Activity tabs (with activityViews); the send
  // plugin: its Send and Receive views (with sendViews).
  plugins: [eip155(), ...(wc ? [wc.plugin] : []), activity(), send(), setUp.plugin],
  endpoints: config.endpoints,
  metadata: {
    name: 'Latch harness',
    description: 'A host page for screenshots and end-to-end tests',
    url: location.origin,
    icons: [],
  },
  themeMode: query.get('theme') === 'dark' ? 'dark' : 'light',
  ...(query.get('device') === 'mobile' ? { device: 'mobile' as const } : {}),
  ...(query.get('basic') === '1' ? { basic: true } : {}),
})

const landmarks = query.get('landmarks') === '1'

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
        {landmarks && (
          <nav aria-label="Host app">
            <a href="#docs">Docs</a>
          </nav>
        )}
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
      {landmarks && (
        <footer className="host-main">
          <p>Host app footer</p>
        </footer>
      )}
    </>
  )
}

const views = [walletConnectViews, activityViews, sendViews]
window.__latch = latch
window.__latchHarness = { views: [], ready: false, walletConnect: wc?.controls }
const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')
createRoot(root).render(
  <LatchUI client={latch} views={views}>
    <Host />
  </LatchUI>,
)
// Ready once the plugins are set up, with the views a driver may ask for: the declared ones and
// those of the view sets passed to LatchUI (the account tabs are in these only).
void setUp.declaredViews.then((declared) => {
  window.__latchHarness.views = [...new Set([...declared, ...views.flatMap(Object.keys)])]
  window.__latchHarness.ready = true
})
