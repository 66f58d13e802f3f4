import type { NftInfo } from './nfts'

export type OperationType = 'send' | 'receive' | 'trade' | 'approve' | 'deploy' | 'execute'

/** A history item (spec §3), as the Data API answers it. */
export interface HistoryTransaction {
  id: string
  metadata: {
    operationType: OperationType
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
    chain: string
  }
  transfers: HistoryTransfer[]
}

/** A fungible transfer carries `fungible_info`, an ERC-721 one `nft_info` (quantity 1, no price). */
export interface HistoryTransfer {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: NftInfo
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value: number
  price: number
}
