import { type Clock, LatchError, type Network } from '@latch/core'
import { parseOrThrow, walletErrorCode } from '@latch/core/plugin'
import { VersionedTransaction } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import * as z from 'zod/mini'
import { mapSolanaError } from './actions/mapSolanaError'
import { solanaConnection } from './actions/solanaConnection'
import { SolanaError } from './errors'
import { type SolanaAppRpcMethod, solanaRpcGate } from './rpc/solanaRpcGate'
import { walletChainOf } from './wallets/walletChains'

const fromBase64 = (value: string) => Uint8Array.from(atob(value), (c) => c.charCodeAt(0))

/** Wire bytes that are a transaction (legacy or v0): anything else is refused before the wallet. */
const isTransaction = (wire: string) => {
  try {
    VersionedTransaction.deserialize(fromBase64(wire))
    return true
  } catch {
    return false
  }
}

// The relay protocol's Solana RPC params; built from constructors the core ships (zod is shared).
const transaction = () =>
  z
    .string()
    .check(
      z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
      z.refine(isTransaction, 'a serialized transaction'),
    )
const base58 = () => z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'base58'))
const paramsSchemas = {
  solana_signMessage: z.object({ message: base58(), pubkey: z.optional(base58()) }),
  solana_signTransaction: z.object({ transaction: transaction() }),
  solana_signAndSendTransaction: z.object({ transaction: transaction() }),
  solana_signAllTransactions: z.object({
    transactions: z.array(transaction()).check(z.minLength(1)),
  }),
} satisfies Record<SolanaAppRpcMethod, z.ZodMiniType>

export interface SolanaAppRequestRoutes {
  clock: Clock
  /** The connected wallet's signer; fails when nothing is connected. */
  signer(address?: string): Promise<{ wallet: Wallet; account: WalletAccount }>
  network(): Network
}

type SignFeatures = import('@solana/wallet-standard-features').SolanaSignTransactionFeature &
  import('@solana/wallet-standard-features').SolanaSignMessageFeature &
  import('@solana/wallet-standard-features').SolanaSignAndSendTransactionFeature

const offered = <K extends keyof SignFeatures>(wallet: Wallet, name: K) =>
  (wallet.features as Partial<SignFeatures>)[name]

/** A feature the request needs: a wallet without it gets a named error, before anything is asked. */
const feature = <K extends keyof SignFeatures>(wallet: Wallet, name: K): SignFeatures[K] => {
  const found = offered(wallet, name)
  if (!found) {
    throw new LatchError('UNSUPPORTED_METHOD', {
      rpcCode: 4200,
      details: `${wallet.name} does not support ${name}`,
    })
  }
  return found
}

/** Bytes a strict UTF-8 decoder accepts. */
const isText = (bytes: Uint8Array) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** The fee payer's signature of a signed wire transaction, in base58. */
function firstSignature(bytes: Uint8Array): string {
  const signature = VersionedTransaction.deserialize(bytes).signatures[0]
  if (!signature) throw new Error('The signed transaction has no signature')
  return bs58.encode(signature)
}

/**
 * A Solana signing request from the app: refused after 300 ms unless allowed, its params checked,
 * then put before the connected wallet (each one asks the user). Loaded on the first request.
 */
export async function handleSolanaAppRequest(
  request: { method: unknown; params?: unknown },
  routes: SolanaAppRequestRoutes,
): Promise<unknown> {
  const method = await solanaRpcGate.assertAllowed(request.method, routes.clock)
  const params = parseOrThrow(paramsSchemas[method], request.params, 'INVALID_INPUT', ['params'])
  try {
    const network = routes.network()
    const chain = walletChainOf(network.caipNetworkId)
    const signTransactions = async (wires: string[]) => {
      const { wallet, account } = await routes.signer()
      const inputs = wires.map((wire) => ({ account, chain, transaction: fromBase64(wire) }))
      const signed = await feature(wallet, 'solana:signTransaction').signTransaction(...inputs)
      return signed.map((output) => output.signedTransaction)
    }
    switch (method) {
      case 'solana_signMessage': {
        const { message, pubkey } = params as z.output<(typeof paramsSchemas)['solana_signMessage']>
        const { wallet, account } = await routes.signer(pubkey)
        const bytes = bs58.decode(message)
        const [signed] = await feature(wallet, 'solana:signMessage')
          .signMessage({ account, message: bytes })
          .catch((error: unknown) => {
            // Some wallets sign only text: their refusal of other bytes, in their own words, is
            // told as what it is. The person's own rejection stays a rejection.
            if (isText(bytes) || walletErrorCode(error) === 4001) throw error
            throw new SolanaError('MESSAGE_NOT_TEXT', { cause: error, details: String(error) })
          })
        if (!signed) throw new Error(`${wallet.name} returned no signature`)
        return { signature: bs58.encode(signed.signature) }
      }
      case 'solana_signTransaction': {
        const { transaction } = params as { transaction: string }
        const [signed] = await signTransactions([transaction])
        if (!signed) throw new Error('The wallet returned no transaction')
        return { signature: firstSignature(signed), transaction: toBase64(signed) }
      }
      case 'solana_signAndSendTransaction': {
        const { transaction } = params as { transaction: string }
        // Signed by the wallet, sent through the app's RPC: many wallets lack signAndSend. One
        // that only signs-and-sends sends it itself.
        const { wallet, account } = await routes.signer()
        const sender = offered(wallet, 'solana:signAndSendTransaction')
        if (!offered(wallet, 'solana:signTransaction') && sender) {
          const [sent] = await sender.signAndSendTransaction({
            account,
            chain,
            transaction: fromBase64(transaction),
          })
          if (!sent) throw new Error(`${wallet.name} returned no signature`)
          return { signature: bs58.encode(sent.signature) }
        }
        const [signed] = await signTransactions([transaction])
        if (!signed) throw new Error('The wallet returned no transaction')
        return { signature: await solanaConnection(network).sendRawTransaction(signed) }
      }
      case 'solana_signAllTransactions': {
        const { transactions } = params as { transactions: string[] }
        return { transactions: (await signTransactions(transactions)).map(toBase64) }
      }
    }
  } catch (error) {
    throw mapSolanaError(error)
  }
}
