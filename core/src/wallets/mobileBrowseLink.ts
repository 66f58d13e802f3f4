import type { ChainNamespace } from '../caip/caip'
import type { CatalogueWallet } from './types'

/**
 * Links that open the page inside a wallet app's own browser, where the wallet is injected (spec
 * §2): Phantom and Solflare always, Coinbase only while Solana is active (its EVM side goes
 * through the relay protocol instead).
 */
const BROWSE_LINKS: Record<
  string,
  { solanaOnly: boolean; link(page: string, origin: string): string }
> = {
  'app.phantom': {
    solanaOnly: false,
    link: (page, origin) => `https://phantom.app/ul/browse/${page}?ref=${origin}`,
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
 */
export function mobileBrowseLink(
  wallet: Pick<CatalogueWallet, 'rdns'>,
  context: { pageUrl: string; activeNamespace: ChainNamespace | undefined; injected: boolean },
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
  return entry.link(encodeURIComponent(context.pageUrl), encodeURIComponent(origin))
}
