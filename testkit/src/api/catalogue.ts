import { walletsFixture as knownWallets } from './fixtures'
import { createRandom, hexDigest, uuidFrom } from './random'

/** A wallet of the catalogue, shaped like the Provider API's `getWallets` entries (spec §3). */
export interface CatalogueWallet {
  id: string
  name: string
  homepage: string | null
  image_id: string
  order: number
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  rdns: string | null
  /** CAIP-2 chain ids. */
  chains: string[]
  badge_type: 'certified' | 'none'
}

export interface CatalogueQuery {
  page: number
  entries: number
  include?: string[]
  exclude?: string[]
  chains?: string[]
  search?: string
  badge_type?: 'certified' | 'none'
}

export interface CataloguePage {
  data: CatalogueWallet[]
  count: number
}

/** Catalogue size by default: enough pages of 40 (spec §9) that paging and search are real. */
export const defaultCatalogueSize = 600

/** Chains the generated wallets draw from: the namespaces of spec §1, mainnets. */
const chainPool = [
  'eip155:1',
  'eip155:10',
  'eip155:56',
  'eip155:137',
  'eip155:324',
  'eip155:8453',
  'eip155:42161',
  'eip155:43114',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  'cosmos:cosmoshub-4',
] as const

const nameStarts = [
  'Amber',
  'Aurora',
  'Basalt',
  'Beacon',
  'Bolt',
  'Cedar',
  'Cobalt',
  'Comet',
  'Coral',
  'Crest',
  'Delta',
  'Ember',
  'Falcon',
  'Fern',
  'Flint',
  'Granite',
  'Harbor',
  'Helix',
  'Indigo',
  'Iris',
  'Jade',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Maple',
  'Meridian',
  'Nimbus',
  'Nova',
  'Onyx',
  'Orbit',
  'Pebble',
  'Pine',
  'Quartz',
  'Raven',
  'Ridge',
  'Sable',
  'Summit',
  'Tidal',
  'Umber',
  'Vega',
] as const

const nameEnds = [
  'Vault',
  'Keys',
  'Pocket',
  'Safe',
  'Pass',
  'Purse',
  'Ledger',
  'Wallet',
  'Key',
  'Hub',
  'Box',
  'Chest',
  'Guard',
  'Locker',
  'Signer',
  'Folio',
] as const

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '')
}

/**
 * Generates the catalogue: the fixture's well-known wallets at their positions, the rest from a
 * seeded generator, so the same seed always yields the same ids, names, links and chains.
 */
export function generateCatalogue(
  seed = 'latch',
  size: number = defaultCatalogueSize,
): CatalogueWallet[] {
  const random = createRandom(`catalogue:${seed}`)
  const fixed = new Map(knownWallets.wallets.map((wallet) => [wallet.position, wallet]))
  const usedNames = new Set(knownWallets.wallets.map((wallet) => wallet.name))
  const wallets: CatalogueWallet[] = []

  for (let order = 0; order < size; order++) {
    const known = fixed.get(order)
    if (known) {
      wallets.push({
        id: hexDigest('wallet', seed, known.name),
        name: known.name,
        homepage: known.homepage,
        image_id: uuidFrom('image', seed, known.name),
        order,
        mobile_link: known.mobile_link,
        desktop_link: known.desktop_link,
        webapp_link: known.webapp_link,
        app_store: known.mobile_link ? `https://apps.apple.com/app/${slug(known.name)}` : null,
        play_store: known.mobile_link
          ? `https://play.google.com/store/apps/${slug(known.name)}`
          : null,
        rdns: known.rdns,
        chains: [...known.chains],
        badge_type: known.badge_type,
      })
      continue
    }

    let name: string
    do {
      name = `${random.pick(nameStarts)} ${random.pick(nameEnds)}`
      // Once the two-word names run low, a number keeps names unique, as real catalogues do.
      if (usedNames.has(name)) name = `${name} ${random.int(90) + 10}`
    } while (usedNames.has(name))
    usedNames.add(name)

    const key = slug(name)
    // Every wallet speaks EVM mainnet most of the time; the rest is a random subset of the pool.
    const chains = chainPool.filter((_chain, index) =>
      index === 0 ? random.chance(0.85) : random.chance(0.25),
    )
    if (chains.length === 0) chains.push(random.pick(chainPool))
    const hasMobile = random.chance(0.7)
    const hasDesktop = random.chance(0.3)
    const hasWebapp = random.chance(0.2)

    wallets.push({
      id: hexDigest('wallet', seed, name),
      name,
      homepage: `https://${key}.example`,
      image_id: uuidFrom('image', seed, name),
      order,
      mobile_link: hasMobile ? `${key}://` : null,
      desktop_link: hasDesktop ? `${key}-desktop://` : null,
      webapp_link: hasWebapp ? `https://app.${key}.example` : null,
      app_store: hasMobile ? `https://apps.apple.com/app/${key}` : null,
      play_store: hasMobile ? `https://play.google.com/store/apps/${key}` : null,
      rdns: random.chance(0.6) ? `com.${key}` : null,
      chains,
      badge_type: random.chance(0.25) ? 'certified' : 'none',
    })
  }
  return wallets
}

/** Applies the `getWallets` filters and paging (page is 1-based, as in the real API). */
export function queryCatalogue(wallets: CatalogueWallet[], query: CatalogueQuery): CataloguePage {
  const include = query.include?.length ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const chains = query.chains?.length ? new Set(query.chains) : undefined
  const search = query.search?.trim().toLowerCase()

  const matching = wallets.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!chains || wallet.chains.some((chain) => chains.has(chain))) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!query.badge_type || wallet.badge_type === query.badge_type),
  )
  const start = (query.page - 1) * query.entries
  return { data: matching.slice(start, start + query.entries), count: matching.length }
}
