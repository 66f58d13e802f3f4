import { createBitcoinRequestWallet } from '@latch/bip122/request-wallet'
import type { CaipNetworkId, ChainNamespace } from '@latch/core'
import { type LoginMethod, loadOnce, type PluginContext } from '@latch/core/plugin'
import { createRequestWallet } from '@latch/solana/request-wallet'
import type { createEip1193Provider } from '../providers/eip1193Provider'
import { hexChainId } from '../providers/hexChainId'
import type { SessionControllerOptions } from '../session/createSessionController'
import type { SessionEvent } from '../session/sessionEvents'

export const WALLETCONNECT_ID = 'walletConnect'

type Listener = (...args: unknown[]) => void

/** The relay protocol's mark, as the Wallet Standard wants an icon: a data URI. */
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA0MCA0MCI+PHJlY3Qgd2lkdGg9IjQwIiBoZWlnaHQ9IjQwIiByeD0iMTAiIGZpbGw9IiMzMzk2ZmYiLz48cGF0aCBkPSJNMTIgMTZjNC40LTQuMyAxMS42LTQuMyAxNiAwbC44LjgtMi4yIDIuMS0uOS0uOGMtMy4xLTMtOC4xLTMtMTEuMiAwbC0xIC45LTIuMi0yLjF6bTIwIDQgMiAyLTkgOC44LTUuMi01LjEtNS4yIDUuMS05LTguOCAyLTIgNyA2LjkgNS4yLTUuMSA1LjIgNS4xeiIgZmlsbD0iI2ZmZiIvPjwvc3ZnPg=='

export interface WalletConnectLoginMethodOptions
  extends Pick<SessionControllerOptions, 'pairingTimeoutMs' | 'pairingExpiryMs' | 'sdk'> {
  namespaces: readonly ChainNamespace[]
}

/**
 * The relay protocol as one login method for every namespace it serves: one session, an EIP-1193
 * provider for eip155 and Wallet Standard wallets for solana and bip122 over it. Each namespace is
 * dropped on its own; the session ends with the last one, or when the wallet ends it.
 */
