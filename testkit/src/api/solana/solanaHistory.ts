import { address, signature as toSignature } from '@solana/kit'
import type { ServerContext } from '../context'
import type { HistoryTransaction } from '../historyTransaction'
import { HttpError } from '../http'
import { parsedSolanaTransaction } from './parsedSolanaTransaction'
import { type ConnectedSolanaCluster, readCluster } from './solanaClusters'
import { solanaHistoryItem } from './solanaHistoryItem'
import { ownedTokenAccounts } from './solanaTokens'

/** The most signatures `getSignaturesForAddress` answers at once. */
const SIGNATURES_PER_CALL = 1000

interface ListedSignature {
  cluster: ConnectedSolanaCluster
  signature: string
  slot: bigint
  blockTime: number
}

/** Sort key, newest first: block time, then cluster, then slot. */
type Position = [blockTime: number, chainId: string, slot: bigint]

const positionOf = (listed: ListedSignature): Position => [
  listed.blockTime,
  listed.cluster.caipId,
  listed.slot,
]

function compareNewestFirst(a: Position, b: Position): number {
  for (let index = 0; index < a.length; index++) {
    if (a[index]! > b[index]!) return -1
    if (a[index]! < b[index]!) return 1
  }
  return 0
}

/**
 * Like the EVM cursor, the position of the last item served: a page boundary stays put when new
 * transactions land between two page requests.
 */
function encodeCursor([blockTime, chainId, slot]: Position): string {
  return Buffer.from(`${blockTime}:${chainId}:${slot}`).toString('base64url')
}

function decodeCursor(cursor: string): Position {
  const text = Buffer.from(cursor, 'base64url').toString('utf8')
  const match = /^(\d+):(solana:[1-9A-HJ-NP-Za-km-z]{1,32}):(\d+)$/.exec(text)
  if (!match) throw new HttpError(400, 'Invalid cursor')
  return [Number(match[1]), match[2]!, BigInt(match[3]!)]
}

/** Every signature of `account` on the cluster, paging `getSignaturesForAddress` with `before`. */
async function signaturesOf(
  cluster: ConnectedSolanaCluster,
  account: string,
): Promise<ListedSignature[]> {
  const listed: ListedSignature[] = []
  let before: string | undefined
  for (;;) {
    const page = await readCluster(
      cluster,
      cluster.rpc.getSignaturesForAddress(address(account), {
        limit: SIGNATURES_PER_CALL,
        ...(before ? { before: toSignature(before) } : {}),
      }),
    )
    for (const entry of page) {
      listed.push({
        cluster,
        signature: entry.signature,
        slot: entry.slot,
        blockTime: Number(entry.blockTime ?? 0n),
      })
    }
    if (page.length < SIGNATURES_PER_CALL) return listed
    before = page.at(-1)!.signature
  }
}

/**
 * The transactions of `owner` on the cluster: those naming it, and those naming one of its token
 * accounts: a token transfer into an existing account, or a mint to it, names only the token
 * account, as indexers know. (A token account closed since is no longer found.)
 */
async function listSignatures(
  cluster: ConnectedSolanaCluster,
  owner: string,
): Promise<ListedSignature[]> {
  const tokenAccounts = await ownedTokenAccounts(cluster, owner)
  const lists = await Promise.all(
    [owner, ...tokenAccounts.map((account) => account.address)].map((account) =>
      signaturesOf(cluster, account),
    ),
  )
  const bySignature = new Map(lists.flat().map((listed) => [listed.signature, listed]))
  return [...bySignature.values()]
}

async function readTransaction(listed: ListedSignature) {
  const { cluster, signature } = listed
  const answer = await readCluster(
    cluster,
    cluster.rpc.getTransaction(toSignature(signature), {
      encoding: 'jsonParsed',
      maxSupportedTransactionVersion: 0,
    }),
  )
  const parsed = parsedSolanaTransaction.safeParse(answer)
  if (!parsed.success) {
    throw new HttpError(502, 'Chain request failed', [
      `${cluster.caipId}: no readable transaction ${signature}`,
    ])
  }
  return { ...listed, parsed: parsed.data }
}

/**
 * A page of `owner`'s history on Solana clusters, newest first, read from the validators
 * (`getSignaturesForAddress`, then `getTransaction` for the page's items): the EVM answer's
 * shape and paging.
 *
 * @example
 * await solanaHistoryPage(context, [cluster], owner, undefined, 'usd') // { data: [...], next: 'MTc…' }
 */
export async function solanaHistoryPage(
  context: ServerContext,
  clusters: readonly ConnectedSolanaCluster[],
  owner: string,
  cursor: string | undefined,
  currency: string,
): Promise<{ data: HistoryTransaction[]; next: string | null }> {
  const after = cursor ? decodeCursor(cursor) : undefined
  const listed = (await Promise.all(clusters.map((cluster) => listSignatures(cluster, owner))))
    .flat()
    .filter((entry) => !after || compareNewestFirst(positionOf(entry), after) > 0)
    .sort((a, b) => compareNewestFirst(positionOf(a), positionOf(b)))
  const page = listed.slice(0, context.settings.historyPageSize)
  const last = page.at(-1)
  const transactions = await Promise.all(page.map(readTransaction))
  return {
    data: transactions.map((landed) => solanaHistoryItem(context, landed, owner, currency)),
    next: listed.length > page.length && last ? encodeCursor(positionOf(last)) : null,
  }
}
