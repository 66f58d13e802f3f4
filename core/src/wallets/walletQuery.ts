import type { NetworksState } from '../networks/types'

/** The parameters of `GET /getWallets` (spec §7); lists are sent as comma lists, empty ones not at all. */
export interface WalletQuery {
  /** 1-based. */
  page: number
  entries: number
  include?: readonly string[]
  exclude?: readonly string[]
  /** CAIP-2 ids: wallets supporting any of them. */
  chains?: readonly string[]
  search?: string
}

export function toGetWalletsQuery(query: WalletQuery): Record<string, string | number | undefined> {
  const list = (values: readonly string[] | undefined) =>
    values && values.length > 0 ? values.join(',') : undefined
  return {
    page: query.page,
    entries: query.entries,
    include: list(query.include),
    exclude: list(query.exclude),
    chains: list(query.chains),
    search: query.search,
  }
}

/** The networks the app requested, every namespace, as CAIP-2 ids in the app's order. */
export function requestedChainIds(networks: NetworksState): string[] {
  return Object.values(networks.byNamespace).flatMap(
    (namespace) => namespace?.requested.map((network) => network.caipNetworkId) ?? [],
  )
}
