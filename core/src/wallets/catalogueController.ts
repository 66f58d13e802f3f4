import * as z from 'zod/mini'
import { joinWhileRunning } from '../api/dedupe'
import { sleep } from '../clock/clock'
import {
  WALLET_IMAGE_PREFETCH_COUNT,
  WALLET_PAGE_SIZE,
  WALLET_RECOMMENDED_COUNT,
  WALLET_SEARCH_MIN_WAIT_MS,
  WALLET_SEARCH_PAGE_SIZE,
} from '../constants'
import { toLatchError } from '../errors/LatchError'
import type { PluginContext } from '../plugins/types'
import { parseOrThrow } from '../validation/parse'
import { withoutExcludedWallets } from './excludedWallets'
import { filterForMobile } from './mobileFilter'
import type { CatalogueWallet } from './types'
import { appendUniqueWallets } from './uniqueWallets'
import { createBrowserImagePrefetch, walletImageUrls } from './walletImages'
import { requestedChainIds, toGetWalletsQuery, type WalletQuery } from './walletQuery'

const searchCommand = z.object({ query: z.string() })

/** Settles to the value or the `LatchError`, so a caller can wait for something else as well. */
function settle<T>(
  promise: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  )
}

function catalogue(ctx: PluginContext) {
  const prefetchImage = ctx.window ? createBrowserImagePrefetch(ctx.fetch, ctx.clock) : undefined
  const prefetched = new Set<string>()

  // The answer's schema loads with the first fetch: a page's first paint does not need it.
  const fetchPage = async (query: WalletQuery) =>
    ctx.api.provider.request({
      path: '/getWallets',
      query: toGetWalletsQuery(query),
      schema: (await import('./walletsSchema')).walletsPageSchema,
    })

  /** The app's choices every list query carries: its include and exclude ids, its networks. */
  const appQuery = () => {
    const { options: app, networks } = ctx.getState()
    return {
      include: app.includeWalletIds,
      exclude: app.excludeWalletIds,
      chains: requestedChainIds(networks),
    }
  }

  /** What a fetched list shows: on a phone only wallets it can open; never an installed one. */
  const visible = (wallets: readonly CatalogueWallet[]): CatalogueWallet[] => {
    const state = ctx.getState()
    const listed =
      state.options.device === 'mobile'
        ? filterForMobile(wallets, state.networks.activeNamespace)
        : wallets
    return withoutExcludedWallets(listed, state.wallets.excluded)
  }

  const imagesOf = (wallets: readonly CatalogueWallet[]) =>
    walletImageUrls(wallets, (imageId) => ctx.api.provider.url(`/getWalletImage/${imageId}`))

  /** Browser only: the first images of a list, each URL once. */
  const prefetchImages = (wallets: readonly CatalogueWallet[]) => {
    if (!prefetchImage) return
    const images = ctx.getState().wallets.images
    for (const wallet of wallets.slice(0, WALLET_IMAGE_PREFETCH_COUNT)) {
      const url = wallet.image_id ? images[wallet.image_id] : undefined
      if (!url || prefetched.has(url)) continue
      prefetched.add(url)
      prefetchImage(url)
    }
  }

  /** Stores a list's image URLs, then prefetches the first of them. */
  const showImages = (wallets: readonly CatalogueWallet[]) => {
    const images = imagesOf(wallets)
    ctx.update((state) => {
      Object.assign(state.wallets.images, images)
    })
    prefetchImages(wallets)
  }

  return { fetchPage, appQuery, visible, showImages }
}

/** The catalogue's behaviour, started on first use by the wallets module. */
export interface CatalogueController {
  fetchInitial(): Promise<void>
  fetchNextPage(): Promise<void>
  search(command: unknown): Promise<void>
  /**
   * The Connect view's featured and recommended wallets, in the background, unless already
   * fetched (the modal opened, or the UI warmed it up); retried on a later call when it failed.
   */
  ensureInitial(): void
  stop(): void
}

/**
 * The wallet catalogue (spec §3, §5, §9) through the Provider API's `GET /getWallets`: featured and
 * recommended wallets, pages of 40, search, the mobile filter, wallets already installed left out,
 * image URLs by image id and the first images prefetched in a browser.
 */
