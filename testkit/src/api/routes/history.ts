import { type Address, formatUnits } from 'viem'
import { z } from 'zod'
import { parseAccount } from '../chains'
import { iconUrl, type ServerContext } from '../context'
import type { ScannedTransaction } from '../history'
import type { HistoryTransaction, HistoryTransfer, OperationType } from '../historyTransaction'
import { HttpError, parseInput, sendJson } from '../http'
import { nftInfo } from '../nfts'
import { caip2, solanaCaip2 } from '../query'
import type { Route } from '../router'
import { clustersForAccount, parseSolanaAccount } from '../solana/solanaAccount'
import { solanaHistoryPage } from '../solana/solanaHistory'

const historyQuery = z.object({
  cursor: z.string().optional(),
  chainId: z.union([caip2, solanaCaip2]).optional(),
  // The real API can narrow to onramp purchases; no onramp provider settles on local chains.
  onramp: z.string().optional(),
  currency: z.string().default('usd'),
})

/** Sort key, newest first: block time, then chain, block and position in the block. */
type Position = [timestamp: number, chainId: number, blockNumber: bigint, index: number]

function positionOf(transaction: ScannedTransaction): Position {
  return [
    transaction.timestamp,
    transaction.chain.chainId,
    transaction.blockNumber,
    transaction.transactionIndex,
  ]
}

function compareNewestFirst(a: Position, b: Position): number {
  for (let index = 0; index < a.length; index++) {
    if (a[index]! > b[index]!) return -1
    if (a[index]! < b[index]!) return 1
  }
  return 0
}

/**
 * The cursor names the position of the last item served, so a page boundary stays put when new
 * transactions arrive between two page requests.
 */
function encodeCursor(position: Position): string {
  return Buffer.from(position.map(String).join(':')).toString('base64url')
}

function decodeCursor(cursor: string): Position {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split(':')
  if (parts.length !== 4 || parts.some((part) => !/^\d+$/.test(part))) {
    throw new HttpError(400, 'Invalid cursor')
  }
  return [Number(parts[0]), Number(parts[1]), BigInt(parts[2]!), Number(parts[3])]
}

function direction(owner: Address, from: Address, to: Address | undefined): 'in' | 'out' | 'self' {
  const isFrom = from.toLowerCase() === owner.toLowerCase()
  const isTo = to?.toLowerCase() === owner.toLowerCase()
  if (isFrom && isTo) return 'self'
  return isFrom ? 'out' : 'in'
}

function involves(transaction: ScannedTransaction, owner: Address): boolean {
  const is = (address: Address | undefined) => address?.toLowerCase() === owner.toLowerCase()
  return (
    is(transaction.from) ||
    is(transaction.to) ||
    transaction.tokenTransfers.some((transfer) => is(transfer.from) || is(transfer.to)) ||
    transaction.nftTransfers.some((transfer) => is(transfer.from) || is(transfer.to))
  )
}

