import type {
  ACCOUNT_TABS,
  CONNECT_METHODS,
  CONNECTOR_TYPES,
  DEFAULT_FEATURES,
  WALLET_FEATURES,
} from '../constants'
import type { Endpoints, Network } from './schema'

export type ConnectMethod = (typeof CONNECT_METHODS)[number]
export type ConnectorType = (typeof CONNECTOR_TYPES)[number]
export type WalletFeature = (typeof WALLET_FEATURES)[number]
export type AccountTab = (typeof ACCOUNT_TABS)[number]

type CoreFeatureFlags = { [K in keyof typeof DEFAULT_FEATURES]: boolean }

/**
 * The feature switches by name: the core's (spec §1) and the plugins'. A plugin adds its own by
 * declaration merging and declares their defaults in its setup (`ctx.declareFeatures`); the app
 * sets them in `features` like the core's.
 *
 * @example
 * declare module '@latch/core' {
 *   interface LatchFeatureFlags {
 *     tips: boolean
 *   }
 * }
 * // in setup
 * ctx.declareFeatures({ tips: true })
 */
export interface LatchFeatureFlags extends CoreFeatureFlags {}

/** Feature switches and display orders (spec §1), with defaults applied. */
export type Features = LatchFeatureFlags & {
  connectMethodsOrder: ConnectMethod[]
  connectorOrder: ConnectorType[]
  walletFeaturesOrder: WalletFeature[]
  accountTabs: AccountTab[]
}

/** Features the project's remote config controls (spec §1), with defaults applied. */
export interface RemoteFeatures {
  swaps: string[]
  onramp: string[]
  email: boolean
  socials: string[]
  activity: boolean
  branding: boolean
}

export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** The page, as far as Latch needs it. */
export interface LatchWindow {
  location: { origin: string }
  navigator?: { userAgent?: string }
  /** Background work waits for these in a page (see `whenIdle`). */
  requestIdleCallback?(callback: () => void, options?: { timeout: number }): number
  cancelIdleCallback?(id: number): void
  /** Remote work waits for the visitor's first press or key (see `whenIdle`'s `afterAction`). */
  addEventListener?(type: string, listener: () => void, capture: boolean): void
  removeEventListener?(type: string, listener: () => void, capture: boolean): void
}

/** The plain-data part of the options, as kept in state. */
export interface ResolvedOptions {
  projectId: string
  sdkType: string
  sdkVersion: string
  networks: Network[]
  defaultNetwork: Network['caipNetworkId'] | undefined
  metadata: AppMetadata | undefined
  endpoints: Endpoints
  siwxEnabled: boolean
  verifyOrigin: boolean
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  embedded: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  basic: boolean
  device: 'mobile' | 'desktop'
}
