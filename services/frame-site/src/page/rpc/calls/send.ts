import { bytesToHex, type Client, isAddressEqual, keccak256 } from 'viem'
import { callsView } from '../../approval/evmCalls/callsView'
import { planCalls } from '../../approval/evmCalls/planCalls'
import { toSerializable } from '../../approval/evmTransaction/planTransaction'
import type { Approve } from '../../approval/view'
import { FrameError } from '../../errors'
import type { UnlockedWallet } from '../../wallet'
import type { Batches } from './batches'
import { refuseRequiredCapabilities, type SendCallsRequest } from './params'

/**
 * The most calls one batch may hold: each is shown in the one approval, and a person reads ten
 * sections at most; longer batches are refused (5740) before anything is estimated or shown.
 */
export const MAX_CALLS_PER_BATCH = 10

export interface SendCallsContext {
  readonly wallet: UnlockedWallet
  readonly chainId: number
  /** The chain's node, for estimates and the ERC-165 answers (may retry reads). */
  readonly client: Client
  /** Sends one signed transaction, once: no retry, so nothing is ever sent twice. */
  readonly sendRaw: (signed: `0x${string}`) => Promise<unknown>
  readonly batches: Batches
  readonly approve: Approve
}

/** The EIP-5792 checks made before anything is estimated or shown. */
function refuseUnsupported(
  request: SendCallsRequest,
  { wallet, chainId, batches }: SendCallsContext,
) {
  if (request.from !== undefined && !isAddressEqual(request.from, wallet.evmAddress)) {
    throw new FrameError('The requested account is not this wallet’s', 4100)
  }
  if (request.chainId !== chainId) {
    throw new FrameError(`Chain ${request.chainId} is not the wallet’s current chain`, 5710)
  }
  if (request.atomicRequired) {
    // An EOA without a batching contract sends one transaction per call: never atomic.
    throw new FrameError('The wallet cannot send these calls atomically', 5760)
  }
  if (request.calls.length === 0) throw new FrameError('Invalid params: no calls', -32602)
  if (request.calls.length > MAX_CALLS_PER_BATCH) {
    throw new FrameError(`A batch holds at most ${MAX_CALLS_PER_BATCH} calls`, 5740)
  }
  refuseRequiredCapabilities(request.capabilities)
  for (const call of request.calls) refuseRequiredCapabilities(call.capabilities)
  if (request.id !== undefined && batches.has(request.id)) {
    throw new FrameError('A batch with this id was sent already', 5720)
  }
}

/**
 * `wallet_sendCalls` for an EOA: every call estimated and shown in ONE approval, then signed and
 * sent one by one, in order. A send that fails stops the batch: the calls after it are not sent,
 * the ones before are never sent again; the id then reports the partial batch. A failure of the
 * very first send sends nothing and fails the request.
 */
export async function sendCalls(request: SendCallsRequest, context: SendCallsContext) {
  refuseUnsupported(request, context)
  const { wallet, chainId, batches, approve, sendRaw } = context
  const calls = await planCalls(context.client, wallet.evmAddress, chainId, request.calls)
  await approve(callsView(calls, wallet.evmAddress))

  const id = request.id ?? bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
  if (batches.has(id)) throw new FrameError('A batch with this id was sent already', 5720)
  const batch = {
    chainId,
    account: wallet.evmAddress,
    count: calls.length,
    hashes: [] as `0x${string}`[],
    sending: true,
  }
  batches.add(id, batch)
  try {
    for (const { planned } of calls) {
      const signed = await wallet.signer.evm.signTransaction(toSerializable(planned))
      try {
        await sendRaw(signed)
      } catch (error) {
        if (batch.hashes.length === 0) {
          batches.delete(id)
          throw error
        }
        break
      }
      // The hash is the signed bytes' own: the node's answer does not decide what is tracked.
      batch.hashes.push(keccak256(signed))
    }
  } finally {
    batch.sending = false
  }
  return { id }
}
