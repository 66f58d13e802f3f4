import { type Clock, LatchError, type Logger, type Network } from '@latch/core'
import {
  askWallet,
  type ChainAdapter,
  type ConnectResult,
  createAdapterEvents,
} from '@latch/core/plugin'
import type { Chain, Client, EIP1193Provider, Transport } from 'viem'
import type { InjectedWallets } from './injectedWallets'
import { RECONNECT_TIMEOUT_MS } from './reconnectTimeout'

export interface Eip155AdapterOptions {
  wallets: InjectedWallets
  /** The eip155 networks the app requested (read when needed: the app may change them). */
  networks(): Network[]
  /**
   * A public client of a network, for reads (balances, gas). May load it on first use: the page's
   * first paint needs none of viem's clients.
   */
  publicClient(
    network: Network,
  ): Client<Transport, Chain | undefined> | Promise<Client<Transport, Chain | undefined>>
  log: Logger
  /** Time for the wallet's time-outs: a reconnect, a switch it never answers. */
  clock: Clock
}

type WalletActions = typeof import('./walletActions')
/**
 * What the adapter does once a wallet answers (checksums, chain switching, signing, sending,
 * reads, all on viem), loaded on the first wallet request: a page's first paint does without it.
 * Started before the wallet's answer is awaited, so the wallet is asked at once; a failure to
 * load surfaces where the result is awaited.
 */
const loadWalletActions = (): Promise<WalletActions> => {
  const loading = import('./walletActions')
  loading.catch(() => {})
  return loading
}

/** The EVM ChainAdapter, plus the wallet's own EIP-1193 request for the app's approved calls. */
export interface Eip155Adapter extends ChainAdapter {
  walletRequest(connectorId: string, args: { method: string; params?: unknown }): Promise<unknown>
}

/**
 * The EVM ChainAdapter: injected wallets (EIP-6963, legacy window.ethereum) through EIP-1193,
 * reads through the app's RPC. The core's connection and network rules run on it.
 */
