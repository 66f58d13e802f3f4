/**
 * A wallet's phone app as a tapped link reaches it: which links the phone hands to the app, and
 * what the app then reads. Replays the mobile-link quirks (issue 35, quirk 9) without a phone:
 * MetaMask's universal link arrives without its query string, Phantom on Android opens only from
 * an intent link (any other link stays in the browser).
 */
export interface MobileWalletAppOptions {
  /** The app's own scheme, e.g. `metamask` (`metamask://…`). */
  scheme: string
  /** Its Android package, e.g. `io.metamask`: what an intent link names. */
  androidPackage: string
  /** Hosts of its universal links, e.g. `metamask.app.link`. */
  universalHosts: readonly string[]
  /** The phone it runs on. */
  platform: 'ios' | 'android'
  /** Quirk: the universal link reaches the app without its query string (a Branch link). */
  dropsUniversalLinkQuery?: boolean
  /** Quirk: on Android the app opens only from an `intent://…#Intent;…;end` link naming it. */
  needsAndroidIntent?: boolean
  /** The wallet that pairs with a `wc:` URI the app reads, e.g. a relay test wallet. */
  wallet?: { pair(uri: string): Promise<void> }
}

/** What a tap on a link did. */
export type MobileAppOpening =
  | { opened: false; reason: string }
  | {
      opened: true
      /** The URL as the app received it. */
      received: string
      /** The `wc:` pairing URI it read (its `uri` parameter), if any. */
      pairingUri?: string
      /** The page it opens in its own browser (a `browse/<page>` link), if any. */
      browsePage?: string
    }

export interface MobileWalletApp {
  /** Taps `link`: resolves with what the app received, after pairing its wallet with the URI. */
  open(link: string): Promise<MobileAppOpening>
}

/** The parts of `intent://<rest>#Intent;scheme=…;package=…;end`, or undefined. */
function parseIntent(
  link: string,
): { rest: string; scheme?: string; package?: string } | undefined {
  const match = /^intent:\/\/([^#]*)#Intent;(.*;)?end$/.exec(link)
  if (!match) return undefined
  const params = new Map<string, string>()
  for (const part of (match[2] ?? '').split(';')) {
    const equals = part.indexOf('=')
    if (equals > 0) params.set(part.slice(0, equals), part.slice(equals + 1))
  }
  return { rest: match[1] ?? '', scheme: params.get('scheme'), package: params.get('package') }
}

/** The `wc:` URI and the browse page an app reads from the path and query after its prefix. */
function readAppLink(pathAndQuery: string): { pairingUri?: string; browsePage?: string } {
  const [path = '', query = ''] = pathAndQuery.split(/\?(.*)/s)
  const params = new URLSearchParams(query)
  const uri = params.get('uri')
  if (/^\/?wc\/?$/.test(path) && uri?.startsWith('wc:')) return { pairingUri: uri }
  const browse = /(?:^|\/)browse\/(.+)$/.exec(path)?.[1]
  if (browse) return { browsePage: decodeURIComponent(browse) }
  return {}
}

/**
 * What follows the app's prefix: after `scheme://` (whose "host" is the app's first path segment,
 * `metamask://wc?uri=…`), or after a universal link's host and its `/ul/` or `/ul/v1/` prefix.
 */
function pathAndQuery(received: string): string {
  if (!received.startsWith('https:')) return received.slice(received.indexOf('://') + 3)
  const url = new URL(received)
  return `${url.pathname.replace(/^\/(ul\/(v1\/)?)?/, '')}${url.search}`
}

/**
 * A phone app for `options`.
 *
 * @example
 * const app = createMobileWalletApp({ ...metaMaskApp, platform: 'ios', wallet })
 * await app.open(walletLink(uri, 'https://metamask.app.link')) // pairs `wallet` when it reads the URI
 */
export function createMobileWalletApp(options: MobileWalletAppOptions): MobileWalletApp {
  const android = options.platform === 'android'
  const intentOnly = android && options.needsAndroidIntent === true

  /** The URL the app receives for `link`, or why the phone did not open the app. */
  const route = (link: string): { received: string } | { reason: string } => {
    if (link.startsWith('intent:')) {
      if (!android) return { reason: 'intent links exist on Android only' }
      const intent = parseIntent(link)
      if (!intent) return { reason: 'not an intent link' }
      if (intent.package !== options.androidPackage || intent.scheme !== options.scheme) {
        return { reason: `the intent names ${intent.package ?? 'no package'}` }
      }
      return { received: `${options.scheme}://${intent.rest}` }
    }
    if (intentOnly) return { reason: 'the browser keeps a link that is not an intent' }
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase()
    if (scheme === options.scheme) return { received: link }
    if (scheme === 'wc') return { received: link }
    if (scheme === 'https') {
      const url = new URL(link)
      if (!options.universalHosts.includes(url.host)) return { reason: `${url.host} is not its` }
      return { received: options.dropsUniversalLinkQuery ? `${url.origin}${url.pathname}` : link }
    }
    return { reason: `no app opens ${scheme ?? 'this'} links` }
  }

  return {
    async open(link) {
      const routed = route(link)
      if ('reason' in routed) return { opened: false, reason: routed.reason }
      const { received } = routed
      const read = received.startsWith('wc:')
        ? { pairingUri: received }
        : readAppLink(pathAndQuery(received))
      if (read.pairingUri && options.wallet) await options.wallet.pair(read.pairingUri)
      return { opened: true, received, ...read }
    },
  }
}

/** MetaMask's app: its universal link drops the query (metamask-mobile#4955, #3874). */
export const metaMaskApp = {
  scheme: 'metamask',
  androidPackage: 'io.metamask',
  universalHosts: ['metamask.app.link'],
  dropsUniversalLinkQuery: true,
} as const satisfies Omit<MobileWalletAppOptions, 'platform'>

/** Phantom's app: on Android, its universal link stays in the browser; an intent opens it. */
export const phantomApp = {
  scheme: 'phantom',
  androidPackage: 'app.phantom',
  universalHosts: ['phantom.app'],
  needsAndroidIntent: true,
} as const satisfies Omit<MobileWalletAppOptions, 'platform'>
