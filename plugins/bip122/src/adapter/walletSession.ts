/**
 * The Bitcoin adapter's wallet side (connect by purpose, silent reconnect, events, network,
 * signer), loaded on the first wallet request: the page's first paint carries only the shell.
 */
import { type CaipNetworkId, LatchError, type Network } from '@latch/core'
import type { ConnectResult } from '@latch/core/plugin'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { type BitcoinAddressPurpose, toBitcoinAccounts } from '../accounts/bitcoinAccounts'
import type { BitcoinAdapterState } from './bitcoinAdapterState'
import { walletChainOf } from './walletChain'
import { feature } from './walletFeatures'

/** Payment first: the core makes the first account the active address (spec §6's preferred type). */
const PURPOSES: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']

/** Latch's accounts for the wallet's, payment ones first (only they may be active, spec §4). */
function accountsOf(
  accounts: readonly WalletAccount[],
  purposes?: readonly BitcoinAddressPurpose[],
) {
  const typed = toBitcoinAccounts(accounts, purposes ?? [])
  return [
    ...typed.filter((account) => account.type === 'payment'),
    ...typed.filter((account) => account.type !== 'payment'),
  ]
}

const addressesOf = (accounts: readonly { address: string }[]) =>
  accounts.map((account) => account.address).join()

export function requireWallet(state: BitcoinAdapterState, connectorId: string): Wallet {
  const wallet = state.wallets.provider(connectorId)
  if (!wallet) throw new LatchError('NO_CONNECTOR_FOR_CONNECTION', { details: connectorId })
  return wallet
}

/** A wallet names its chains in the standard's way (`bitcoin:mainnet`) or by CAIP-2 (a relay session). */
const signsOn = (wallet: Wallet, network: Network) =>
  wallet.chains.includes(walletChainOf(network)) ||
  wallet.chains.includes(network.caipNetworkId as `${string}:${string}`)

/** The network to be on: the one asked for when the wallet signs there, else its first one. */
function pickNetwork(state: BitcoinAdapterState, wallet: Wallet, wanted?: CaipNetworkId) {
  const networks = state.networks()
  const supported = networks.filter((network) => signsOn(wallet, network))
  const network = supported.find((n) => n.caipNetworkId === wanted) ?? supported[0] ?? networks[0]
  if (!network) throw new LatchError('CHAIN_NOT_CONFIGURED', { details: 'No bip122 network' })
  return network.caipNetworkId
}

export function unwatch(state: BitcoinAdapterState, connectorId: string): void {
  state.sessions.get(connectorId)?.off()
  state.sessions.delete(connectorId)
}

/** The wallet's new accounts reach the core: `accountsChanged`, or `disconnect` when none is left. */
function follow(state: BitcoinAdapterState, connectorId: string, listed: readonly WalletAccount[]) {
  const current = state.sessions.get(connectorId)
  if (!current || addressesOf(listed) === current.addresses) return
  current.addresses = addressesOf(listed)
  if (listed.length > 0) {
    state.emit('accountsChanged', { connectorId, accounts: accountsOf(listed) })
  } else {
    unwatch(state, connectorId)
    state.emit('disconnect', { connectorId })
  }
}

function session(
  state: BitcoinAdapterState,
  connectorId: string,
  wallet: Wallet,
  accounts: readonly WalletAccount[],
  purposes?: readonly BitcoinAddressPurpose[],
  wanted?: CaipNetworkId,
): ConnectResult | undefined {
  if (accounts.length === 0) return undefined
  const current = state.sessions.get(connectorId)
  const caipNetworkId = current?.caipNetworkId ?? pickNetwork(state, wallet, wanted)
  if (current) current.addresses = addressesOf(accounts)
  else {
    // Some Bitcoin wallets name their events feature `bitcoin:events`.
    const events = feature(wallet, 'standard:events') ?? feature(wallet, 'bitcoin:events')
    const off =
      events?.on('change', (change) => {
        if (change.accounts) follow(state, connectorId, change.accounts)
      }) ?? (() => {})
    state.sessions.set(connectorId, { caipNetworkId, addresses: addressesOf(accounts), off })
  }
  return { accounts: accountsOf(accounts, purposes), caipNetworkId }
}

export async function connect(
  state: BitcoinAdapterState,
  connectorId: string,
  wanted?: CaipNetworkId,
): Promise<ConnectResult> {
  const wallet = requireWallet(state, connectorId)
  const bitcoinConnect = feature(wallet, 'bitcoin:connect')
  if (!bitcoinConnect) throw new LatchError('NO_CONNECTOR_FOR_CONNECTION', { details: connectorId })
  const { accounts } = await bitcoinConnect.connect({ purposes: PURPOSES })
  const result = session(state, connectorId, wallet, accounts, PURPOSES, wanted)
  if (!result?.accounts.some((account) => account.type === 'payment')) {
    // Only a payment account may be the active address (spec §4): a wallet without one cannot be used.
    unwatch(state, connectorId)
    throw new LatchError('CONNECTOR_ACCOUNT_NOT_FOUND', {
      details: `${connectorId}: no payment account`,
    })
  }
  return result
}

/**
 * Re-authorises without a prompt: the accounts of the wallet's silent connect (`answered`, which
 * the adapter asked for a connection this page does not hold yet); a session this page holds is
 * current, its accounts are the wallet's.
 */
export async function reconnect(
  state: BitcoinAdapterState,
  wallet: Wallet,
  connectorId: string,
  answered?: readonly WalletAccount[],
): Promise<ConnectResult | undefined> {
  if (answered) return session(state, connectorId, wallet, answered)
  if (wallet.accounts.length > 0) return session(state, connectorId, wallet, wallet.accounts)
  const standardConnect = feature(wallet, 'standard:connect')
  if (!standardConnect) return undefined
  const { accounts } = await standardConnect.connect({ silent: true })
  return session(state, connectorId, wallet, accounts)
}

export async function disconnect(state: BitcoinAdapterState, connectorId: string): Promise<void> {
  unwatch(state, connectorId)
  const wallet = state.wallets.provider(connectorId)
  try {
    await (wallet && feature(wallet, 'standard:disconnect'))?.disconnect()
  } catch (error) {
    state.ctx.log.debug(`${connectorId} could not disconnect`, error)
  }
}

/** Bitcoin wallets sign per request on a chain: switching asks nothing, it is recorded and told. */
export function switchNetwork(state: BitcoinAdapterState, connectorId: string, network: Network) {
  const wallet = requireWallet(state, connectorId)
  const current = state.sessions.get(connectorId)
  if (!current) throw new LatchError('CONNECTOR_NOT_CONNECTED', { details: connectorId })
  if (!signsOn(wallet, network)) {
    throw new LatchError('UNRECOGNIZED_CHAIN', {
      rpcCode: 4902,
      details: `${wallet.name} does not sign on ${network.name}`,
    })
  }
  current.caipNetworkId = network.caipNetworkId
  state.emit('chainChanged', { connectorId, caipNetworkId: network.caipNetworkId })
}

/** The wallet and the connected account of `address`; throws when it is not connected. */
export function signer(state: BitcoinAdapterState, connectorId: string, address: string) {
  const wallet = requireWallet(state, connectorId)
  const account = wallet.accounts.find((a) => a.address === address)
  if (!account || !state.sessions.has(connectorId)) {
    throw new LatchError('CONNECTOR_NOT_CONNECTED', { details: address })
  }
  return { wallet, account }
}

/** The network a connection is on. */
export function networkOf(
  state: BitcoinAdapterState,
  connectorId: string,
): CaipNetworkId | undefined {
  return state.sessions.get(connectorId)?.caipNetworkId
}
