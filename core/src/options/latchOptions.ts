import type { Clock } from '../clock/clock'
import type { Locale } from '../i18n/locales'
import type { Logger, LogLevel } from '../log/logger'
import type { LatchPlugin } from '../plugins/types'
import type { StorageAdapter } from '../storage/adapter'
import type { Endpoints, Network } from './schema'
import type { AppMetadata, Features, LatchWindow } from './types'

// Apart from the other option types: only what the app passes names the plugins, and the
// plugins' own types read the resolved options (a file of both would import itself through them).
export interface LatchOptions {
  /** Required: the project id of the hosted services. */
  projectId: string
  /** Network definitions exported by namespace plugins (and the app's own). */
  networks?: Network[]
  defaultNetwork?: Network['caipNetworkId']
  plugins?: LatchPlugin[]
  features?: Partial<Features>
  metadata?: AppMetadata
  themeMode?: 'light' | 'dark'
  /**
   * The language of the default UI and of the messages the hooks translate (default 'en'); a
   * tag from the page: `matchLocale(navigator.language) ?? 'en'`. Switch live with 'locale.set'.
   */
  locale?: Locale
  themeVariables?: Record<string, string | number>
  /** Base URLs of every remote service; each defaults to the hosted one. */
  endpoints?: Partial<Endpoints>
  /** Sign-in with Ethereum (legacy form); cannot be combined with `siwx`. */
  siweConfig?: unknown
  /** Sign-in with any chain; cannot be combined with `siweConfig`. */
  siwx?: unknown
  /** Check the page origin against the project's allowed origins (default true, browser only). */
  verifyOrigin?: boolean
  /** Wallets shown first (catalogue ids, in order). */
  featuredWalletIds?: string[]
  /** Only these catalogue wallets (ids), when given. */
  includeWalletIds?: string[]
  /** Hidden catalogue wallets (ids). */
  excludeWalletIds?: string[]
  /** The modal is embedded in the page (closing returns to Account when connected). */
  embedded?: boolean
  /** Let users switch networks (default true). */
  enableNetworkSwitch?: boolean
  /** Allow staying on a network the app did not request (default false). */
  allowUnsupportedChain?: boolean
  /** Basic relay-protocol mode: QR only (default false). */
  basic?: boolean
  /** Mobile or desktop; default from the page's user agent (desktop on a server). */
  device?: 'mobile' | 'desktop'
  logLevel?: LogLevel
  // Injected edges (defaults: localStorage or memory, the system clock, console, global fetch,
  // the global window when there is one; pass `window: null` to run as on a server).
  storage?: StorageAdapter
  clock?: Clock
  logger?: Logger
  fetch?: typeof fetch
  window?: LatchWindow | null
}
