import { bytesToHex, type Client, isAddressEqual, keccak256 } from 'viem'
import { callsView } from '../../approval/evmCalls/callsView'
import { planCalls } from '../../approval/evmCalls/planCalls'
import { toSerializable } from '../../approval/evmTransaction/planTransaction'
import type { Approve } from '../../approval/view'
import { FrameError } from '../../errors'
import type { UnlockedWallet } from '../../wallet'
import type { Batch, Batches } from './batches'
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
 * Whether a failed send was the node's answer (a JSON-RPC error: the transaction was not taken),
 * rather than no answer (the network, the gateway): then the node may have taken it.
 */
const refusedByNode = (error: unknown) =>
  error instanceof FrameError && error.code !== undefined && error.code !== -32603

/**
 * `wallet_sendCalls` for an EOA: every call estimated and shown in ONE approval, then signed and
 * sent one by one, in order. A send that fails stops the batch: the calls after it are not sent,
 * the ones before are never sent again; the id then reports the partial batch. The node refusing
 * the very first send fails the request (nothing was sent); a send whose answer never came is
 * watched by the status as maybe sent, and never sent again.
 */
export async function sendCalls(request: SendCallsRequest, context: SendCallsContext) {
  refuseUnsupported(request, context)
  const { wallet, chainId, batches, approve, sendRaw } = context
  const calls = await planCalls(context.client, wallet.evmAddress, chainId, request.calls)
  await approve(callsView(calls, wallet.evmAddress))

  const id = request.id ?? bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
  if (batches.has(id)) throw new FrameError('A batch with this id was sent already', 5720)
  const batch: Batch = {
    chainId,
    account: wallet.evmAddress,
    count: calls.length,
    hashes: [],
    sending: true,
  }
  batches.add(id, batch)
  try {
    for (const { planned } of calls) {
      const signed = await wallet.signer.evm.signTransaction(toSerializable(planned))
      // The hash is the signed bytes' own: the node's answer does not decide what is tracked.
      const hash = keccak256(signed)
      try {
        await sendRaw(signed)
      } catch (error) {
        if (!refusedByNode(error)) {
          batch.unsure = { hash, nonce: planned.nonce }
        } else if (batch.hashes.length === 0) {
          batches.delete(id)
          throw error
        }
        break
      }
      batch.hashes.push(hash)
    }
  } finally {
    batch.sending = false
  }
  return { id }
}