async function toHistoryItem(
  context: ServerContext,
  transaction: ScannedTransaction,
  owner: Address,
  currency: string,
): Promise<HistoryTransaction> {
  const { chain } = transaction
  const is = (address: Address | undefined) => address?.toLowerCase() === owner.toLowerCase()
  const transfers: HistoryTransfer[] = []
  // A reverted transaction moved nothing: it is listed as failed, without transfers.
  if (transaction.status === 'success') {
    if (transaction.value > 0n && (is(transaction.from) || is(transaction.to))) {
      const price = context.prices.price(chain.nativeCurrency.symbol, currency)
      const numeric = formatUnits(transaction.value, chain.nativeCurrency.decimals)
      transfers.push({
        fungible_info: {
          name: chain.nativeCurrency.name,
          symbol: chain.nativeCurrency.symbol,
          icon: { url: iconUrl(context, chain.nativeCurrency.symbol) },
        },
        direction: direction(owner, transaction.from, transaction.to),
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      })
    }
    for (const transfer of transaction.tokenTransfers) {
      if (!is(transfer.from) && !is(transfer.to)) continue
      const metadata = await context.history.tokenMetadata(chain, transfer.token)
      if (!metadata) continue
      const price = context.prices.price(metadata.symbol, currency)
      const numeric = formatUnits(transfer.value, metadata.decimals)
      transfers.push({
        fungible_info: {
          name: metadata.name,
          symbol: metadata.symbol,
          icon: { url: iconUrl(context, metadata.symbol) },
        },
        direction: direction(owner, transfer.from, transfer.to),
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      })
    }
    for (const transfer of transaction.nftTransfers) {
      if (!is(transfer.from) && !is(transfer.to)) continue
      transfers.push({
        nft_info: await nftInfo(context, chain, transfer.contract, transfer.tokenId),
        direction: direction(owner, transfer.from, transfer.to),
        quantity: { numeric: '1' },
        value: 0,
        price: 0,
      })
    }
  }
  return {
    id: `${chain.caipId}:${transaction.hash}`,
    metadata: {
      operationType: operationType(transaction, transfers, owner),
      hash: transaction.hash,
      minedAt: new Date(transaction.timestamp * 1000).toISOString(),
      sentFrom: transaction.from,
      sentTo: transaction.to ?? '',
      status: transaction.status === 'success' ? 'confirmed' : 'failed',
      nonce: transaction.nonce,
      chain: chain.caipId,
    },
    transfers,
  }
}

function operationType(
  transaction: ScannedTransaction,
  transfers: HistoryTransfer[],
  owner: Address,
): OperationType {
  // A deployment is the deployer's; a holder minted to in the constructor received.
  if (!transaction.to && transaction.from.toLowerCase() === owner.toLowerCase()) return 'deploy'
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  if (directions.has('in') && directions.has('out')) return 'trade'
  if (directions.has('out') || directions.has('self')) return 'send'
  if (directions.has('in')) return 'receive'
  const approvedByOwner = transaction.approvals.some(
    (approval) => approval.owner.toLowerCase() === owner.toLowerCase(),
  )
  return approvedByOwner ? 'approve' : 'execute'
}

/**
 * Data API history, built from the transactions really mined on the local chains, or landed on
 * the local Solana clusters for a Solana account.
 */
export function historyRoutes(context: ServerContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/account/:account/history',
      handler: async ({ response, params, query }) => {
        const solanaAccount = parseSolanaAccount(params.account!)
        if (solanaAccount) {
          const parsed = parseInput(historyQuery, query, 'history query')
          context.prices.assertCurrency(parsed.currency)
          const clusters = clustersForAccount(context, solanaAccount, parsed.chainId, 'History')
          sendJson(
            response,
            200,
            await solanaHistoryPage(
              context,
              clusters,
              solanaAccount.address,
              parsed.cursor,
              parsed.currency,
            ),
          )
          return
        }
        const owner = parseAccount(params.account!)
        const parsed = parseInput(historyQuery, query, 'history query')
        context.prices.assertCurrency(parsed.currency)
        const after = parsed.cursor ? decodeCursor(parsed.cursor) : undefined
        const chains = parsed.chainId
          ? [context.chains.find(parsed.chainId)].filter((chain) => chain !== undefined)
          : context.chains.all()
        const transactions = (
          await Promise.all(chains.map((chain) => context.history.transactions(chain)))
        )
          .flat()
          .filter((transaction) => involves(transaction, owner))
          .filter((transaction) => !after || compareNewestFirst(positionOf(transaction), after) > 0)
          .sort((a, b) => compareNewestFirst(positionOf(a), positionOf(b)))

        const page = transactions.slice(0, context.settings.historyPageSize)
        const last = page.at(-1)
        const hasMore = transactions.length > page.length
        sendJson(response, 200, {
          data: await Promise.all(
            page.map((transaction) => toHistoryItem(context, transaction, owner, parsed.currency)),
          ),
          next: hasMore && last ? encodeCursor(positionOf(last)) : null,
        })
      },
    },
  ]
}
