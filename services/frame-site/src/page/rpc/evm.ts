import { APP_RPC_READ_ONLY_METHODS } from '@latch/eip155/app-rpc'
import { type Address, createClient, type Hex, http, isAddressEqual, numberToHex } from 'viem'
import { sendRawTransaction } from 'viem/actions'
import * as z from 'zod/mini'
import { decodeTokenCall, isErc721 } from '../approval/evmTransaction/calldata'
import { planTransaction, toSerializable } from '../approval/evmTransaction/planTransaction'
import { transactionView } from '../approval/evmTransaction/transactionView'
import { checkTypedData } from '../approval/typedData/checkTypedData'
import { typedDataView } from '../approval/typedData/typedDataView'
import type { Approve } from '../approval/view'
import { FrameError } from '../errors'
import { evmTransactionTexts } from '../texts/evmTransaction'
import { sendCallsTexts } from '../texts/sendCalls'
import { typedDataTexts } from '../texts/typedData'
import type { UnlockedWallet } from '../wallet'
import { CALLS_METHODS, createCallsRpc } from './calls/index'
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

/** The words this module's approvals use (added to the frame's when it loads). */
export const texts = [typedDataTexts, evmTransactionTexts, sendCallsTexts]

/**
 * The frame's EVM methods: reads go to the chain's RPC; personal_sign, eth_signTypedData_v4,
 * eth_sendTransaction and wallet_sendCalls wait for the person's Approve in the frame; EIP-5792's
 * capabilities and batch status are the frame's own answers (`calls/`).
 */
export function createEvmRpc(options: RpcOptions, fetchImpl: typeof fetch) {
  const evmUrl = (chainId: number) => {
    const url = options.evmRpcUrl(chainId)
    if (!url) throw new FrameError(`Chain eip155:${chainId} is not supported`, 4901)
    return url
  }
  // What takes nonces (a transaction, a batch) runs one at a time, from its planning to its last
  // send: the next is planned after these nonces are taken, never on the same ones.
  let inFlight: Promise<unknown> = Promise.resolve()
  const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
    const done = inFlight.then(run)
    inFlight = done.catch(() => {})
    return done
  }
  const calls = createCallsRpc(
    {
      wallet: () => options.wallet(),
      evmUrl,
      serves: (id) => !!options.evmRpcUrl(id),
      oneAtATime,
    },
    fetchImpl,
  )

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
    if (CALLS_METHODS.includes(method)) return calls(method, params, chainId, approve)
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
        // Checked in full before anything is shown; what is shown and signed is the checked data.
        const checked = checkTypedData(typedData, options.currentEvmChain())
        await approve(typedDataView(checked, wallet.evmAddress))
        const { types, primaryType, domain, message } = checked
        return wallet.signer.evm.signTypedData({ types, primaryType, domain, message })
      }
      case 'eth_sendTransaction': {
        const [request] = parseParams(z.tuple([transactionRequest], z.unknown()), list, method)
        ownAccount(wallet, request.from)
        if (request.data && request.input && request.data !== request.input) {
          throw new FrameError('Invalid params: data and input differ', -32602)
        }
        const client = createClient({
          transport: http(evmUrl(chainId), { fetchFn: fetchImpl }),
        })
        const data = request.data ?? request.input
        // Asked beside the plan; the approval shows without it when it is slow or missing.
        const usdPrice = options.nativeUsdPrice?.(chainId).catch(() => undefined)
        return oneAtATime(async () => {
          // Gas, fees and nonce are fixed here, before the approval, and this very plan is signed.
          const planned = await planTransaction(client, wallet.evmAddress, chainId, {
            ...request,
            data,
          })
          const call = planned.to && planned.data ? decodeTokenCall(planned.data) : undefined
          const nft =
            planned.to !== undefined &&
            (call?.name === 'approve' || call?.name === 'transferFrom') &&
            (await isErc721(client, planned.to))
          await approve(
            transactionView(planned, wallet.evmAddress, call && { call, nft }, await usdPrice),
          )
          const signed = await wallet.signer.evm.signTransaction(toSerializable(planned))
          return sendRawTransaction(client, { serializedTransaction: signed })
        })
      }
      default:
        // Allowed for apps, but not something this wallet does (yet).
        throw new FrameError(`The wallet does not support ${method}`, 4200)
    }
  }
}
