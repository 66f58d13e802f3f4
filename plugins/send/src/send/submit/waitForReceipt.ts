import { LatchError, type Network } from '@latch/core'
import type { SendContext } from '../sendContext'

/**
 * Waits until the chain includes an EVM send (the eip155 plugin's receipt command); a reverted
 * one is 'Execution reverted'.
 */
export async function waitForReceipt(
  context: Pick<SendContext, 'dispatch'>,
  hash: string,
  network: Network,
): Promise<void> {
  const result = (await context.dispatch({
    type: 'eip155.waitForReceipt',
    hash,
    caipNetworkId: network.caipNetworkId,
  } as never)) as { receipt?: { status?: string } } | undefined
  if (result?.receipt?.status === 'reverted') {
    throw new LatchError('EXECUTION_REVERTED', { details: `transaction ${hash}` })
  }
}
