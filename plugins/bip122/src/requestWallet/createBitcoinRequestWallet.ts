import type { CaipNetworkId } from '@latch/core'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { BitcoinWalletFeatures } from '../adapter/walletFeatures'

/**
 * The Bitcoin requests a request wallet sends, with their params: the relay protocol's bip122
 * methods (docs.walletconnect.network, "Bitcoin"). `account` is the session's account (its first
 * payment address); `address` the one that signs.
 */
export interface BitcoinRequestParams {
  getAccountAddresses: { account: string; intentions?: ('payment' | 'ordinal')[] }
  /** `message`: the UTF-8 text; a BIP-322 signature is asked for. */
  signMessage: { account: string; address: string; message: string; protocol: 'bip322' }
  /** `psbt`: base64; the inputs each address signs; never broadcast by the wallet (Latch does). */
  signPsbt: {
    account: string
    psbt: string
    signInputs: { address: string; index: number }[]
    broadcast: false
  }
}
export type BitcoinRequestMethod = keyof BitcoinRequestParams

/** What a transport answers to `connect`: the addresses it serves and their chains. */
export interface BitcoinRequestSession {
  /** The session's Bitcoin addresses, in the transport's order (checked by the transport). */
  addresses: readonly string[]
  /** The chains they are on, as CAIP-2 (`bip122:000000000019d6689c085ae165831e93`). */
  chains: readonly CaipNetworkId[]
}

export interface BitcoinRequestWalletOptions {
  /** The wallet's name, as Latch shows it (its connector's name). */
  name: string
  /** Its icon, a data URI as the Wallet Standard wants one. */
  icon: WalletIcon
  /**
   * The chains it signs on before a session names them (`bitcoin:mainnet`…): a wallet of the page
   * is listed for the networks it may serve. Default none: a relay session names its own.
   */
  chains?: readonly `${string}:${string}`[]
  /**
   * The addresses the transport serves. `silent` (a page load): only a session that exists
   * without asking the user, undefined when there is none; otherwise ask the user (pair).
   */
  connect(input: { silent: boolean }): Promise<BitcoinRequestSession | undefined>
  /**
   * Sends one Bitcoin request over the transport and resolves with the answer as it came: the
   * wallet checks it (MALFORMED_RESPONSE otherwise). A rejection is passed on as it is.
   */
  request<M extends BitcoinRequestMethod>(
    method: M,
    params: BitcoinRequestParams[M],
  ): Promise<unknown>
  /** An interactive connect granted no address: end what it opened, if nothing else uses it. */
  release?(): Promise<void>
}

type Features = Pick<
  BitcoinWalletFeatures,
  | 'standard:connect'
  | 'standard:disconnect'
  | 'standard:events'
  | 'bitcoin:connect'
  | 'bitcoin:signMessage'
  | 'bitcoin:signTransaction'
>

/** The Wallet Standard wallet `createBitcoinRequestWallet` makes, and how its transport feeds it. */
export interface BitcoinRequestWallet extends Wallet {
  readonly features: { [K in keyof Features]: Features[K] & { version: '1.0.0' } }
  /** The transport's address changes (`undefined`: none left), as the standard's `change` event. */
  onSession(addresses: readonly string[] | undefined): Promise<void>
}

export type ChangeListener = Parameters<BitcoinWalletFeatures['standard:events']['on']>[1]

/** What the wallet holds, shared with its calls (loaded on first use). */
export interface RequestWalletState {
  readonly options: BitcoinRequestWalletOptions
  accounts: WalletAccount[]
  /** The session's chains in the standard's names and as CAIP-2. */
  chains: `${string}:${string}`[]
  readonly listeners: Set<ChangeListener>
}

const FEATURE = { version: '1.0.0' } as const

/** Sets the accounts and tells the wallet's listeners (the standard's `change`). */
export function publish(state: RequestWalletState, accounts: WalletAccount[]): void {
  state.accounts = accounts
  for (const listener of Array.from(state.listeners)) listener({ accounts })
}

/** What the wallet does (sessions, requests, the answers' checks): on its first call. */
const loadCalls = () => import('./requestWalletCalls')

/**
 * A Wallet Standard Bitcoin wallet whose every signature is a request of the relay protocol's
 * bip122 methods over a transport a login method owns (a relay session): `signMessage` →
 * `{ signature }` (base64 BIP-322), `signPsbt` → `{ psbt }` (base64), `getAccountAddresses` →
 * the addresses' intentions (payment or ordinal). What the bip122 adapter drives when a login
 * method serves bip122, like any wallet of the page.
 *
 * Every answer is checked before use: a signature must be base64 of the address asked; a signed
 * PSBT must be the same transaction as the one sent (same inputs, outputs, amounts); otherwise
 * MALFORMED_RESPONSE, and nothing a wallet swapped is broadcast. Cheap to create: what it does
 * loads on its first call.
 *
 * @example
 * const wallet = createBitcoinRequestWallet({
 *   name: 'WalletConnect',
 *   icon: 'data:image/svg+xml;base64,…',
 *   connect: async ({ silent }) => (silent ? session.restore() : session.pair()),
 *   request: (method, params) => session.request('bip122', method, params),
 * })
 */
export function createBitcoinRequestWallet(
  options: BitcoinRequestWalletOptions,
): BitcoinRequestWallet {
  const state: RequestWalletState = {
    options,
    accounts: [],
    chains: [...(options.chains ?? [])],
    listeners: new Set(),
  }
  return {
    version: '1.0.0',
    name: options.name,
    icon: options.icon,
    get chains() {
      return state.chains
    },
    get accounts() {
      return state.accounts
    },
    features: {
      'standard:connect': {
        ...FEATURE,
        async connect(input) {
          const silent = input?.silent ?? false
          const session = await options.connect({ silent })
          // A page load with no session loads none of the calls: nothing was used.
          if (silent && !session) return { accounts: [] }
          return (await loadCalls()).connect(state, session, silent)
        },
      },
      // The relay protocol has no purposes to ask for: the session's addresses, payment first.
      'bitcoin:connect': {
        ...FEATURE,
        connect: async () =>
          (await loadCalls()).connect(state, await options.connect({ silent: false }), false),
      },
      'standard:disconnect': {
        ...FEATURE,
        async disconnect() {
          state.accounts = []
        },
      },
      'standard:events': {
        ...FEATURE,
        on(_event, listener) {
          state.listeners.add(listener)
          return () => {
            state.listeners.delete(listener)
          }
        },
      },
      'bitcoin:signMessage': {
        ...FEATURE,
        signMessage: async (...inputs) => (await loadCalls()).signMessage(state, inputs),
      },
      'bitcoin:signTransaction': {
        ...FEATURE,
        signTransaction: async (...inputs) => (await loadCalls()).signTransaction(state, inputs),
      },
    },
    async onSession(addresses) {
      // The end needs none of the calls: nothing is loaded for a wallet never used.
      if (addresses === undefined) publish(state, [])
      else await (await loadCalls()).follow(state, addresses)
    },
  }
}
