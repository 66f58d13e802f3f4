import {
  APP_RPC_ALLOWED_METHODS,
  APP_RPC_APPROVAL_METHODS,
  APP_RPC_READ_ONLY_METHODS,
} from '@latch/eip155'
import { SOLANA_APP_RPC_METHODS } from '@latch/solana'
import { base58, base64 } from '@scure/base'
import {
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/transactions'
import {
  type Address,
  createClient,
  formatEther,
  type Hex,
  hexToBytes,
  http,
  isAddressEqual,
  isHex,
  numberToHex,
  type TransactionSerializable,
} from 'viem'
import {
  estimateFeesPerGas,
  estimateGas,
  getTransactionCount,
  sendRawTransaction,
} from 'viem/actions'
import * as z from 'zod/mini'
import type { ApprovalRow, Approve } from './approval/view'
import { FrameError, notAllowed } from './errors'
import type { UnlockedWallet } from './wallet'

export interface RpcOptions {
  /** The unlocked wallet (unlocking it when the session holds); throws when logged out. */
  wallet(): Promise<UnlockedWallet>
  /** The JSON-RPC URL of an EVM chain (the gateway's), or undefined when the frame has none. */
  evmRpcUrl(chainId: number): string | undefined
  /** The JSON-RPC URL of a Solana cluster (CAIP-2), or undefined. */
  solanaRpcUrl(chainId: string): string | undefined
  /** The frame's current EVM chain and Solana cluster (for requests naming none). */
  currentEvmChain(): number
  currentSolanaChain(): string | undefined
  fetch?: typeof fetch
}

const SOLANA_METHODS: readonly string[] = SOLANA_APP_RPC_METHODS
const EVM_APPROVAL: readonly string[] = APP_RPC_APPROVAL_METHODS
const EVM_READ_ONLY: readonly string[] = APP_RPC_READ_ONLY_METHODS
const EVM_ALLOWED: readonly string[] = APP_RPC_ALLOWED_METHODS

/** An EVM chain id from a CAIP-2 id (`eip155:1`), a number, or undefined for another namespace. */
export function evmChainOf(chainId: string | number | undefined): number | undefined {
  if (typeof chainId === 'number')
    return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
  const match = /^eip155:([1-9]\d{0,15})$/.exec(chainId ?? '')
  return match ? Number(match[1]) : undefined
}

export const isSolanaChain = (chainId: string | number | undefined): chainId is string =>
  typeof chainId === 'string' && /^solana:[1-9A-HJ-NP-Za-km-z]{1,44}$/.test(chainId)

const quantity = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)),
  z.transform((value: string) => BigInt(value)),
)
const hexData = z
  .string()
  .check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/)) as unknown as z.ZodMiniType<Hex>
const address = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{40}$/)) as unknown as z.ZodMiniType<Address>
const transactionRequest = z.object({
  from: z.optional(address),
  to: z.optional(address),
  value: z.optional(quantity),
  data: z.optional(hexData),
  input: z.optional(hexData),
  gas: z.optional(quantity),
  nonce: z.optional(quantity),
  gasPrice: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
})
const base58Text = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'not base58'))
const base64Text = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'not base64'))
const sendOptions = z.optional(
  z.object({
    skipPreflight: z.optional(z.boolean()),
    preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
    maxRetries: z.optional(z.int().check(z.minimum(0))),
    minContextSlot: z.optional(z.int().check(z.minimum(0))),
  }),
)

function parseParams<S extends z.ZodMiniType>(
  schema: S,
  params: unknown,
  method: string,
): z.output<S> {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw new FrameError(`Invalid params for ${method}`, -32602)
  return parsed.data
}

/** Whether text reads as text: no control characters but line breaks and tabs. */
const printable = (text: string) =>
  ![...text].some((char) => {
    const code = char.codePointAt(0) ?? 0
    return (code < 0x20 && char !== '\n' && char !== '\r' && char !== '\t') || code === 0x7f
  })

/** UTF-8 text of the bytes when they are printable text, else undefined. */
const textOf = (bytes: Uint8Array): string | undefined => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return printable(text) ? text : undefined
  } catch {
    return undefined
  }
}

/** personal_sign's message for people: its text when it is text, else its hex. */
const readable = (message: string): string =>
  isHex(message) ? (textOf(hexToBytes(message)) ?? message) : message

/** One JSON-RPC call; the node's error comes back with its code. */
export async function jsonRpc(
  url: string,
  method: string,
  params: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      credentials: 'omit',
    })
  } catch (cause) {
    throw Object.assign(new FrameError('Network Error - Could not reach the chain', -32603), {
      cause,
    })
  }
  const answer = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: unknown; message?: unknown } }
    | undefined
  if (answer?.error) {
    const code = typeof answer.error.code === 'number' ? answer.error.code : -32603
    throw new FrameError(String(answer.error.message ?? 'RPC error'), code)
  }
  if (!answer || !('result' in answer)) throw new FrameError(`HTTP ${response.status}`, -32603)
  return answer.result
}

