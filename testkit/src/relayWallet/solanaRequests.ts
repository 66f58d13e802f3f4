import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import { z } from 'zod'
import { SolanaRpcError, sendWireTransaction } from '../solanaWallet/sendWireTransaction'
import { signWireTransaction } from '../solanaWallet/signWireTransaction'
import { type SolanaSigner, solanaSigner } from '../solanaWallet/solanaSigner'
import {
  invalidParams,
  ProviderRpcError,
  unauthorized,
  unsupportedMethod,
} from '../wallet/providerRpcError'
import type { RelayWalletSolanaChain } from './relayWalletOptions'

/** One `solana` session request, as the wallet received it. */
export interface SolanaRequest {
  method: string
  params: unknown
  /** CAIP-2, from the request. */
  chainId: string
  /** The addresses (base58) the session shows the dapp on that chain. */
  sessionAddresses: string[]
}

export interface SolanaAccounts {
  /** Base58, in the order of the keys. */
  readonly addresses: string[]
  chainIds(): string[]
  /** Signs or signs and sends for real; throws a `ProviderRpcError` on refusal. */
  handle(request: SolanaRequest): Promise<unknown>
}

const base58 = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'not base58')
const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'not base64')

// The WalletConnect Solana RPC (docs.walletconnect.network, "Solana RPC Reference"). Unknown
// fields (the legacy feePayer/instructions form among them) are ignored; `transaction` is required.
const signMessageSchema = z.object({ message: base58, pubkey: base58.optional() })
const signTransactionSchema = z.object({ transaction: base64 })
const signAllSchema = z.object({ transactions: z.array(base64).min(1) })
const signAndSendSchema = z.object({
  transaction: base64,
  sendOptions: z
    .object({
      skipPreflight: z.boolean().optional(),
      preflightCommitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
      maxRetries: z.number().int().min(0).optional(),
      minContextSlot: z.number().int().min(0).optional(),
    })
    .optional(),
})

function parse<S extends z.ZodType>(schema: S, params: unknown, method: string): z.output<S> {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw invalidParams(`${method}: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/**
 * The Solana half of the relay wallet: ed25519 signers over the keys (the Solana test wallet's
 * signing modules), wire transactions signed in place and sent to the request's cluster.
 */
export function createSolanaAccounts(
  secretKeys: Uint8Array[],
  chains: RelayWalletSolanaChain[],
): SolanaAccounts {
  const signers: SolanaSigner[] = secretKeys.map((key) => solanaSigner(key))
  const rpcUrls = new Map<string, string>(chains.map((chain) => [chain.chainId, chain.rpcUrl]))

  const shownSigner = (address: string, request: SolanaRequest): SolanaSigner => {
    if (!request.sessionAddresses.includes(address)) {
      throw unauthorized(`${address} is not an account of this session on ${request.chainId}`)
    }
    const signer = signers.find((held) => held.address === address)
    if (!signer) throw unauthorized(`${address} is not held by this wallet`)
    return signer
  }

  /** Signs with every session account that is a signer of the transaction (at least one). */
  const signTransaction = (
    encoded: string,
    request: SolanaRequest,
  ): { wire: Uint8Array; signature: string } => {
    const wire = new Uint8Array(getBase64Encoder().encode(encoded))
    let signerAddresses: string[]
    try {
      signerAddresses = Object.keys(getTransactionDecoder().decode(wire).signatures)
    } catch (error) {
      throw invalidParams(
        `${request.method}: not a Solana wire transaction (${error instanceof Error ? error.message : String(error)})`,
      )
    }
    const ours = signerAddresses.filter((address) => request.sessionAddresses.includes(address))
    if (ours.length === 0) {
      throw unauthorized(
        `no account of this session (${request.sessionAddresses.join(', ')}) signs this transaction (signers: ${signerAddresses.join(', ')})`,
      )
    }
    let signed: Uint8Array = wire
    for (const address of ours) {
      try {
        signed = signWireTransaction(signed, shownSigner(address, request))
      } catch (error) {
        if (error instanceof ProviderRpcError) throw error
        throw invalidParams(
          `${request.method}: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    }
    // The first of ours: the fee payer's, the transaction's id, when the wallet pays.
    const signature = getTransactionDecoder().decode(signed).signatures[ours[0] as never]!
    return { wire: signed, signature: getBase58Decoder().decode(signature) }
  }

  const handle = async (request: SolanaRequest): Promise<unknown> => {
    const { method, params } = request
    switch (method) {
      case 'solana_signMessage': {
        const { message, pubkey } = parse(signMessageSchema, params, method)
        const address = pubkey ?? request.sessionAddresses[0]
        if (!address) throw unauthorized(`the session has no account on ${request.chainId}`)
        const signer = shownSigner(address, request)
        const signature = signer.sign(new Uint8Array(getBase58Encoder().encode(message)))
        return { signature: getBase58Decoder().decode(signature) }
      }
      case 'solana_signTransaction': {
        const { transaction } = parse(signTransactionSchema, params, method)
        const { wire, signature } = signTransaction(transaction, request)
        return { signature, transaction: getBase64Decoder().decode(wire) }
      }
      case 'solana_signAllTransactions': {
        const { transactions } = parse(signAllSchema, params, method)
        return {
          transactions: transactions.map((transaction) =>
            getBase64Decoder().decode(signTransaction(transaction, request).wire),
          ),
        }
      }
      case 'solana_signAndSendTransaction': {
        const { transaction, sendOptions } = parse(signAndSendSchema, params, method)
        const rpcUrl = rpcUrls.get(request.chainId)
        if (!rpcUrl) {
          throw new ProviderRpcError(4901, `${request.chainId} is not a cluster this wallet knows`)
        }
        const { wire } = signTransaction(transaction, request)
        try {
          const sent = await sendWireTransaction(rpcUrl, wire, sendOptions)
          return { signature: getBase58Decoder().decode(sent) }
        } catch (error) {
          if (error instanceof SolanaRpcError) {
            throw new ProviderRpcError(error.code, error.message, error.data)
          }
          throw new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error))
        }
      }
      default:
        throw unsupportedMethod(method)
    }
  }

  return {
    addresses: signers.map((signer) => signer.address),
    chainIds: () => [...rpcUrls.keys()],
    handle,
  }
}
