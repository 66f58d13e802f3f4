/**
 * The Solana adapter's wallet side (Wallet Standard connect, silent reconnect, events, network,
 * signing), loaded on the first wallet request: the page's first paint carries only the shell.
 */
import { type CaipNetworkId, LatchError, type Network } from '@latch/core'
import type { ConnectResult } from '@latch/core/plugin'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { walletSupports } from '../wallets/walletChains'
import type { SolanaAdapterState } from './solanaAdapterState'
import { toAccounts } from './toAccounts'

type StandardFeatures = StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature
const standard = <K extends keyof StandardFeatures>(wallet: Wallet, name: K) =>
  (wallet.features as Partial<StandardFeatures>)[name]

/** Accounts of a wallet that can sign on Solana (a multi-chain wallet lists others too). */
const solanaAccounts = (accounts: readonly WalletAccount[]) =>
  accounts.filter(
    (account) =>
      account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('solana:')),
  )

export function requireWallet(state: SolanaAdapterState, connectorId: string): Wallet {
  const wallet = state.wallets.provider(connectorId)
  if (!wallet) throw new LatchError('NO_CONNECTOR_FOR_CONNECTION', { details: connectorId })
  return wallet
}

/** The requested network to be on: the one asked for, else the first the wallet signs on. */
function pickNetwork(state: SolanaAdapterState, wallet: Wallet, wanted?: CaipNetworkId) {
  const networks = state.networks()
  const supported = networks.filter((network) => walletSupports(wallet.chains, network))
  const network = supported.find((n) => n.caipNetworkId === wanted) ?? supported[0] ?? networks[0]
  if (!network) throw new LatchError('CHAIN_NOT_CONFIGURED', { details: 'No solana network' })
  return network.caipNetworkId
}

export function unwatch(state: SolanaAdapterState, connectorId: string): void {
  state.sessions.get(connectorId)?.off()
  state.sessions.delete(connectorId)
}

const addressesOf = (accounts: readonly WalletAccount[]) =>
  accounts.map((account) => account.address).join()

/**
 * Takes the accounts the wallet lists now, when they are not those Latch shows: the core hears of
 * them (`accountsChanged`, or `disconnect` when none is left). True when they changed.
 */
function follow(
  state: SolanaAdapterState,
  connectorId: string,
  listed: readonly WalletAccount[],
): boolean {
  const current = state.sessions.get(connectorId)
  const next = solanaAccounts(listed)
  if (!current || addressesOf(next) === current.addresses) return false
  current.addresses = addressesOf(next)
  if (next.length > 0) {
    state.emit('accountsChanged', { connectorId, accounts: toAccounts(next) })
  } else {
    unwatch(state, connectorId)
    state.emit('disconnect', { connectorId })
  }
  return true
}

/**
 * Some wallets change account without a `change` event (the quirk `silentAccountChanges`): what
 * they list is read again when the visitor comes back to the page, as before every signature.
 */
function watchFocus(check: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  const onVisible = () => {
    if (document.visibilityState === 'visible') check()
  }
  window.addEventListener('focus', check)
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    window.removeEventListener('focus', check)
    document.removeEventListener('visibilitychange', onVisible)
  }
}

/** Records the connection and forwards the wallet's account changes until it ends. */
function session(
  state: SolanaAdapterState,
  connectorId: string,
  wallet: Wallet,
  accounts: readonly WalletAccount[],
  wanted?: CaipNetworkId,
): ConnectResult | undefined {
  const signers = solanaAccounts(accounts)
  if (signers.length === 0) return undefined
  const current = state.sessions.get(connectorId)
  const caipNetworkId = current?.caipNetworkId ?? pickNetwork(state, wallet, wanted)
  if (current) current.addresses = addressesOf(signers)
  else {
    const offChange =
      standard(wallet, 'standard:events')?.on('change', (change) => {
        if (change.accounts) follow(state, connectorId, change.accounts)
      }) ?? (() => {})
    const offFocus = watchFocus(() => follow(state, connectorId, wallet.accounts))
    const off = () => {
      offChange()
      offFocus()
    }
    state.sessions.set(connectorId, { caipNetworkId, addresses: addressesOf(signers), off })
  }
  return { accounts: toAccounts(signers), caipNetworkId }
}

