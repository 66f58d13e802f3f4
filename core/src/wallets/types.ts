/** A wallet of the catalogue (spec §3), as the Provider API answers it. */
export interface CatalogueWallet {
  id: string
  name: string
  image_id?: string
  image_url?: string
  rdns?: string | null
  chains?: string[]
  homepage?: string | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  badge_type?: string
}

export type FetchStatus = 'idle' | 'loading' | 'ready' | 'error'

/** The wallet catalogue (spec §3): paging, search, featured and recommended lists. */
export interface WalletsState {
  /** Pages loaded so far (pages of WALLET_PAGE_SIZE). */
  page: number
  /** Total the API reports. */
  count: number
  wallets: CatalogueWallet[]
  recommended: CatalogueWallet[]
  featured: CatalogueWallet[]
  status: FetchStatus
  search: { query: string; results: CatalogueWallet[]; status: FetchStatus }
  excluded: { rdns: string[]; names: string[] }
  /** Image URLs by image id (wallets, networks, connectors, tokens, currencies). */
  images: Record<string, string>
}
