import { type CaipNetworkId, LatchError } from '@latch/core'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { BitcoinAddressPurpose } from '../accounts/bitcoinAccounts'
import { walletChainOfCaip } from '../adapter/walletChain'
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

type ChangeListener = Parameters<BitcoinWalletFeatures['standard:events']['on']>[1]

const FEATURE = { version: '1.0.0' } as const
const ACCOUNT_FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const
/** A Taproot address on any network (bech32m, witness v1): an ordinals address unless told. */
const TAPROOT = /^(bc|tb|bcrt)1p/i

/** The answers' checks and the PSBT comparison (btc-signer): on the first call that needs them. */
const loadWire = () => import('./bitcoinWire')

/**
 * A Wallet Standard Bitcoin wallet whose every signature is a request of the relay protocol's
 * bip122 methods over a transport a login method owns (a relay session): `signMessage` →
 * `{ signature }` (base64 BIP-322), `signPsbt` → `{ psbt }` (base64), `getAccountAddresses` →
 * the addresses' intentions (payment or ordinal). What the bip122 adapter drives when a login
 * method serves bip122, like any wallet of the page.
 *
 * Every answer is checked before use: a signature must be base64 of the address asked; a signed
 * PSBT must be the same transaction as the one sent (same inputs, outputs, amounts); otherwise
 * MALFORMED_RESPONSE, and nothing a wallet swapped is broadcast.
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
  let accounts: WalletAccount[] = []
  let chains: CaipNetworkId[] = []
  const listeners = new Set<ChangeListener>()
  const publish = () => {
    for (const listener of Array.from(listeners)) listener({ accounts })
  }
  const toAccount = (address: string): WalletAccount => ({
    address,
    // The relay protocol names addresses only; keys come from `getAccountAddresses` when needed.
    publicKey: new Uint8Array(),
    chains: chains.flatMap(walletChainOfCaip),
    features: [...ACCOUNT_FEATURES],
  })
  /** The session's account: its first address (payment ones first, see `byPurpose`). */
  const sessionAccount = () => {
    const first = accounts[0]?.address
    if (!first) throw new LatchError('CONNECTOR_NOT_CONNECTED', { details: options.name })
    return first
  }
  /**
   * The addresses, payment ones first: the wallet's intentions when it answers
   * `getAccountAddresses`, else by type (Taproot addresses hold ordinals).
   */
  const byPurpose = async (addresses: readonly string[]) => {
    let intentions = new Map<string, BitcoinAddressPurpose>()
    if (addresses.length === 0) return []
    try {
      const wire = await loadWire()
      intentions = wire.checkIntentions(
        await options.request('getAccountAddresses', { account: addresses[0] as string }),
        addresses,
      )
    } catch {
      // A wallet without the method (it is optional) is typed by its addresses.
    }
    const purpose = (address: string): BitcoinAddressPurpose =>
      intentions.get(address) ?? (TAPROOT.test(address) ? 'ordinals' : 'payment')
    return [
      ...addresses.filter((address) => purpose(address) === 'payment'),
      ...addresses.filter((address) => purpose(address) === 'ordinals'),
    ]
  }
  const connect = async (silent: boolean) => {
    const session = await options.connect({ silent })
    if (session) {
      chains = [...session.chains]
      accounts = (await byPurpose(session.addresses)).map(toAccount)
    }
    if (silent) return { accounts: session ? accounts : [] }
    if (!session || accounts.length === 0) {
      await options.release?.()
      throw new LatchError('CONNECTOR_ACCOUNT_NOT_FOUND', {
        details: 'The wallet approved no valid bip122 address on the requested networks',
      })
    }
    return { accounts }
  }

  return {
    version: '1.0.0',
    name: options.name,
    icon: options.icon,
    get chains() {
      return chains.flatMap(walletChainOfCaip)
    },
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        ...FEATURE,
        connect: (input) => connect(input?.silent ?? false),
      },
      // The relay protocol has no purposes to ask for: the session's addresses, payment first.
      'bitcoin:connect': { ...FEATURE, connect: () => connect(false) },
      'standard:disconnect': {
        ...FEATURE,
        async disconnect() {
          accounts = []
        },
      },
      'standard:events': {
        ...FEATURE,
        on(_event, listener) {
          listeners.add(listener)
          return () => {
            listeners.delete(listener)
          }
        },
      },
      'bitcoin:signMessage': {
        ...FEATURE,
        async signMessage(...inputs) {
          const wire = await loadWire()
          return Promise.all(
            inputs.map(async ({ account, message }) => {
              const answer = await options.request('signMessage', {
                account: sessionAccount(),
                address: account.address,
                message: new TextDecoder().decode(message),
                protocol: 'bip322',
              })
              return { signature: wire.checkSignature(answer, account.address) }
            }),
          )
        },
      },
      'bitcoin:signTransaction': {
        ...FEATURE,
        async signTransaction(...inputs) {
          const wire = await loadWire()
          return Promise.all(
            inputs.map(async ({ psbt, inputsToSign }) => {
              const answer = await options.request('signPsbt', {
                account: sessionAccount(),
                psbt: wire.toBase64(psbt),
                signInputs: inputsToSign.flatMap(({ account, signingIndexes }) =>
                  signingIndexes.map((index) => ({ address: account.address, index })),
                ),
                broadcast: false,
              })
              return { signedPsbt: wire.checkSignedPsbt(psbt, answer) }
            }),
          )
        },
      },
    },
    async onSession(addresses) {
      accounts = addresses === undefined ? [] : (await byPurpose(addresses)).map(toAccount)
      publish()
    },
  }
}
