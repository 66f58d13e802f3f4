import { address } from '@solana/kit'
import type { ServerContext } from '../context'
import { type Balance, heldBalances } from '../heldBalances'
import { type ConnectedSolanaCluster, readCluster } from './solanaClusters'
import { mintMetadata, ownedTokenAccounts } from './solanaTokens'

/** Base units held of each mint, over all of the owner's token accounts of both programs. */
async function tokenHoldings(
  cluster: ConnectedSolanaCluster,
  owner: string,
): Promise<Map<string, { amount: bigint; decimals: number }>> {
  const holdings = new Map<string, { amount: bigint; decimals: number }>()
  for (const { mint, amount, decimals } of await ownedTokenAccounts(cluster, owner)) {
    holdings.set(mint, { amount: (holdings.get(mint)?.amount ?? 0n) + amount, decimals })
  }
  return holdings
}

/**
 * An account's balances on a Solana cluster, in the shape of the EVM ones: SOL (no `address`),
 * then each SPL token it holds (`address` `solana:<ref>:<mint>`), named mints first. Zero
 * balances are left out.
 *
 * @example
 * await solanaBalances(context, cluster, owner, 'usd')
 * // [{ name: 'Solana', symbol: 'SOL', chainId: 'solana:9ZCK…', value: 148200, price: 148.2, quantity: { decimals: '9', numeric: '1000' }, iconUrl }, …]
 */
export async function solanaBalances(
  context: ServerContext,
  cluster: ConnectedSolanaCluster,
  owner: string,
  currency: string,
): Promise<Balance[]> {
  const [{ value: lamports }, holdings] = await Promise.all([
    readCluster(cluster, cluster.rpc.getBalance(address(owner))),
    tokenHoldings(cluster, owner),
  ])
  const named = [...cluster.mints.keys()]
  const rank = (mint: string) => (named.includes(mint) ? named.indexOf(mint) : named.length)
  const mints = [...holdings.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  const entries = [
    { ...cluster.nativeCurrency, raw: BigInt(lamports), address: undefined },
    ...mints.map((mint) => {
      const { amount, decimals } = holdings.get(mint)!
      return {
        ...mintMetadata(cluster, mint, decimals),
        raw: amount,
        address: `${cluster.caipId}:${mint}`,
      }
    }),
  ]
  return heldBalances(context, cluster.caipId, entries, currency)
}