export function startCatalogue(ctx: PluginContext): CatalogueController {
  let active = true
  const { fetchPage, appQuery, visible, showImages } = catalogue(ctx)

  /** Ids of the featured and recommended wallets: the paged list does not repeat them. */
  const shownAbove = () => {
    const { featured, recommended } = ctx.getState().wallets
    return new Set([...featured, ...recommended].map((wallet) => wallet.id))
  }

  // Featured: the app's ids, in the app's order.
  const loadFeatured = async () => {
    const ids = ctx.getState().options.featuredWalletIds
    if (ids.length === 0) return
    const { data } = await fetchPage({ page: 1, entries: ids.length, include: ids })
    if (!active) return
    const rank = new Map(ids.map((id, index) => [id, index]))
    const featured = visible(
      [...data].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0)),
    )
    ctx.update((state) => {
      state.wallets.featured = featured
    })
    showImages(featured)
  }

  // Recommended: the first of the catalogue the app's query matches, featured ones aside.
  const loadRecommended = async () => {
    const query = appQuery()
    const featuredIds = ctx.getState().options.featuredWalletIds
    const { data, count } = await fetchPage({
      ...query,
      page: 1,
      entries: WALLET_RECOMMENDED_COUNT,
      exclude: [...query.exclude, ...featuredIds],
    })
    if (!active) return
    const recommended = visible(data)
    ctx.update((state) => {
      state.wallets.recommended = recommended
      // How many wallets the catalogue holds, known before its first page is loaded
      // (the Connect view shows it); the paged list's own answer replaces it.
      if (state.wallets.page === 0) state.wallets.count = count + featuredIds.length
    })
    showImages(recommended)
  }

  const fetchInitial = joinWhileRunning(async () => {
    const [featured, recommended] = await Promise.all([
      settle(loadFeatured()),
      settle(loadRecommended()),
    ])
    if (active) {
      const above = shownAbove()
      const wallets = ctx.getState().wallets.wallets.filter((wallet) => !above.has(wallet.id))
      ctx.update((state) => {
        state.wallets.wallets = wallets
      })
    }
    if (!recommended.ok) {
      // Spec §8: a failed recommended-wallets fetch is ignored; the catalogue stays usable.
      const error = toLatchError(recommended.error)
      ctx.log.warn(`Recommended wallets unavailable (ignored): ${error.message}`, error.details)
    }
    if (!featured.ok) throw toLatchError(featured.error)
  })

  const fetchNextPage = joinWhileRunning(async () => {
    const { page, count } = ctx.getState().wallets
    if (page > 0 && page * WALLET_PAGE_SIZE >= count) return
    ctx.update((state) => {
      state.wallets.status = 'loading'
    })
    try {
      const answer = await fetchPage({
        ...appQuery(),
        page: page + 1,
        entries: WALLET_PAGE_SIZE,
      })
      if (!active) return
      const fetched = visible(answer.data)
      const wallets = appendUniqueWallets(ctx.getState().wallets.wallets, fetched, shownAbove())
      ctx.batch(() => {
        ctx.update((state) => {
          state.wallets.wallets = wallets
          state.wallets.page = page + 1
          state.wallets.count = answer.count
          state.wallets.status = 'ready'
        })
        showImages(fetched)
      })
    } catch (error) {
      if (active) {
        ctx.update((state) => {
          state.wallets.status = 'error'
        })
      }
      throw toLatchError(error)
    }
  })

  // Each search gets a number; only the latest one may write its answer.
  let latestSearch = 0
  const search = async (text: string) => {
    const searchId = ++latestSearch
    const query = text.trim()
    if (query === '') {
      ctx.update((state) => {
        state.wallets.search = { query: '', results: [], status: 'idle' }
      })
      return
    }
    // The previous results stay while loading (no flicker); the status says they are old.
    ctx.update((state) => {
      state.wallets.search.query = query
      state.wallets.search.status = 'loading'
    })
    // Results show no sooner than WALLET_SEARCH_MIN_WAIT_MS after the search started (spec §9).
    const [answer] = await Promise.all([
      settle(
        fetchPage({
          ...appQuery(),
          page: 1,
          entries: WALLET_SEARCH_PAGE_SIZE,
          search: query,
        }),
      ),
      sleep(ctx.clock, WALLET_SEARCH_MIN_WAIT_MS),
    ])
    if (!active || searchId !== latestSearch) return
    if (!answer.ok) {
      ctx.update((state) => {
        state.wallets.search = { query, results: [], status: 'error' }
      })
      throw toLatchError(answer.error)
    }
    const results = visible(answer.value.data)
    ctx.batch(() => {
      ctx.update((state) => {
        state.wallets.search = { query, results, status: 'ready' }
      })
      showImages(results)
    })
  }

  // Wallets shown as installed connectors (by rdns and name) are not listed again.

  let initialLoaded = false
  return {
    fetchInitial: () => fetchInitial(),
    fetchNextPage: () => fetchNextPage(),
    search: (command) => search(parseOrThrow(searchCommand, command).query),
    ensureInitial() {
      if (initialLoaded) return
      initialLoaded = true
      fetchInitial().catch((error: unknown) => {
        initialLoaded = false
        ctx.log.warn('Featured wallets unavailable', toLatchError(error))
      })
    },
    stop() {
      active = false
    },
  }
}