export function createEip155Adapter(options: Eip155AdapterOptions): Eip155Adapter {
  const { wallets, log, clock } = options
  const events = createAdapterEvents()
  const { emit } = events
  const watched = new Map<string, () => void>()

  /**
   * A wallet call; what it throws, in whichever shape the wallet throws it, becomes the LatchError
   * of its code (a user rejection stays one: `standardWalletError`).
   */
  const ask = <T>(run: () => Promise<T>): Promise<T> =>
    askWallet(() =>
      run().catch(async (error: unknown) => {
        throw (await loadWalletActions()).standardWalletError(error)
      }),
    )

  const requireProvider = (connectorId: string): EIP1193Provider => {
    const provider = wallets.provider(connectorId)
    if (!provider) throw new LatchError('NO_CONNECTOR_FOR_CONNECTION', { details: connectorId })
    return provider
  }

  /**
   * The clock of a reload's time-out for a browser wallet; undefined for a login method's provider
   * (a relay SDK, an email frame): it loads before it answers and checks its session itself.
   */
  const timeOf = (connectorId: string) => {
    const kind = wallets.connectors().find((c) => c.id === connectorId)?.kind
    return kind === 'announced' || kind === 'injected' ? clock : undefined
  }
  const unwatch = (connectorId: string) => {
    watched.get(connectorId)?.()
    watched.delete(connectorId)
  }

  /**
   * The connected session: the wallet's chain is asked while the wallet actions load. Its answer
   * is part of the confirmation: a wallet that lists accounts but refuses requests is not
   * connected. Its events are followed from here until disconnect.
   */
  const session = async (
    connectorId: string,
    provider: EIP1193Provider,
    addresses: readonly string[],
    actions: Promise<WalletActions>,
  ) => {
    const [chainId, { toAccounts, toCaip, watchWallet }] = await Promise.all([
      provider.request({ method: 'eth_chainId' }),
      actions,
    ])
    if (!watched.has(connectorId))
      watched.set(connectorId, watchWallet(provider, connectorId, emit))
    return {
      accounts: toAccounts(addresses),
      caipNetworkId: toCaip(chainId),
    } satisfies ConnectResult
  }

  const stopWatchingWallets = wallets.subscribe(() =>
    emit('connectorsChanged', { connectors: wallets.connectors() }),
  )

  return {
    namespace: 'eip155',
    getConnectors: () => wallets.connectors(),

    connect: ({ connectorId, caipNetworkId }) =>
      ask(async () => {
        const provider = requireProvider(connectorId)
        const actions = loadWalletActions()
        const addresses = await provider.request({ method: 'eth_requestAccounts' })
        const result = await session(connectorId, provider, addresses, actions)
        const wanted = caipNetworkId
          ? options.networks().find((network) => network.caipNetworkId === caipNetworkId)
          : undefined
        return (await actions).moveToNetwork(provider, result, wanted, log, clock)
      }),

    async reconnect({ connectorId }) {
      const provider = wallets.provider(connectorId)
      if (!provider) return undefined
      // eth_accounts never prompts: it lists accounts only if the wallet still grants access. A
      // browser wallet that does not answer in RECONNECT_TIMEOUT_MS (asleep) has not confirmed.
      const timed = timeOf(connectorId)
      const addresses = await ask(
        () =>
          new Promise<readonly string[]>((resolve, reject) => {
            const timer = timed?.setTimeout(() => resolve([]), RECONNECT_TIMEOUT_MS)
            provider
              .request({ method: 'eth_accounts' })
              .then(resolve, reject)
              .finally(() => timer && clock.clearTimeout(timer))
          }),
      )
      if (addresses.length === 0) return undefined
      // Loaded only now: every installed wallet is asked on load, most of them never connected.
      return ask(() => session(connectorId, provider, addresses, loadWalletActions()))
    },

    async disconnect({ connectorId }) {
      unwatch(connectorId)
      const provider = wallets.provider(connectorId)
      // The session ends on our side regardless, even with Latch's code not loaded (offline).
      if (provider) {
        await loadWalletActions().then(
          (actions) => actions.revokePermissions(provider, connectorId, log),
          () => {},
        )
      }
    },

    switchNetwork: ({ connectorId, network }) =>
      ask(async () => {
        const provider = requireProvider(connectorId)
        return (await loadWalletActions()).switchChain(provider, network, clock)
      }),

    getBalance: ({ address, network }) =>
      ask(async () =>
        (await loadWalletActions()).getBalance(
          () => options.publicClient(network),
          address,
          network,
        ),
      ),

    signMessage: ({ connectorId, address, message }) =>
      ask(async () => {
        const provider = requireProvider(connectorId)
        return (await loadWalletActions()).signMessage(provider, address, message)
      }),

    sendTransaction: ({ connectorId, network, transaction }) =>
      ask(async () => {
        const provider = requireProvider(connectorId)
        const actions = loadWalletActions()
        const walletChain = await provider.request({ method: 'eth_chainId' })
        const { sendTransaction, toCaip } = await actions
        return sendTransaction(provider, network, transaction, toCaip(walletChain), () =>
          options.publicClient(network),
        )
      }),

    estimateGas: ({ network, transaction }) =>
      ask(async () =>
        (await loadWalletActions()).estimateGas(
          () => options.publicClient(network),
          network,
          transaction,
        ),
      ),

    estimateFee: ({ network, transaction }) =>
      ask(async () =>
        (await loadWalletActions()).estimateFee(
          () => options.publicClient(network),
          network,
          transaction,
        ),
      ),

    walletRequest: (connectorId, args) =>
      ask(() =>
        requireProvider(connectorId).request(args as Parameters<EIP1193Provider['request']>[0]),
      ),

    on: events.on,

    destroy() {
      for (const connectorId of Array.from(watched.keys())) unwatch(connectorId)
      stopWatchingWallets()
      wallets.destroy()
      events.clear()
    },
  }
}
