import type { CaipNetworkId } from '@latch/core'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'

/** The Solana requests a request wallet sends, with their params (the relay protocol's shapes). */
export interface SolanaRequestParams {
  /** `message`: base58 of the bytes to sign; `pubkey`: the signing account's address. */
  solana_signMessage: { message: string; pubkey: string }
  /** `transaction`: base64 of the wire transaction to sign. */
  solana_signTransaction: { transaction: string }
  /** `transaction`: base64 of the wire transaction to sign and send. */
  solana_signAndSendTransaction: { transaction: string }
}
export type SolanaRequestMethod = keyof SolanaRequestParams

/** What a transport answers to `connect`: the accounts it serves and their cluster. */
export interface RequestWalletSession {
  /** Base58 addresses (ed25519 public keys), in the transport's order. */
  addresses: readonly string[]
  /** The cluster they are on, as CAIP-2 (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
  chain?: CaipNetworkId
}

export interface RequestWalletOptions {
  /** The wallet's name, as Latch shows it (its connector's name). */
  name: string
  /** Its icon, a data URI as the Wallet Standard wants one. */
  icon: WalletIcon
  /**
   * The accounts the transport serves. `silent` (a page load): only a session that exists
   * without asking the user; undefined when there is none. Otherwise ask the user (pair, log in).
   * An interactive connect that yields no address is released (`release`) and refused with
   * CONNECTOR_ACCOUNT_NOT_FOUND by the wallet.
   */
  connect(input: { silent: boolean }): Promise<RequestWalletSession | undefined>
  /**
   * Sends one Solana request over the transport and resolves with the answer as it came: the
   * wallet checks it (MALFORMED_RESPONSE otherwise). A rejection is passed on as it is (a
   * `{ code: 4001 }` error is the user's refusal).
   */
  request<M extends SolanaRequestMethod>(
    method: M,
    params: SolanaRequestParams[M],
  ): Promise<unknown>
  /** An interactive connect granted no account: end what it opened, if nothing else uses it. */
  release?(): Promise<void>
}

/** The Wallet Standard wallet `createRequestWallet` makes, and how its transport feeds it. */
export interface RequestWallet extends Wallet {
  readonly features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
  /**
   * The transport's account changes (`addresses`, on the cluster already connected) and its end
   * (`undefined`: no account left), emitted as the standard's `change` event.
   */
  onSession(addresses: readonly string[] | undefined): Promise<void>
}

type ChangeListener = StandardEventsListeners['change']

/** What the wallet holds, shared with its calls (loaded on first use). */
export interface RequestWalletState {
  readonly options: RequestWalletOptions
  accounts: WalletAccount[]
  readonly listeners: Set<ChangeListener>
}

const FEATURE = { version: '1.0.0' } as const

/** Sets the accounts and tells the wallet's listeners (the standard's `change`). */
export function publish(state: RequestWalletState, accounts: WalletAccount[]): void {
  state.accounts = accounts
  for (const listener of Array.from(state.listeners)) listener({ accounts })
}
const TRANSACTION_VERSIONS = ['legacy', 0] as const

/** What the wallet does (the wire code, the answers' checks): on its first call. */
const loadCalls = () => import('./requestWalletCalls')

/**
 * A Wallet Standard wallet whose every signature is a Solana request sent over a transport the
 * login method owns (a relay session, a secure frame): `solana_signMessage { message, pubkey }` →
 * `{ signature }`, `solana_signTransaction { transaction }` → `{ signature } | { transaction }`,
 * `solana_signAndSendTransaction { transaction }` → `{ signature }` (base58 signatures, base64
 * wire transactions). What the solana adapter drives when a login method serves solana.
 *
 * Every answer is checked before use: signatures must be the base58 of 64 bytes, a returned
 * transaction must carry the same message bytes, be signed by the account and keep the
 * signatures it had; anything else throws MALFORMED_RESPONSE and nothing a wallet swapped is
 * sent. Cheap to create: what it does loads on its first call.
 *
 * @example
 * const wallet = createRequestWallet({
 *   name: 'My wallet',
 *   icon: 'data:image/svg+xml;base64,…',
 *   connect: async ({ silent }) => (silent ? frame.session() : frame.login()),
 *   request: (method, params) => frame.call(method, params),
 * })
 * frame.onAccounts((addresses) => void wallet.onSession(addresses))
 * // LoginMethod.provider('solana') returns `wallet`
 */
export function createRequestWallet(options: RequestWalletOptions): RequestWallet {
  const state: RequestWalletState = { options, accounts: [], listeners: new Set() }
  return {
    version: '1.0.0',
    name: options.name,
    icon: options.icon,
    get chains() {
      return state.accounts[0]?.chains ?? []
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
      'solana:signMessage': {
        ...FEATURE,
        signMessage: async (...inputs) => (await loadCalls()).signMessage(state, inputs),
      },
      'solana:signTransaction': {
        ...FEATURE,
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signTransaction: async (...inputs) => (await loadCalls()).signTransaction(state, inputs),
      },
      'solana:signAndSendTransaction': {
        ...FEATURE,
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signAndSendTransaction: async (...inputs) =>
          (await loadCalls()).signAndSendTransaction(state, inputs),
      },
    },
    async onSession(addresses) {
      // The end needs none of the calls: nothing is loaded for a wallet never used.
      if (addresses === undefined) publish(state, [])
      else await (await loadCalls()).follow(state, addresses)
    },
  }
}
