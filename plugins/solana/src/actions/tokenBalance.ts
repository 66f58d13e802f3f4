import { type CaipNetworkId, LatchError, type Network } from '@latch/core'
import { parseTokenBalanceParams } from '../rpc/tokenBalanceParams'
import { getTokenBalance } from './walletActions'

/** `solana.getTokenBalance`: its params checked, the owner the connected account by default. */
export async function tokenBalance(
  command: unknown,
  context: { owner(): string | undefined; network(caipNetworkId?: CaipNetworkId): Network },
): Promise<{ value: bigint; decimals: number }> {
  const { mint, address, caipNetworkId } = parseTokenBalanceParams(command)
  const owner = address ?? context.owner()
  if (!owner) throw new LatchError('CONNECTOR_NOT_CONNECTED', { details: 'solana' })
  return getTokenBalance(context.network(caipNetworkId), owner, mint)
}