export function createWalletConnectLoginMethod(
  ctx: PluginContext,
  options: WalletConnectLoginMethodOptions,
): LoginMethod & { refreshPairing(): Promise<boolean>; close(): Promise<void> } {
  const { namespaces } = options
  const inUse = new Set<ChainNamespace>()
  // Namespaces connected through it when the page loaded: only they may look for a stored
  // session silently; a page that never used it never loads the SDK.
  const stored = new Set(
    namespaces.filter((ns) =>
      ctx.getState().connections[ns]?.some((c) => c.connectorId === WALLETCONNECT_ID),
    ),
  )

  // The SDK's chunk, loaded once; one that failed to load is fetched again on the next try.
  const controller = loadOnce(() =>
    import('../session/createSessionController').then(({ createSessionController }) =>
      createSessionController({
        relayUrl: ctx.options.endpoints.relay,
        projectId: ctx.options.projectId,
        // Wallets show who asks: the app's metadata, else the page's origin.
        metadata: ctx.options.metadata ?? {
          name: ctx.window?.location.origin ?? 'Latch app',
          description: '',
          url: ctx.window?.location.origin ?? 'https://latch.dev',
          icons: [],
        },
        namespaces,
        clock: ctx.clock,
        log: ctx.log,
        getState: ctx.getState,
        setPairing: (pairing) =>
          ctx.update((state) => {
            const slice = state.plugins.walletConnect
            if (slice) slice.pairing = pairing
          }),
        emit: onSession,
        pairingTimeoutMs: options.pairingTimeoutMs,
        pairingExpiryMs: options.pairingExpiryMs,
        sdk: options.sdk,
      }),
    ),
  )
  const contextFor = (namespace: ChainNamespace) => ({
    controller,
    maySilentlyConnect: () => stored.has(namespace) || inUse.size > 0,
    use: () => inUse.add(namespace),
    release: async () => {
      const loading = controller.started()
      if (inUse.size === 0 && loading) await (await loading).end()
    },
  })

  // EVM: the provider's events live here; its requests load with their code on the first one.
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of Array.from(listeners.get(event) ?? [])) listener(...args)
  }
  const eip155 = contextFor('eip155')
  let evmRequests: Promise<ReturnType<typeof createEip1193Provider>> | undefined
  const evm = {
    async request(args: { method: string; params?: unknown }): Promise<unknown> {
      // A page that never used the relay protocol loads none of it, not even on a reload.
      if (args.method === 'eth_accounts' && !eip155.maySilentlyConnect()) return []
      evmRequests ??= import('../providers/eip1193Provider').then((module) =>
        module.createEip1193Provider(eip155, emit),
      )
      return (await evmRequests).request(args)
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  /**
   * The session for a namespace's wallet: silently, only one stored by a page that used it;
   * otherwise a pairing (the wallet's approval). Undefined when there is none.
   */
  const sessionFor = async (namespace: ReturnType<typeof contextFor>, silent: boolean) => {
    if (silent && !namespace.maySilentlyConnect()) return undefined
    const session = await controller()
    if (!silent) await session.connect()
    else if (!(await session.restore())) return undefined
    return session
  }
  const solana = contextFor('solana')
  // Solana over the session: a Wallet Standard wallet whose signatures are relay requests.
  const sol = createRequestWallet({
    name: 'WalletConnect',
    icon: ICON,
    async connect({ silent }) {
      const session = await sessionFor(solana, silent)
      if (!session) return undefined
      const addresses = session.addresses('solana')
      if (addresses.length > 0) solana.use()
      return { addresses, chain: session.chainOf('solana') as CaipNetworkId | undefined }
    },
    request: async (method, params) => (await controller()).request('solana', method, params),
    release: solana.release,
  })
  const bip122 = contextFor('bip122')
  // Bitcoin over the session: the relay protocol's bip122 methods behind the Wallet Standard's.
  const btc = createBitcoinRequestWallet({
    name: 'WalletConnect',
    icon: ICON,
    async connect({ silent }) {
      const session = await sessionFor(bip122, silent)
      if (!session) return undefined
      const addresses = session.addresses('bip122')
      if (addresses.length > 0) bip122.use()
      return { addresses, chains: session.chains('bip122') as CaipNetworkId[] }
    },
    request: async (method, params) => (await controller()).request('bip122', method, params),
    release: bip122.release,
  })
  const providers: Partial<Record<ChainNamespace, unknown>> = {
    eip155: evm,
    solana: sol,
    bip122: btc,
  }

  function onSession(event: SessionEvent) {
    if (event.type === 'ended') {
      inUse.clear()
      stored.clear()
      emit('disconnect', { code: 4900, message: 'The relay session ended' })
      void sol.onSession(undefined)
      void btc.onSession(undefined)
      return
    }
    if (!inUse.has(event.namespace)) return
    if (event.namespace === 'eip155') {
      if (event.type === 'accountsChanged') emit('accountsChanged', event.addresses)
      else emit('chainChanged', hexChainId(event.chainId))
    }
    if (event.type !== 'accountsChanged') return
    if (event.namespace === 'solana') void sol.onSession(event.addresses)
    if (event.namespace === 'bip122') void btc.onSession(event.addresses)
  }

  return {
    id: WALLETCONNECT_ID,
    name: 'WalletConnect',
    kind: 'walletConnect',
    namespaces,
    provider: (namespace) => providers[namespace] as never,
    /** A fresh URI for the pairing under way, else one prepared for the next connect (false). */
    async refreshPairing() {
      return (await controller()).refresh()
    },
    /** The client's teardown: the relay socket closes, a stored session stays for the next page. */
    async close() {
      await (await controller.started())?.close()
    },
    async disconnect(namespace) {
      inUse.delete(namespace)
      stored.delete(namespace)
      // The dapp cannot take a namespace out of a session (only the wallet updates one): it stops
      // using it, and ends the session with the last.
      const loading = controller.started()
      if (inUse.size === 0 && loading) await (await loading).end()
    },
  }
}