export async function connect(
  state: SolanaAdapterState,
  connectorId: string,
  wanted?: CaipNetworkId,
): Promise<ConnectResult> {
  const wallet = requireWallet(state, connectorId)
  const feature = standard(wallet, 'standard:connect')
  if (!feature) throw new LatchError('NO_CONNECTOR_FOR_CONNECTION', { details: connectorId })
  const { accounts } = await feature.connect()
  const result = session(state, connectorId, wallet, accounts, wanted)
  if (!result) throw new LatchError('CONNECTOR_ACCOUNT_NOT_FOUND', { details: connectorId })
  return result
}

/**
 * Re-authorises without a prompt. Only the wallet's answer to a silent connect confirms a
 * connection this page does not hold yet (a reload; the adapter asked it: `answered`): some
 * wallets list an approved site's accounts while locked (`listsAccountsWhileLocked`), and a
 * connection shown from that list would fail at its first request. A session this page holds is
 * current: its accounts are the wallet's.
 */
export async function reconnect(
  state: SolanaAdapterState,
  wallet: Wallet,
  connectorId: string,
  answered?: readonly WalletAccount[],
): Promise<ConnectResult | undefined> {
  const feature = standard(wallet, 'standard:connect')
  if (!feature) return undefined
  const accounts =
    answered ??
    (solanaAccounts(wallet.accounts).length > 0
      ? wallet.accounts
      : (await feature.connect({ silent: true })).accounts)
  return session(state, connectorId, wallet, accounts)
}

export async function disconnect(state: SolanaAdapterState, connectorId: string): Promise<void> {
  unwatch(state, connectorId)
  const wallet = state.wallets.provider(connectorId)
  try {
    await (wallet && standard(wallet, 'standard:disconnect'))?.disconnect()
  } catch (error) {
    state.ctx.log.debug(`${connectorId} could not disconnect`, error)
  }
}

/** Wallets sign per request on a chain: switching asks nothing, it is recorded and told. */
export function switchNetwork(state: SolanaAdapterState, connectorId: string, network: Network) {
  const wallet = requireWallet(state, connectorId)
  const current = state.sessions.get(connectorId)
  if (!current) throw new LatchError('CONNECTOR_NOT_CONNECTED', { details: connectorId })
  if (!walletSupports(wallet.chains, network)) {
    throw new LatchError('UNRECOGNIZED_CHAIN', {
      rpcCode: 4902,
      details: `${wallet.name} does not sign on ${network.name}`,
    })
  }
  current.caipNetworkId = network.caipNetworkId
  state.emit('chainChanged', { connectorId, caipNetworkId: network.caipNetworkId })
}

/**
 * The wallet and account of a connection, for signing; throws when it is not connected. A wallet
 * that changed account without saying so is followed first, and the request refused: nothing is
 * signed by an account other than the one the page showed when it was asked.
 */
export async function signer(state: SolanaAdapterState, connectorId: string, address?: string) {
  const wallet = requireWallet(state, connectorId)
  const shown = state.sessions.get(connectorId)?.addresses
  if (follow(state, connectorId, wallet.accounts)) {
    // Loaded when thrown, from the module that maps every other Solana error (already a chunk of
    // its own): importing the errors here would split them into one more chunk, which the first
    // paint would list for preloading.
    const { SolanaError } = await import('../actions/mapSolanaError')
    throw new SolanaError('ACCOUNT_CHANGED', {
      details: `${wallet.name} now lists ${addressesOf(solanaAccounts(wallet.accounts)) || 'no account'} (was ${shown})`,
    })
  }
  const accounts = solanaAccounts(wallet.accounts)
  const account = address ? accounts.find((a) => a.address === address) : accounts[0]
  if (!account || !state.sessions.has(connectorId)) {
    throw new LatchError('CONNECTOR_NOT_CONNECTED', { details: address ?? connectorId })
  }
  return { wallet, account }
}
