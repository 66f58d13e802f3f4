import type { Address } from 'viem'
import type { ConnectedChain } from './chains'
import type { ServerContext } from './context'

/** The scheme of the devnet collections' token URIs: `latch-nft://<collection>/<id>`. */
const localScheme = /^latch-nft:\/\/([a-z0-9-]+)\/(\d+)$/

/**
 * The image a token URI names, as the Data API hands it out: a `latch-nft://` URI becomes this
 * server's `/nft-images/<collection>/<id>.png` (as the real API serves IPFS media from its CDN);
 * an http(s) URI is kept; anything else has no image.
 */
export function nftImageUrl(context: ServerContext, tokenUri: string): string | undefined {
  const local = localScheme.exec(tokenUri)
  if (local) return `${context.baseUrl()}/nft-images/${local[1]}/${local[2]}.png`
  return /^https?:\/\//.test(tokenUri) ? tokenUri : undefined
}

/** One NFT as the Data API describes it (history transfers' `nft_info`, the NFTs list). */
export interface NftInfo {
  contract_address: Address
  token_id: string
  name: string
  collection: { name: string; symbol: string }
  content: { preview: { url: string } | null }
  flags: { is_spam: boolean }
}

export async function nftInfo(
  context: ServerContext,
  chain: ConnectedChain,
  contract: Address,
  tokenId: bigint,
): Promise<NftInfo> {
  const metadata = await context.history.nftMetadata(chain, contract, tokenId)
  const url = nftImageUrl(context, metadata.tokenUri)
  return {
    contract_address: contract,
    token_id: tokenId.toString(),
    name: `${metadata.collection.name} #${tokenId}`,
    collection: metadata.collection,
    content: { preview: url ? { url } : null },
    flags: { is_spam: chain.spamCollections.has(contract) },
  }
}
