import type { ChainNamespace } from '../caip/caip'
import type { CatalogueWallet } from './types'

/**
 * Links that open the page inside a wallet app's own browser, where the wallet is injected (spec
 * §2): Phantom and Solflare always, Coinbase only while Solana is active (its EVM side goes
 * through the relay protocol instead). `android`: the app's scheme and package, for a wallet
 * whose universal link Android hands to the browser instead of the app (Phantom): there the link
 * is an intent, which names the app, with the universal link as the fallback.
 */
const BROWSE_LINKS: Record<
  string,
  {
    solanaOnly: boolean
    link(page: string, origin: string): string
    android?: { scheme: string; package: string; path(page: string, origin: string): string }
  }
> = {
  'app.phantom': {
    solanaOnly: false,
    link: (page, origin) => `https://phantom.app/ul/browse/${page}?ref=${origin}`,
    android: {
      scheme: 'phantom',
      package: 'app.phantom',
      path: (page, origin) => `browse/${page}?ref=${origin}`,
    },
  },
  'com.solflare': {
    solanaOnly: false,
    link: (page, origin) => `https://solflare.com/ul/v1/browse/${page}?ref=${origin}`,
  },
  'com.coinbase.wallet': {
    solanaOnly: true,
    link: (page) => `https://go.cb-w.com/dapp?cb_url=${page}`,
  },
}

/**
 * The deep link that opens `pageUrl` in the wallet's app on a phone, or undefined: the wallet is
 * already injected in this page (it connects in place), or it has no such link here.
 *
 * @example
 * mobileBrowseLink(phantom, { pageUrl: location.href, activeNamespace: 'solana', injected: false })
 * // 'https://phantom.app/ul/browse/https%3A%2F%2Fapp.example%2F?ref=https%3A%2F%2Fapp.example'
 * mobileBrowseLink(phantom, { ..., android: true })
 * // 'intent://browse/https%3A%2F%2Fapp.example%2F?ref=…#Intent;scheme=phantom;package=app.phantom;…;end'
 */
export function mobileBrowseLink(
  wallet: Pick<CatalogueWallet, 'rdns'>,
  context: {
    pageUrl: string
    activeNamespace: ChainNamespace | undefined
    injected: boolean
    /** The phone runs Android (its browser launches an app from an intent link). */
    android?: boolean
  },
): string | undefined {
  const entry = wallet.rdns ? BROWSE_LINKS[wallet.rdns] : undefined
  if (!entry || context.injected) return undefined
  if (entry.solanaOnly && context.activeNamespace !== 'solana') return undefined
  let origin: string
  try {
    origin = new URL(context.pageUrl).origin
  } catch {
    return undefined
  }
  const page = encodeURIComponent(context.pageUrl)
  const ref = encodeURIComponent(origin)
  const universal = entry.link(page, ref)
  if (!(context.android && entry.android)) return universal
  const { scheme, package: app, path } = entry.android
  return `intent://${path(page, ref)}#Intent;scheme=${scheme};package=${app};S.browser_fallback_url=${encodeURIComponent(universal)};end`
}
