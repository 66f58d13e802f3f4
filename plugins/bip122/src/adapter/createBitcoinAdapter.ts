import type { Network } from '@latch/core'
import { type ChainAdapter, createAdapterEvents } from '@latch/core/plugin'
import type { BitcoinStandardWallets } from '../wallets/bitcoinStandardWallets'
import type { BitcoinAdapterContext, BitcoinAdapterState } from './bitcoinAdapterState'
import { feature } from './walletFeatures'

export interface BitcoinAdapterOptions {
  wallets: BitcoinStandardWallets
  /** The bip122 networks the app requested (read when needed: the app may change them). */
  networks(): Network[]
  /** The plugin's context: its log, and the connections the site recorded. */
  ctx: BitcoinAdapterContext
}

/** Loaded on the first wallet request: the page's first paint carries only this shell. */
const loadSession = () => import('./walletSession')
/** btc-signer, on the first balance, signature or transfer. */
const loadActions = () => import('../actions/bitcoinActions')

/**
 * Whether a reload may ask this wallet, decided before the session's code loads (a reload that
 * restores another namespace's account loads none of it): a session this page holds, a login
 * method's wallet (it answers a silent connect itself: a relay session approved on another
 * namespace connects this one too), or a wallet of the page this site connected before (the
 * core says so): no prompt on a first visit.
 */
function mayAsk({ ctx, sessions }: BitcoinAdapterState, connectorId: string, usedBefore?: boolean) {
  if (usedBefore || sessions.has(connectorId)) return true
  const connector = ctx
    .getState()
    .connectors.all.find((c) => c.id === connectorId && c.namespace === 'bip122')
  return connector !== undefined && connector.kind !== 'announced'
}

/** A wallet or chain call; what fails becomes a LatchError (rejection, funds, refusal…). */
async function ask<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw (await loadActions()).mapBitcoinError(error)
  }
}

/**
 * The Bitcoin ChainAdapter: Wallet Standard Bitcoin wallets (`bitcoin:connect` with the payment
 * and ordinals purposes, silent reconnect, events), balances from the network's Esplora API,
 * BIP-322 messages, and PSBT transfers the wallet signs and Latch broadcasts. Connect lists payment
 * accounts first: the core makes the first the active address, and refuses a switch to the others
 * (spec §4). Gas is the transfer's virtual size; its fee, sats at the next block's rate.
 */
export function createBitcoinAdapter(options: BitcoinAdapterOptions): ChainAdapter {
  const events = createAdapterEvents()
  const state: BitcoinAdapterState = { ...options, emit: events.emit, sessions: new Map() }
  const stopWatchingWallets = options.wallets.subscribe(() =>
    events.emit('connectorsChanged', { connectors: options.wallets.connectors() }),
  )

  return {
    namespace: 'bip122',
    getConnectors: () => options.wallets.connectors(),
    connect: ({ connectorId, caipNetworkId }) =>
      ask(async () => (await loadSession()).connect(state, connectorId, caipNetworkId)),
    async reconnect({ connectorId, usedBefore }) {
      const wallet = options.wallets.provider(connectorId)
      if (!wallet || !mayAsk(state, connectorId, usedBefore)) return undefined
      return ask(async () => {
        // A session this page holds is current. Otherwise the wallet's answer first: a reload that
        // restores another namespace's account (a login method's wallet answers none) loads none
        // of the session's code.
        const accounts = state.sessions.has(connectorId)
          ? undefined
          : (await feature(wallet, 'standard:connect')?.connect({ silent: true }))?.accounts
        return accounts?.length === 0
          ? undefined
          : (await loadSession()).reconnect(state, wallet, connectorId, accounts)
      })
    },
    disconnect: async ({ connectorId }) => (await loadSession()).disconnect(state, connectorId),
    switchNetwork: async ({ connectorId, network }) =>
      (await loadSession()).switchNetwork(state, connectorId, network),
    getBalance: ({ address, network }) =>
      ask(async () =>
        (await loadActions()).fetchAddressBalance(network.rpcUrls.default.http[0] ?? '', address),
      ),
    signMessage: ({ connectorId, address, message }) =>
      ask(async () => {
        const actions = loadActions()
        const { wallet, account } = (await loadSession()).signer(state, connectorId, address)
        return (await actions).signMessage(wallet, account, message)
      }),
    sendTransaction: ({ connectorId, network, transaction }) =>
      ask(async () => {
        const actions = loadActions()
        const { wallet, account } = (await loadSession()).signer(
          state,
          connectorId,
          transaction.from,
        )
        return (await actions).sendTransfer(wallet, account, network, transaction)
      }),
    estimateGas: (parameters) =>
      ask(async () => (await (await loadActions()).estimatedTransfer(state, parameters)).vsize),
    estimateFee: (parameters) =>
      ask(async () => (await (await loadActions()).estimatedTransfer(state, parameters)).fee),
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
