/** Schemes a wallet's link may never use: they would run or read something in the page. */
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'http'])

/**
 * Universal links whose app loses the query on the way in: MetaMask's (a Branch link) opens the
 * app with a click id only, so the pairing never shows (metamask-mobile#4955, #3874). The app's own
 * scheme, which it reads whole, goes instead.
 */
const QUERY_DROPPING_LINKS: Record<string, string> = { 'metamask.app.link': 'metamask://' }

/**
 * Where "Open wallet" goes on a phone, for the pairing URI `uri` (`wc:…`): the wallet's own link
 * with the URI in `uri` (`https://wallet.app/wc?uri=…`, a universal link, or `wallet://wc?uri=…`),
 * else the `wc:` URI itself, which the phone hands to a wallet that registered the scheme. A link
 * from the catalogue that is not a universal link (https) or an app's own scheme is ignored; a
 * universal link whose app drops the query (`QUERY_DROPPING_LINKS`) is replaced by its scheme.
 */
export function walletLink(uri: string, appLink?: string | null): string {
  const base = appBase(appLink)
  return base ? `${base}wc?uri=${encodeURIComponent(uri)}` : uri
}

/** The wallet link as `https://host/path/` or `scheme://`, or undefined when it is not usable. */
function appBase(appLink: string | null | undefined): string | undefined {
  const link = appLink?.trim()
  // The URI is appended as the link's query: a link with its own query, fragment or spaces is not.
  if (!link || /[?#\s]/.test(link)) return undefined
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase()
  if (!scheme) {
    // A bare app scheme as some catalogues list it ("rainbow"): its own scheme.
    return /^[a-z][a-z0-9+.-]*$/i.test(link) ? `${link}://` : undefined
  }
  if (UNSAFE_SCHEMES.has(scheme) || scheme === 'wc') return undefined
  // Neither a universal link without a host nor an app link that is only "scheme:" is usable.
  if (scheme === 'https' && !/^https:\/\/[^/?#\s]+/i.test(link)) return undefined
  const host = scheme === 'https' ? /^https:\/\/([^/]+)/i.exec(link)?.[1]?.toLowerCase() : undefined
  const instead = host ? QUERY_DROPPING_LINKS[host] : undefined
  if (instead) return instead
  const withSlashes = link.includes('://') ? link : `${scheme}://${link.slice(scheme.length + 1)}`
  return withSlashes.endsWith('/') ? withSlashes : `${withSlashes}/`
}
