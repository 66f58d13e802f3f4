import { definePlugin } from '../plugins/definePlugin'
import type { CatalogueController } from './catalogueController'
import {
  excludedByConnectors,
  sameExcludedWallets,
  withoutExcludedWallets,
} from './excludedWallets'
import type { CatalogueWallet } from './types'

/**
 * The wallet catalogue module: its commands are registered at once, its code (fetching, search,
 * filters, images) loads when first needed — the modal opens or a command runs — so a page's first
 * paint does without it.
 */
export const walletsModule = definePlugin({
  name: 'core.wallets',
  setup(ctx) {
    // Wallets already shown as installed connectors are not listed again (spec §3): state derived
    // from the connectors, kept in step at once, before any catalogue code loads.
    const syncExcluded = () => {
      const { connectors, wallets } = ctx.getState()
      const excluded = excludedByConnectors(connectors.all)
      if (sameExcludedWallets(excluded, wallets.excluded)) return
      const keep = (list: readonly CatalogueWallet[]) => withoutExcludedWallets(list, excluded)
      ctx.update((state) => {
        state.wallets.excluded = excluded
        state.wallets.wallets = keep(wallets.wallets)
        state.wallets.featured = keep(wallets.featured)
        state.wallets.recommended = keep(wallets.recommended)
        state.wallets.search.results = keep(wallets.search.results)
      })
    }
    syncExcluded()
    ctx.subscribe((state) => state.connectors.all, syncExcluded)

    let controller: Promise<CatalogueController> | undefined
    let loaded: CatalogueController | undefined
    const load = () =>
      (controller ??= import('../firstUse').then(({ startCatalogue }) => {
        loaded = startCatalogue(ctx)
        return loaded
      }))
    // Once loaded, commands run at once (no extra turn), as every other command does.
    const catalogue = async () => loaded ?? (await load())
    // The Connect view lists featured and recommended wallets: fetched in the background once the
    // modal opens (opening never waits on the network), in the page's idle time: at a click right
    // after the page loads, the catalogue's code no longer competes with the modal's own chunks,
    // which the default UI holds idle work for (click at once → Connect painted, A/B: 12–30 ms).
    ctx.subscribe(
      (state) => state.modal.open,
      (open) => {
        if (open) ctx.whenIdle(() => void load().then((catalogue) => catalogue.ensureInitial()))
      },
    )
    // A UI warms the catalogue before the first open (after its paint, or on intent): its code at
    // once, its fetch (a remote service) once the visitor acted, so it is in before the modal.
    ctx.handle('wallets.prefetch', async () => {
      const catalogue = loaded ?? (await load())
      ctx.whenIdle(() => catalogue.ensureInitial())
    })
    ctx.handle('wallets.fetchInitial', () =>
      loaded ? loaded.fetchInitial() : catalogue().then((c) => c.fetchInitial()),
    )
    ctx.handle('wallets.fetchNextPage', () =>
      loaded ? loaded.fetchNextPage() : catalogue().then((c) => c.fetchNextPage()),
    )
    ctx.handle('wallets.search', (command) =>
      loaded ? loaded.search(command) : catalogue().then((c) => c.search(command)),
    )
    return () => {
      void controller?.then((catalogue) => catalogue.stop())
    }
  },
})
