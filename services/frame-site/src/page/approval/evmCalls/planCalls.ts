import { type Address, type Client, type Hex, numberToHex } from 'viem'
import { estimateGas, getTransactionCount } from 'viem/actions'
import * as z from 'zod/mini'
import { FrameError } from '../../errors'
import { decodeTokenCall, isErc721 } from '../evmTransaction/calldata'
import { feesNow, type PlannedTransaction } from '../evmTransaction/planTransaction'
import type { PlannedCall } from './callsView'

/** One call of a batch as the app gave it (EIP-5792: no nonce, gas or fees). */
export interface CallAsked {
  readonly to?: Address
  readonly value?: bigint
  readonly data?: Hex
}

/**
 * The gas limit given to a call from its simulated use, in percent. The simulation reports the gas
 * used after refunds (up to 20 % of it), and a contract that passes gas on to another keeps 1/64 at
 * each level: half as much again covers both, and a limit is only a ceiling (unused gas is not paid).
 */
export const SIMULATED_GAS_LIMIT_PERCENT = 150n

const gas = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/))
/** What eth_simulateV1 answers that is read here: each call's status and gas, in order. */
const simulated = z.tuple(
  [
    z.object({
      calls: z.array(
        z.object({ status: z.enum(['0x0', '0x1']), gasUsed: gas, maxUsedGas: z.optional(gas) }),
      ),
    }),
  ],
  z.unknown(),
)

/**
 * The gas each call uses when run after the ones before it (eth_simulateV1), or undefined where
 * the node does not simulate. A batch's later call often needs an earlier one (an approve, then the
 * call that spends it), which eth_estimateGas, run on the chain as it is, cannot see.
 */
async function gasInSequence(client: Client, account: Address, calls: readonly CallAsked[]) {
  // A plain request: viem's simulateBlocks action brings ~4 KB of formatters and errors along.
  let answer: unknown
  try {
    answer = await client.request({
      method: 'eth_simulateV1',
      params: [
        {
          blockStateCalls: [
            {
              calls: calls.map(({ to, value, data }) => ({
                from: account,
                to,
                value: value === undefined ? undefined : numberToHex(value),
                data,
              })),
            },
          ],
        },
        'latest',
      ],
    })
  } catch {
    return undefined
  }
  const parsed = simulated.safeParse(answer)
  if (!parsed.success || parsed.data[0]!.calls.length !== calls.length) return undefined
  return parsed.data[0]!.calls.map((call) =>
    call.status === '0x1' ? BigInt(call.maxUsedGas ?? call.gasUsed) : undefined,
  )
}

/**
 * Plans a batch in the frame, before anything is shown: call i is the account's next nonce + i,
 * its gas the larger of eth_estimateGas's on the chain as it is and its simulated use after the
 * calls before it (with {@link SIMULATED_GAS_LIMIT_PERCENT}), the fees per gas the chain's now. A
 * call neither can run fails the request (-32602, nothing shown): the batch would stop there.
 */
export async function planCalls(
  client: Client,
  account: Address,
  chainId: number,
  calls: readonly CallAsked[],
): Promise<PlannedCall[]> {
  const [nextNonce, fees, sequence, estimates] = await Promise.all([
    getTransactionCount(client, { address: account, blockTag: 'pending' }),
    feesNow(client),
    calls.length > 1 ? gasInSequence(client, account, calls) : undefined,
    Promise.all(
      calls.map(({ to, value, data }) =>
        estimateGas(client, { account, to, value, data }).catch(() => undefined),
      ),
    ),
  ])
  const perGas = 'gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas
  return Promise.all(
    calls.map(async ({ to, value = 0n, data }, index): Promise<PlannedCall> => {
      const estimated = estimates[index]
      const used = sequence?.[index]
      const simulated = used === undefined ? undefined : (used * SIMULATED_GAS_LIMIT_PERCENT) / 100n
      const gas = estimated === undefined || (simulated ?? 0n) > estimated ? simulated : estimated
      if (gas === undefined) {
        throw new FrameError(`Call ${index + 1} of ${calls.length} would fail`, -32602)
      }
      const nonce = nextNonce + index
      const planned: PlannedTransaction = {
        chainId,
        ...(to === undefined ? {} : { to }),
        value,
        ...(data === undefined ? {} : { data }),
        nonce,
        gas,
        fees,
        // Call i is meant to be the account's (next + i)th transaction: not flagged as another's.
        nextNonce: nonce,
        maxNetworkFee: gas * perGas,
      }
      const call = to && data ? decodeTokenCall(data) : undefined
      const nft =
        to !== undefined &&
        (call?.name === 'approve' || call?.name === 'transferFrom') &&
        (await isErc721(client, to))
      return { planned, named: call && { call, nft } }
    }),
  )
}
