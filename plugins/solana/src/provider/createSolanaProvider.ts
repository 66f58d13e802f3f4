import type { LatchState } from '@latch/core'
import { createEmitter, type NamespaceClient } from '@latch/core/plugin'
import { PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'

type AnyTransaction = Transaction | VersionedTransaction

type SolanaProviderEvents = {
  connect: PublicKey
  disconnect: undefined
  accountChanged: PublicKey | null
}
type SolanaProviderEvent = keyof SolanaProviderEvents

/**
 * The signer of the active Solana connection for `@solana/web3.js` code, in the shape its
 * libraries take (Anchor's `Wallet`, the wallet adapter's signer): `publicKey`,
 * `signTransaction`, `signAllTransactions`, `signMessage`, plus `signAndSendTransaction`.
 */
export interface SolanaProvider {
  /** The connected account, null when none. */
  readonly publicKey: PublicKey | null
  signTransaction<T extends AnyTransaction>(transaction: T): Promise<T>
  signAllTransactions<T extends AnyTransaction>(transactions: T[]): Promise<T[]>
  /** The ed25519 signature of `message` by the connected account. */
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** Signs and sends through the network's RPC; resolves with the signature (base58). */
  signAndSendTransaction(transaction: AnyTransaction): Promise<string>
  on<E extends SolanaProviderEvent>(
    event: E,
    listener: (payload: SolanaProviderEvents[E]) => void,
  ): this
  off<E extends SolanaProviderEvent>(
    event: E,
    listener: (payload: SolanaProviderEvents[E]) => void,
  ): this
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (value: string) => Uint8Array.from(atob(value), (c) => c.charCodeAt(0))

const wire = (transaction: AnyTransaction) =>
  toBase64(
    transaction instanceof VersionedTransaction
      ? transaction.serialize()
      : transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
  )
/** The signed wire bytes, as the kind of transaction the app gave. */
const asGiven = <T extends AnyTransaction>(given: T, signed: string): T =>
  (given instanceof VersionedTransaction
    ? VersionedTransaction.deserialize(fromBase64(signed))
    : Transaction.from(fromBase64(signed))) as T

const connectedAddress = (state: LatchState) => {
  const account = state.accounts.solana
  return account?.status === 'connected' ? account.address : undefined
}

/**
 * The Solana provider of the client: every signature goes through the app RPC gate
 * (`solana.request`: the allowed signing methods, checked params, the connected wallet whatever
 * the login method); the account and its events follow Latch's state.
 */
export function createSolanaProvider(client: NamespaceClient): SolanaProvider {
  const events = createEmitter<SolanaProviderEvents>()
  const emit = events.emit
  const request = (method: string, params: object) =>
    client.dispatch({ type: 'solana.request', method, params })

  client.subscribe(connectedAddress, (address, previous) => {
    const key = address ? new PublicKey(address) : null
    emit('accountChanged', key)
    if (key && !previous) emit('connect', key)
    if (!key && previous) emit('disconnect', undefined)
  })

  const provider: SolanaProvider = {
    get publicKey() {
      const address = connectedAddress(client.getState())
      return address ? new PublicKey(address) : null
    },
    async signTransaction(transaction) {
      const signed = (await request('solana_signTransaction', {
        transaction: wire(transaction),
      })) as { transaction: string }
      return asGiven(transaction, signed.transaction)
    },
    async signAllTransactions(transactions) {
      const signed = (await request('solana_signAllTransactions', {
        transactions: transactions.map(wire),
      })) as { transactions: string[] }
      return transactions.map((given, index) => asGiven(given, signed.transactions[index] ?? ''))
    },
    async signMessage(message) {
      const address = connectedAddress(client.getState())
      const { signature } = (await request('solana_signMessage', {
        message: bs58.encode(message),
        ...(address ? { pubkey: address } : {}),
      })) as { signature: string }
      return bs58.decode(signature)
    },
    async signAndSendTransaction(transaction) {
      const { signature } = (await request('solana_signAndSendTransaction', {
        transaction: wire(transaction),
      })) as { signature: string }
      return signature
    },
    on(event, listener) {
      events.on(event, listener)
      return provider
    },
    off(event, listener) {
      events.off(event, listener)
      return provider
    },
  }
  return provider
}
