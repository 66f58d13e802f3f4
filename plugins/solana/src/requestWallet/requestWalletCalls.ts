/**
 * What a request wallet does, loaded with its first call: accounts from the transport's session,
 * and the requests whose answers `solanaWire` checks.
 */
import { type CaipNetworkId, LatchError } from '@latch/core'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import {
  publish,
  type RequestWalletSession,
  type RequestWalletState,
  type SolanaRequestMethod,
  type SolanaRequestParams,
} from './createRequestWallet'
import { checkSolanaResult, fromBase58, signedTransaction, toBase58, toBase64 } from './solanaWire'

const SOLANA_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

/** Sends `method` over the transport; its answer checked (MALFORMED_RESPONSE otherwise). */
const ask = async <M extends SolanaRequestMethod>(
  { options }: RequestWalletState,
  method: M,
  params: SolanaRequestParams[M],
) => checkSolanaResult(method, await options.request(method, params))

function setAddresses(
  state: RequestWalletState,
  addresses: readonly string[],
  chains: readonly CaipNetworkId[],
) {
  state.accounts = addresses.map((address) => ({
    address,
    publicKey: fromBase58(address),
    chains,
    features: [...SOLANA_FEATURES],
  }))
}

/** The accounts of what the transport's connect answered (`session`, undefined for none). */
export async function connect(
  state: RequestWalletState,
  session: RequestWalletSession | undefined,
  silent: boolean,
) {
  if (session) setAddresses(state, session.addresses, session.chain ? [session.chain] : [])
  if (silent) return { accounts: session ? state.accounts : [] }
  if (!session || state.accounts.length === 0) {
    await state.options.release?.()
    throw new LatchError('CONNECTOR_ACCOUNT_NOT_FOUND', {
      details: 'The wallet approved no valid solana account on the requested networks',
    })
  }
  return { accounts: state.accounts }
}

/** The transport's new accounts (on the cluster already connected), told as `change`. */
export function follow(state: RequestWalletState, addresses: readonly string[]) {
  setAddresses(state, addresses, state.accounts[0]?.chains ?? [])
  publish(state, state.accounts)
}

export function signMessage(state: RequestWalletState, inputs: readonly SolanaSignMessageInput[]) {
  return Promise.all(
    inputs.map(async ({ account, message }) => {
      const { signature } = await ask(state, 'solana_signMessage', {
        message: toBase58(message),
        pubkey: account.address,
      })
      return { signedMessage: message, signature: fromBase58(signature) }
    }),
  )
}

export function signTransaction(
  state: RequestWalletState,
  inputs: readonly SolanaSignTransactionInput[],
) {
  return Promise.all(
    inputs.map(async ({ account, transaction }) => {
      const answer = await ask(state, 'solana_signTransaction', {
        transaction: toBase64(transaction),
      })
      return { signedTransaction: signedTransaction(transaction, account.address, answer) }
    }),
  )
}

export function signAndSendTransaction(
  state: RequestWalletState,
  inputs: readonly SolanaSignAndSendTransactionInput[],
) {
  return Promise.all(
    inputs.map(async ({ transaction }) => {
      const { signature } = await ask(state, 'solana_signAndSendTransaction', {
        transaction: toBase64(transaction),
      })
      return { signature: fromBase58(signature) }
    }),
  )
}
