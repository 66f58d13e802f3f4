import type { Network } from '@latch/core'
import { type ChainAdapter, createAdapterEvents } from '@latch/core/plugin'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature } from '@wallet-standard/features'
import type { SolanaTransfer } from '../actions/buildTransfer'
import { loadWalletActions } from '../actions/loadWalletActions'
import type { StandardWallets } from '../wallets/standardWallets'
import type { SolanaAdapterContext, SolanaAdapterState } from './solanaAdapterState'

export interface SolanaAdapterOptions {
  wallets: StandardWallets
  /** The solana networks the app requested (read when needed: the app may change them). */
  networks(): Network[]
  /** The plugin's context: its log, and the connections the site recorded. */
  ctx: SolanaAdapterContext
}

/** The Solana ChainAdapter, plus what the plugin's commands need of a connected wallet. */
export interface SolanaAdapter extends ChainAdapter {
  /** The wallet and account of a connection, for the app's signing requests. */
  signer(connectorId: string, address?: string): Promise<{ wallet: Wallet; account: WalletAccount }>
}

/**
 * Loaded on the first wallet request, started before anything is awaited: the wallet side (no
 * web3.js) and the chain side (web3.js, spl-token). The page's first paint carries this shell.
 */
const loadSession = () => import('./walletSession')

/**
 * Whether a reload may ask this wallet, decided before the session's code loads (a reload that
 * restores another namespace's account loads none of it): a session this page holds, a login
 * method's wallet (it answers a silent connect itself), or a wallet of the page this site
 * connected before (the core says so: it read the stored wallets before any namespace
 * reconnected). Some wallets ignore `silent` and show their approval prompt
 * (`ignoresSilentConnect`): a first visit, or a wallet never used here, must not get one on page
 * load.
 */
function mayAsk({ ctx, sessions }: SolanaAdapterState, connectorId: string, usedBefore?: boolean) {
  if (usedBefore || sessions.has(connectorId)) return true
  const connector = ctx
    .getState()
    .connectors.all.find((c) => c.id === connectorId && c.namespace === 'solana')
  return connector !== undefined && connector.kind !== 'announced'
}

/** A wallet or chain call; what fails becomes a LatchError (rejection, funds, blockhash…). */
async function ask<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw (await import('../actions/mapSolanaError')).mapSolanaError(error)
  }
}

/**
 * The Solana ChainAdapter: Wallet Standard wallets (connect, silent reconnect, events, signing),
 * reads and sends through the network's RPC with web3.js. Wallets sign per request on a chain, so
 * switching network needs no prompt: the adapter records it and says so.
 */
export function createSolanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  const events = createAdapterEvents()
  const state: SolanaAdapterState = { ...options, emit: events.emit, sessions: new Map() }
  const stopWatchingWallets = options.wallets.subscribe(() =>
    events.emit('connectorsChanged', { connectors: options.wallets.connectors() }),
  )
  const signer = async (connectorId: string, address?: string) =>
    (await loadSession()).signer(state, connectorId, address)

  return {
    namespace: 'solana',
    getConnectors: () => options.wallets.connectors(),
    connect: ({ connectorId, caipNetworkId }) =>
      ask(async () => (await loadSession()).connect(state, connectorId, caipNetworkId)),
    async reconnect({ connectorId, usedBefore }) {
      // Most wallets of the page were never connected: nothing loads for them.
      const wallet = options.wallets.provider(connectorId)
      if (!wallet || !mayAsk(state, connectorId, usedBefore)) return undefined
      const features = wallet.features as Partial<StandardConnectFeature>
      return ask(async () => {
        // A session this page holds is current. Otherwise the wallet's answer first: a reload that
        // restores another namespace's account (a login method's wallet answers none) loads none
        // of the session's code.
        const accounts = state.sessions.has(connectorId)
          ? undefined
          : (await features['standard:connect']?.connect({ silent: true }))?.accounts
        return accounts?.length === 0
          ? undefined
          : (await loadSession()).reconnect(state, wallet, connectorId, accounts)
      })
    },
    disconnect: async ({ connectorId }) => (await loadSession()).disconnect(state, connectorId),
    switchNetwork: async ({ connectorId, network }) =>
      (await loadSession()).switchNetwork(state, connectorId, network),
    getBalance: ({ address, network }) =>
      ask(async () => ({
        value: await (await loadWalletActions()).getSolBalance(network, address),
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      })),
    signMessage: ({ connectorId, address, message }) =>
      ask(async () => {
        const signing = import('../actions/signMessage')
        const { wallet, account } = await signer(connectorId, address)
        return (await signing).signMessage(wallet, account, message)
      }),
    sendTransaction: ({ connectorId, network, transaction }) =>
      ask(async () => {
        const chain = loadWalletActions()
        const transfer: SolanaTransfer = (await import('./toTransfer')).toTransfer(transaction)
        const { wallet, account } = await signer(connectorId, transfer.from)
        return (await chain).sendTransfer(wallet, account, network, transfer)
      }),
    estimateGas: ({ network, transaction }) =>
      ask(async () => {
        const { toTransfer } = await import('./toTransfer')
        return (await loadWalletActions()).estimateFee(network, toTransfer(transaction))
      }),
    estimateFee: ({ network, transaction }) =>
      ask(async () => {
        const { toTransfer } = await import('./toTransfer')
        return (await loadWalletActions()).estimateFee(network, toTransfer(transaction))
      }),
    signer,
    on: events.on,
    destroy() {
      for (const { off } of state.sessions.values()) off()
      state.sessions.clear()
      stopWatchingWallets()
      options.wallets.destroy()
      events.clear()
    },
  }
}
