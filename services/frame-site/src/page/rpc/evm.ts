import { APP_RPC_READ_ONLY_METHODS } from '@latch/eip155'
import {
  type Address,
  createClient,
  formatEther,
  type Hex,
  http,
  isAddressEqual,
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
import type { Approve } from '../approval/view'
import { FrameError } from '../errors'
import type { UnlockedWallet } from '../wallet'
import type { RpcOptions } from './index'
import { jsonRpc } from './jsonRpc'
import { parseParams, readable } from './params'

const EVM_READ_ONLY: readonly string[] = APP_RPC_READ_ONLY_METHODS

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

/**
 * The frame's EVM methods: reads go to the chain's RPC; personal_sign, eth_signTypedData_v4 and
 * eth_sendTransaction wait for the person's Approve in the frame.
 */
export function createEvmRpc(options: RpcOptions, fetchImpl: typeof fetch) {
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

  return async (
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
}
