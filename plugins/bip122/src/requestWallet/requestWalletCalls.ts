/**
 * What a request wallet does, loaded with its first call: the session's addresses by purpose, and
 * the requests whose answers `bitcoinWire` checks.
 */
import { LatchError } from '@latch/core'
import type { WalletAccount } from '@wallet-standard/base'
import type { BitcoinAddressPurpose } from '../accounts/bitcoinAccounts'
import { walletChainOfCaip } from '../adapter/walletChain'
import type { BitcoinWalletFeatures } from '../adapter/walletFeatures'
import { checkIntentions, checkSignature, checkSignedPsbt, toBase64 } from './bitcoinWire'
import {
  type BitcoinRequestSession,
  publish,
  type RequestWalletState,
} from './createBitcoinRequestWallet'

type SignMessageInputs = Parameters<BitcoinWalletFeatures['bitcoin:signMessage']['signMessage']>
type SignTransactionInputs = Parameters<
  BitcoinWalletFeatures['bitcoin:signTransaction']['signTransaction']
>

const ACCOUNT_FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const
/** A Taproot address on any network (bech32m, witness v1): an ordinals address unless told. */
const TAPROOT = /^(bc|tb|bcrt)1p/i

/** The session's account: its first address (payment ones first, see `byPurpose`). */
function sessionAccount({ accounts, options }: RequestWalletState): string {
  const first = accounts[0]?.address
  if (!first) throw new LatchError('CONNECTOR_NOT_CONNECTED', { details: options.name })
  return first
}

/**
 * The addresses, payment ones first: by the wallet's intentions when it answers
 * `getAccountAddresses`, else by type (Taproot addresses hold ordinals).
 */
async function byPurpose({ options }: RequestWalletState, addresses: readonly string[]) {
  if (addresses.length === 0) return []
  let intentions = new Map<string, BitcoinAddressPurpose>()
  try {
    intentions = checkIntentions(
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

async function setAddresses(state: RequestWalletState, addresses: readonly string[]) {
  const chains = state.chains
  state.accounts = (await byPurpose(state, addresses)).map(
    (address): WalletAccount => ({
      address,
      // The relay protocol names addresses only; no key is needed to sign through it.
      publicKey: new Uint8Array(),
      chains,
      features: [...ACCOUNT_FEATURES],
    }),
  )
}

/** The accounts of what the transport's connect answered (`session`, undefined for none). */
export async function connect(
  state: RequestWalletState,
  session: BitcoinRequestSession | undefined,
  silent: boolean,
) {
  if (session) {
    state.chains = session.chains.flatMap(walletChainOfCaip)
    await setAddresses(state, session.addresses)
  }
  if (silent) return { accounts: session ? state.accounts : [] }
  if (!session || state.accounts.length === 0) {
    await state.options.release?.()
    throw new LatchError('CONNECTOR_ACCOUNT_NOT_FOUND', {
      details: 'The wallet approved no valid bip122 address on the requested networks',
    })
  }
  return { accounts: state.accounts }
}

/** The transport's new addresses, told as the standard's `change`. */
export async function follow(state: RequestWalletState, addresses: readonly string[]) {
  await setAddresses(state, addresses)
  publish(state, state.accounts)
}

export function signMessage(state: RequestWalletState, inputs: SignMessageInputs) {
  return Promise.all(
    inputs.map(async ({ account, message }) => {
      const answer = await state.options.request('signMessage', {
        account: sessionAccount(state),
        address: account.address,
        message: new TextDecoder().decode(message),
        protocol: 'bip322',
      })
      return { signature: checkSignature(answer, account.address) }
    }),
  )
}

export function signTransaction(state: RequestWalletState, inputs: SignTransactionInputs) {
  return Promise.all(
    inputs.map(async ({ psbt, inputsToSign }) => {
      const answer = await state.options.request('signPsbt', {
        account: sessionAccount(state),
        psbt: toBase64(psbt),
        signInputs: inputsToSign.flatMap(({ account, signingIndexes }) =>
          signingIndexes.map((index) => ({ address: account.address, index })),
        ),
        broadcast: false,
      })
      return { signedPsbt: checkSignedPsbt(psbt, answer) }
    }),
  )
}
