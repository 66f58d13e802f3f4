// Test parts for the plugin's views: a stand-in for the walletConnect plugin (its state slice and
// a connector of kind walletConnect whose connect the test drives, no relay), and a renderer of
// the default UI with the plugin's views. Not published (package.json `files`).
import { type CatalogueWallet, type Latch, LatchError } from '@latch/core'
import { type ChainAdapter, definePlugin, type PluginContext } from '@latch/core/plugin'
import { LatchUI } from '@latch/react'
import { createMockChainAdapter, createTestLatch, mockNetworks } from '@latch/testkit'
import { act, type ReactNode, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { WalletConnectError } from '../../errors'
import type { PairingState } from '../../state'
import { walletConnectViewDeclarations } from '../../views'
import { walletConnectViews } from '../index'
import { sampleUri } from './sampleUri'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export { sampleUri }

export interface FakeWalletConnect {
  /** How many times the view asked to connect. */
  readonly attempts: number
  /** Whether a connect is waiting for a wallet. */
  readonly pending: boolean
  /**
   * Sets the pairing slice as the plugin would; `render: false` leaves React to render it later
   * (outside act), to act on the UI between the store's change and its render.
   */
  setPairing(pairing: PairingState, options?: { render?: boolean }): void
  /** Offers a pairing URI (default: the next sample), as the plugin does when the relay answers. */
  offer(uri?: string): string
  /** A wallet approved: the connect resolves (the core then closes the modal). */
  approve(): Promise<void>
  /** The wallet refused: 'Connection rejected', as the plugin reports it. */
  reject(): Promise<void>
  /** The relay did not answer: 'The relay could not be reached'. */
  unreachable(): Promise<void>
}

export interface FakeWalletConnectOptions {
  /** Offer a URI as soon as a connect starts (default true); else the pairing stays 'starting'. */
  autoOffer?: boolean
  /** Real milliseconds a connect takes to say 'starting' (the plugin loads its SDK); default 0. */
  loadMs?: number
  /** Catalogue wallets to put in `wallets.featured` (a wallet the user may have picked). */
  featured?: CatalogueWallet[]
  device?: 'mobile' | 'desktop'
  /** Basic mode: the modal opens on ConnectingWalletConnectBasic. */
  basic?: boolean
}

/** A test client with the fake walletConnect plugin, on the testkit's manual clock. */
export function wcTestLatch(options: FakeWalletConnectOptions = {}) {
  let update: PluginContext['update'] = () => {}
  let waiting: { resolve(): void; reject(error: unknown): void } | undefined
  let attempts = 0
  let offered = 0

  const inner = createMockChainAdapter({
    networks: [mockNetworks.home],
    connectors: [{ id: 'walletConnect', kind: 'walletConnect', name: 'WalletConnect' }],
  })
  // As the plugin does it (inside the connect); the test's own calls go through act.
  const setPairingNow = (pairing: PairingState) =>
    update((state) => {
      const slice = state.plugins.walletConnect
      if (slice) slice.pairing = pairing
    })
  const setPairing = (pairing: PairingState, { render = true } = {}) => {
    if (render) return act(() => setPairingNow(pairing))
    const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    flags.IS_REACT_ACT_ENVIRONMENT = false
    try {
      setPairingNow(pairing)
    } finally {
      flags.IS_REACT_ACT_ENVIRONMENT = true
    }
  }
  const ready = (uri: string): PairingState => ({
    status: 'ready',
    uri,
    expiresAt: Date.UTC(2026, 0, 1) + 240_000,
  })
  const nextUri = () => sampleUri(++offered)
  const offer = (uri = nextUri()) => {
    setPairing(ready(uri))
    return uri
  }
  const adapter: ChainAdapter = {
    ...inner,
    async connect(params) {
      attempts++
      if (options.loadMs) await new Promise((resolve) => setTimeout(resolve, options.loadMs))
      setPairingNow({ status: 'starting' })
      // The relay answers a moment later with a URI.
      await new Promise((resolve) => setTimeout(resolve, 0))
      if (options.autoOffer ?? true) setPairingNow(ready(nextUri()))
      await new Promise<void>((resolve, reject) => {
        waiting = { resolve, reject }
      })
      return inner.connect(params)
    },
  }
  const fail = async (error: LatchError, pairing: PairingState) => {
    const pending = waiting
    waiting = undefined
    setPairing(pairing)
    await act(async () => pending?.reject(error))
  }

  const plugin = definePlugin({
    name: 'walletConnect',
    initialState: { pairing: { status: 'idle' } },
    setup(ctx) {
      update = (recipe) => ctx.update(recipe)
      // The plugin's views, declared as the plugin does.
      ctx.declareViews(walletConnectViewDeclarations)
      ctx.registerAdapter(adapter)
      if (options.featured) {
        const featured = options.featured
        ctx.update((state) => {
          state.wallets.featured = featured
        })
      }
      ctx.handle('walletConnect.pair', async () => {
        if (waiting) setPairingNow(ready(nextUri()))
      })
    },
  })
  const latch = createTestLatch({
    networks: [mockNetworks.home],
    plugins: [plugin],
    device: options.device,
    basic: options.basic,
  })

  const wc: FakeWalletConnect = {
    get attempts() {
      return attempts
    },
    get pending() {
      return waiting !== undefined
    },
    setPairing,
    offer,
    async approve() {
      const pending = waiting
      waiting = undefined
      await act(async () => pending?.resolve())
    },
    reject: () => {
      const error = new LatchError('CONNECTION_REJECTED', { rpcCode: 4001 })
      return fail(error, {
        status: 'rejected',
        error: { code: error.code, message: error.message },
      })
    },
    unreachable: () => {
      const error = new WalletConnectError('RELAY_UNREACHABLE')
      return fail(error, {
        status: 'unreachable',
        error: { code: error.code, message: error.message },
      })
    },
  }
  return { latch, wc, adapter: inner }
}

/** Renders the default UI with the plugin's views (and `node`) into the document. */
export function renderWithViews(
  latch: Latch,
  node: ReactNode = null,
  { strict = false }: { strict?: boolean } = {},
): { unmount(): void } {
  const container = document.createElement('div')
  document.body.appendChild(container)
  let root: Root | undefined
  const ui = (
    <LatchUI client={latch} views={[walletConnectViews]}>
      {node}
    </LatchUI>
  )
  act(() => {
    root = createRoot(container)
    root.render(strict ? <StrictMode>{ui}</StrictMode> : ui)
  })
  return {
    unmount() {
      act(() => root?.unmount())
      container.remove()
    },
  }
}

/** Lets effects settle. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

/** Waits until `check` passes (lazy chunks load, effects run), then lets the UI settle. */
export async function until(check: () => unknown, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(`UI never reached the expected state in ${timeout} ms`)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  await settle()
}

export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label')
  if (label) return label
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy) return document.getElementById(labelledBy)?.textContent?.trim() ?? ''
  return element.textContent?.replace(/\s+/g, ' ').trim() ?? ''
}

/** Elements by role and accessible name, the way users and assistive tech find them. */
export function byRole(role: string, name?: string): HTMLElement[] {
  const native: Record<string, string> = { button: 'button', link: 'a[href]', heading: 'h1,h2,h3' }
  const selector = native[role] ? `[role="${role}"],${native[role]}` : `[role="${role}"]`
  const all = Array.from(document.querySelectorAll<HTMLElement>(selector))
  return name === undefined ? all : all.filter((element) => accessibleName(element) === name)
}
