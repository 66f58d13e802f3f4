import { createClient, type Hash, http, isAddressEqual } from 'viem'
import { getTransactionCount } from 'viem/actions'
import type { Approve } from '../../approval/view'
import { FrameError } from '../../errors'
import type { UnlockedWallet } from '../../wallet'
import { jsonRpc } from '../jsonRpc'
import { parseParams } from '../params'
import { createBatches } from './batches'
import { capabilitiesOf } from './capabilities'
import { getCallsStatusParams, getCapabilitiesParams, sendCallsParams } from './params'
import { sendCalls } from './send'
import { callsStatus } from './status'

/** EIP-5792's methods, answered by the frame itself rather than passed to the chain. */
export const CALLS_METHODS: readonly string[] = [
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
]

export interface CallsOptions {
  wallet(): Promise<UnlockedWallet>
  /** The chain's JSON-RPC URL; throws 4901 for a chain the frame does not serve. */
  evmUrl(chainId: number): string
  /** Whether the frame serves the chain. */
  serves(chainId: number): boolean
  /**
   * Runs what takes nonces one at a time, from its planning to its last send (a batch, or a
   * single transaction: the next is planned after these nonces are taken, never on the same).
   */
  oneAtATime<T>(run: () => Promise<T>): Promise<T>
}

const notThisWallet = () => new FrameError('The requested account is not this wallet’s', 4100)

/**
 * Batched calls (EIP-5792) on the frame's EOA: capabilities and a batch's status are read without
 * asking the person; a batch waits for one approval that shows every call. The batches sent live
 * in this frame's memory for as long as the page does.
 */
export function createCallsRpc(options: CallsOptions, fetchImpl: typeof fetch) {
  const batches = createBatches()

  return async (
    method: string,
    params: unknown,
    chainId: number,
    approve: Approve,
  ): Promise<unknown> => {
    const wallet = await options.wallet()
    const list = params ?? []
    switch (method) {
      case 'wallet_getCapabilities': {
        const [account, chains] = parseParams(getCapabilitiesParams, list, method)
        if (account != null && !isAddressEqual(account, wallet.evmAddress)) {
          throw notThisWallet()
        }
        return capabilitiesOf(chains ?? [chainId], options.serves)
      }
      case 'wallet_sendCalls': {
        const [request] = parseParams(sendCallsParams, list, method)
        const url = options.evmUrl(chainId)
        return options.oneAtATime(() =>
          sendCalls(request, {
            wallet,
            chainId,
            client: createClient({ transport: http(url, { fetchFn: fetchImpl }) }),
            sendRaw: (signed) => jsonRpc(url, 'eth_sendRawTransaction', [signed], fetchImpl),
            batches,
            approve,
          }),
        )
      }
      case 'wallet_getCallsStatus': {
        const [id] = parseParams(getCallsStatusParams, list, method)
        const batch = batches.get(id)
        // Another wallet's batch (one logged in before, in this frame) is as unknown as none.
        if (!batch || !isAddressEqual(batch.account, wallet.evmAddress)) {
          throw new FrameError('Unknown bundle id', 5730)
        }
        const url = options.evmUrl(batch.chainId)
        return callsStatus(id, batch, {
          receiptOf: (hash: Hash) => jsonRpc(url, 'eth_getTransactionReceipt', [hash], fetchImpl),
          minedCount: () =>
            getTransactionCount(createClient({ transport: http(url, { fetchFn: fetchImpl }) }), {
              address: batch.account,
              blockTag: 'latest',
            }),
        })
      }
      default:
        throw new FrameError(`The wallet does not support ${method}`, 4200)
    }
  }
}
