import type { Address } from 'viem'
import { z } from 'zod'
import { type ConnectedChain, parseAccount } from '../chains'
import type { ServerContext } from '../context'
import { HttpError, parseInput, sendBytes, sendJson } from '../http'
import { type NftInfo, nftInfo } from '../nfts'
import { identiconPng } from '../png'
import { caip2, solanaCaip2 } from '../query'
import type { Route } from '../router'
import { parseSolanaAccount } from '../solana/solanaAccount'

/** Default path of the NFTs route: our Data API extension (spec §7 lists no NFT call). */
export const defaultNftsPath = '/v1/account/:account/nfts'

const nftsQuery = z.object({
  cursor: z.string().optional(),
  chainId: z.union([caip2, solanaCaip2]).optional(),
})

/** An NFT the account holds now, with where it lives. */
export interface AccountNft extends NftInfo {
  /** `eip155:<chainId>:<contract>:<tokenId>`. */
  id: string
  chain: string
}

type Key = [chainId: number, contract: string, tokenId: bigint]

const compareKeys = (a: Key, b: Key) =>
  a[0] - b[0] || a[1].localeCompare(b[1]) || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0)

function encodeCursor(key: Key): string {
  return Buffer.from(key.map(String).join(':')).toString('base64url')
}

function decodeCursor(cursor: string): Key {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split(':')
  if (parts.length !== 3 || !/^\d+$/.test(parts[0]!) || !/^0x[0-9a-fA-F]{40}$/.test(parts[1]!)) {
    throw new HttpError(400, 'Invalid cursor')
  }
  if (!/^\d+$/.test(parts[2]!)) throw new HttpError(400, 'Invalid cursor')
  return [Number(parts[0]), parts[1]!, BigInt(parts[2]!)]
}

/** Who holds each token of the chain now: every ERC-721 Transfer log replayed in order. */
async function holdings(context: ServerContext, chain: ConnectedChain, owner: Address) {
  const owners = new Map<string, { contract: Address; tokenId: bigint; owner: Address }>()
  for (const transaction of await context.history.transactions(chain)) {
    for (const transfer of transaction.nftTransfers) {
      owners.set(`${transfer.contract}:${transfer.tokenId}`, {
        contract: transfer.contract,
        tokenId: transfer.tokenId,
        owner: transfer.to,
      })
    }
  }
  return [...owners.values()]
    .filter((token) => token.owner.toLowerCase() === owner.toLowerCase())
    .map((token) => ({ chain, ...token }))
}

/**
 * The NFTs an account holds (`GET <path>?chainId&cursor`), derived from the ERC-721 Transfer logs
 * of the local chains: ordered by chain, collection and token id; `next` names the last item
 * served. Each item has the token's name, collection, image (its token URI served as an image by
 * this server) and `flags.is_spam`. A Solana account holds none here (no local Solana NFTs).
 */
export function nftRoutes(context: ServerContext, path = defaultNftsPath): Route[] {
  return [
    {
      method: 'GET',
      path,
      handler: async ({ response, params, query }) => {
        const parsed = parseInput(nftsQuery, query, 'NFTs query')
        const account = params.account ?? ''
        if (parseSolanaAccount(account)) {
          sendJson(response, 200, { data: [], next: null })
          return
        }
        const owner = parseAccount(account)
        const after = parsed.cursor ? decodeCursor(parsed.cursor) : undefined
        const chains =
          parsed.chainId === undefined
            ? context.chains.all()
            : [context.chains.find(parsed.chainId)].filter((chain) => chain !== undefined)
        const held = (await Promise.all(chains.map((chain) => holdings(context, chain, owner))))
          .flat()
          .map((token) => ({
            token,
            key: [token.chain.chainId, token.contract, token.tokenId] as Key,
          }))
          .filter(({ key }) => !after || compareKeys(key, after) > 0)
          .sort((a, b) => compareKeys(a.key, b.key))
        const page = held.slice(0, context.settings.nftPageSize)
        const last = page.at(-1)
        const data: AccountNft[] = await Promise.all(
          page.map(async ({ token }) => ({
            id: `${token.chain.caipId}:${token.contract}:${token.tokenId}`,
            chain: token.chain.caipId,
            ...(await nftInfo(context, token.chain, token.contract, token.tokenId)),
          })),
        )
        sendJson(response, 200, {
          data,
          next: held.length > page.length && last ? encodeCursor(last.key) : null,
        })
      },
    },
    {
      method: 'GET',
      path: '/nft-images/:collection/:file',
      // A browser loads it from an <img>, like the real API's CDN URLs.
      public: true,
      handler: ({ response, params }) => {
        const match = /^(\d+)\.png$/.exec(params.file ?? '')
        if (!match || !/^[a-z0-9-]+$/.test(params.collection ?? '')) {
          throw new HttpError(404, 'Image not found')
        }
        sendBytes(response, 'image/png', identiconPng(`nft:${params.collection}/${match[1]}`), {
          'cache-control': 'public, max-age=86400, immutable',
        })
      },
    },
  ]
}
