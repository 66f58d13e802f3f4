import { formatUnits } from 'viem'
import { iconUrl, type ServerContext } from '../context'
import type { HistoryTransaction, HistoryTransfer, OperationType } from '../historyTransaction'
import type { ParsedSolanaTransaction } from './parsedSolanaTransaction'
import type { ConnectedSolanaCluster } from './solanaClusters'
import { mintMetadata } from './solanaTokens'
import { type SolanaTransfer, solanaTransfers } from './solanaTransfers'

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'

/** A landed transaction as the history lists it. */
export interface SolanaLandedTransaction {
  cluster: ConnectedSolanaCluster
  signature: string
  /** Unix seconds of its block. */
  blockTime: number
  parsed: ParsedSolanaTransaction
}

function direction(owner: string, transfer: SolanaTransfer): HistoryTransfer['direction'] {
  if (transfer.from === owner && transfer.to === owner) return 'self'
  return transfer.from === owner ? 'out' : 'in'
}

function operationType(transfers: HistoryTransfer[]): OperationType {
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  if (directions.has('in') && directions.has('out')) return 'trade'
  if (directions.has('out') || directions.has('self')) return 'send'
  if (directions.has('in')) return 'receive'
  return 'execute'
}

/**
 * Who a transaction went to: the receiver of its first transfer, or else the first program it
 * called (compute budget settings aside), as an EVM transaction names the contract it calls.
 */
function sentTo(parsed: ParsedSolanaTransaction, moved: SolanaTransfer[]): string {
  if (moved[0]) return moved[0].to
  const called = parsed.transaction.message.instructions.find(
    (instruction) => instruction.programId !== COMPUTE_BUDGET_PROGRAM,
  )
  return called?.programId ?? ''
}

/**
 * A Solana transaction as a history item of the EVM shape (spec §3): the signature as `hash`,
 * the fee payer as `sentFrom`, nonce 0 (Solana has none), and a transfer for each movement of SOL
 * or of a token to or from `owner`. A failed transaction moved nothing: it has no transfers.
 *
 * @example
 * solanaHistoryItem(context, landed, owner, 'usd')
 * // { id: 'solana:9ZCK…:5VERv8…', metadata: { operationType: 'receive', hash: '5VERv8…', … }, transfers: [...] }
 */
export function solanaHistoryItem(
  context: ServerContext,
  { cluster, signature, blockTime, parsed }: SolanaLandedTransaction,
  owner: string,
  currency: string,
): HistoryTransaction {
  const failed = parsed.meta?.err !== null && parsed.meta?.err !== undefined
  const moved = failed ? [] : solanaTransfers(parsed)
  const transfers = moved
    .filter((transfer) => transfer.from === owner || transfer.to === owner)
    .map((transfer): HistoryTransfer => {
      const asset = transfer.mint
        ? mintMetadata(cluster, transfer.mint, transfer.decimals)
        : cluster.nativeCurrency
      const price = context.prices.price(asset.symbol, currency)
      const numeric = formatUnits(transfer.amount, transfer.decimals)
      return {
        fungible_info: {
          name: asset.name,
          symbol: asset.symbol,
          icon: { url: iconUrl(context, asset.symbol) },
        },
        direction: direction(owner, transfer),
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      }
    })
  return {
    id: `${cluster.caipId}:${signature}`,
    metadata: {
      operationType: operationType(transfers),
      hash: signature,
      minedAt: new Date(blockTime * 1000).toISOString(),
      sentFrom: parsed.transaction.message.accountKeys[0]!.pubkey,
      sentTo: sentTo(parsed, moved),
      status: failed ? 'failed' : 'confirmed',
      nonce: 0,
      chain: cluster.caipId,
    },
    transfers,
  }
}