/**
 * The frame's answer to an app's RPC request (spec §5–6): only the allowed methods pass
 * ('Requested RPC call is not allowed'); EVM reads go to the chain's RPC; every signature waits for
 * the person's Approve in the frame; Solana methods take the relay protocol's wire forms.
 */
export function createRpcHandler(options: RpcOptions) {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))

  const evmUrl = (chainId: number) => {
    const url = options.evmRpcUrl(chainId)
    if (!url) throw new FrameError(`Chain eip155:${chainId} is not supported`, 4901)
    return url
  }

  const ownAccount = (wallet: UnlockedWallet, asked: unknown) => {
    if (asked === undefined) return
    if (typeof asked !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(asked)) {
      throw new FrameError('Invalid params: not an address', -32602)
    }
    if (!isAddressEqual(asked as Address, wallet.evmAddress)) {
      throw new FrameError('The requested account is not this wallet’s', 4100)
    }
  }

  const evm = async (
    method: string,
    params: unknown,
    chainId: number,
    approve: Approve,
  ): Promise<unknown> => {
    if (method === 'eth_chainId') return numberToHex(chainId)
    if (method === 'eth_accounts') return [(await options.wallet()).evmAddress]
    if (EVM_READ_ONLY.includes(method)) {
      if (method.startsWith('wallet_')) {
        throw new FrameError(`The wallet does not support ${method}`, 4200)
      }
      return jsonRpc(evmUrl(chainId), method, params, fetchImpl)
    }
    const wallet = await options.wallet()
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'personal_sign': {
        const [message, account] = list
        if (typeof message !== 'string')
          throw new FrameError('Invalid params for personal_sign', -32602)
        ownAccount(wallet, account)
        await approve({
          action: 'signMessage',
          rows: [
            { label: 'message', value: readable(message) },
            { label: 'account', value: wallet.evmAddress },
          ],
        })
        return wallet.signer.evm.signMessage(message)
      }
      case 'eth_signTypedData_v4': {
        const [account, typedData] = list
        ownAccount(wallet, account)
        const parsed =
          typeof typedData === 'string' ? (JSON.parse(typedData) as unknown) : typedData
        const shape = z
          .object({
            primaryType: z.string(),
            domain: z.optional(z.record(z.string(), z.unknown())),
          })
          .safeParse(parsed)
        if (!shape.success) throw new FrameError('Invalid params for eth_signTypedData_v4', -32602)
        const { domain = {}, primaryType } = shape.data
        await approve({
          action: 'signTypedData',
          rows: [
            { label: 'type', value: primaryType },
            ...Object.entries(domain).map(([field, value]) => ({
              label: 'domain' as const,
              field,
              value: String(value),
            })),
            { label: 'account', value: wallet.evmAddress },
          ],
        })
        return wallet.signer.evm.signTypedData(parsed as never)
      }
      case 'eth_sendTransaction': {
        const [request] = parseParams(z.tuple([transactionRequest], z.unknown()), list, method)
        ownAccount(wallet, request.from)
        const data = request.data ?? request.input
        await approve({
          action: 'sendTransaction',
          rows: [
            request.to
              ? { label: 'to', value: request.to }
              : { label: 'to', value: '', valueText: 'newContract' },
            { label: 'value', value: formatEther(request.value ?? 0n), valueText: 'nativeAmount' },
            data && data !== '0x'
              ? { label: 'data', value: data }
              : { label: 'data', value: '', valueText: 'none' },
            { label: 'network', value: `eip155:${chainId}` },
            { label: 'from', value: wallet.evmAddress },
          ],
        })
        const client = createClient({
          transport: http(evmUrl(chainId), { fetchFn: fetchImpl }),
        })
        const account = wallet.evmAddress
        const base = { to: request.to, value: request.value ?? 0n, data }
        const [nonce, gas, fees] = await Promise.all([
          request.nonce !== undefined
            ? Number(request.nonce)
            : getTransactionCount(client, { address: account, blockTag: 'pending' }),
          request.gas ?? estimateGas(client, { account, ...base }),
          request.gasPrice !== undefined
            ? { gasPrice: request.gasPrice }
            : request.maxFeePerGas !== undefined
              ? {
                  maxFeePerGas: request.maxFeePerGas,
                  maxPriorityFeePerGas: request.maxPriorityFeePerGas ?? 0n,
                }
              : estimateFeesPerGas(client, { chain: null }),
        ])
        const transaction = {
          ...base,
          chainId,
          nonce,
          gas,
          ...fees,
        } as TransactionSerializable
        const signed = await wallet.signer.evm.signTransaction(transaction)
        return sendRawTransaction(client, { serializedTransaction: signed })
      }
      default:
        // Allowed for apps, but not something this wallet does (yet).
        throw new FrameError(`The wallet does not support ${method}`, 4200)
    }
  }

  /** Signs every slot of ours in a wire transaction (legacy or v0), keeping the others. */
  const signWire = (
    wallet: UnlockedWallet,
    encoded: string,
  ): { wire: Uint8Array; signature: string } => {
    let transaction: Transaction
    try {
      transaction = getTransactionDecoder().decode(base64.decode(encoded))
    } catch {
      throw new FrameError('Invalid params: not a Solana transaction', -32602)
    }
    const self = wallet.solanaAddress
    if (!Object.hasOwn(transaction.signatures, self)) {
      throw new FrameError(`${self} is not a signer of this transaction`, 4100)
    }
    const signature = wallet.signer.solana.signTransaction(new Uint8Array(transaction.messageBytes))
    // Spreading keeps the slots in order: the encoder writes them as the map lists them.
    const signed: Transaction = {
      messageBytes: transaction.messageBytes,
      signatures: { ...transaction.signatures, [self]: signature } as Transaction['signatures'],
    }
    return {
      wire: new Uint8Array(getTransactionEncoder().encode(signed)),
      signature: base58.encode(signature),
    }
  }

  const solana = async (
    method: string,
    params: unknown,
    chainId: string,
    approve: Approve,
  ): Promise<unknown> => {
    const wallet = await options.wallet()
    const rows: ApprovalRow[] = [
      { label: 'network', value: chainId },
      { label: 'account', value: wallet.solanaAddress },
    ]
    switch (method) {
      case 'solana_signMessage': {
        const { message, pubkey } = parseParams(
          z.object({ message: base58Text, pubkey: z.optional(base58Text) }),
          params,
          method,
        )
        if (pubkey !== undefined && pubkey !== wallet.solanaAddress) {
          throw new FrameError('The requested account is not this wallet’s', 4100)
        }
        const bytes = base58.decode(message)
        await approve({
          action: 'signMessage',
          rows: [
            { label: 'message', value: textOf(bytes) ?? message },
            { label: 'account', value: wallet.solanaAddress },
          ],
        })
        return { signature: base58.encode(wallet.signer.solana.signMessage(bytes)) }
      }
      case 'solana_signTransaction': {
        const { transaction } = parseParams(z.object({ transaction: base64Text }), params, method)
        await approve({
          action: 'signSolanaTransaction',
          rows,
        })
        const { wire, signature } = signWire(wallet, transaction)
        return { signature, transaction: base64.encode(wire) }
      }
      case 'solana_signAllTransactions': {
        const { transactions } = parseParams(
          z.object({ transactions: z.array(base64Text).check(z.minLength(1), z.maxLength(64)) }),
          params,
          method,
        )
        await approve({
          ...(transactions.length === 1
            ? { action: 'signSolanaTransaction' as const }
            : { action: 'signSolanaTransactions' as const, count: transactions.length }),
          rows,
        })
        return {
          transactions: transactions.map((one) => base64.encode(signWire(wallet, one).wire)),
        }
      }
      case 'solana_signAndSendTransaction': {
        const { transaction, sendOptions: send } = parseParams(
          z.object({ transaction: base64Text, sendOptions }),
          params,
          method,
        )
        const url = options.solanaRpcUrl(chainId)
        if (!url) throw new FrameError(`Cluster ${chainId} is not supported`, 4901)
        await approve({
          action: 'sendSolanaTransaction',
          rows,
        })
        const { wire } = signWire(wallet, transaction)
        const sent = await jsonRpc(
          url,
          'sendTransaction',
          [base64.encode(wire), { encoding: 'base64', ...send }],
          fetchImpl,
        )
        if (typeof sent !== 'string')
          throw new FrameError('The cluster returned no signature', -32603)
        return { signature: sent }
      }
      default:
        throw notAllowed()
    }
  }

  return async (
    request: { method: string; params?: unknown; chainId?: string | number },
    approve: Approve,
  ): Promise<unknown> => {
    const { method, params } = request
    if (SOLANA_METHODS.includes(method)) {
      const chainId = isSolanaChain(request.chainId)
        ? request.chainId
        : options.currentSolanaChain()
      if (!chainId) throw new FrameError('No Solana cluster is configured', 4901)
      return solana(method, params, chainId, approve)
    }
    if (!EVM_ALLOWED.includes(method)) throw notAllowed()
    const chainId =
      request.chainId === undefined ? options.currentEvmChain() : evmChainOf(request.chainId)
    if (chainId === undefined) throw new FrameError(`${method} is an EVM method`, 4901)
    return evm(method, params, chainId, approve)
  }
}

/** Whether a method waits for the person (the frame shows its approval UI for it). */
export const needsApproval = (method: string) =>
  EVM_APPROVAL.includes(method) || SOLANA_METHODS.includes(method)
