import type { ChainNamespace } from '../caip/caip'
import type { AccountState, Connection } from '../connections/types'
import type { ConnectorsState } from '../connectors/types'
import type { Locale } from '../i18n/locales'
import type { ModalState, RouterState, ToastsState } from '../modal/types'
import type { NetworksState } from '../networks/types'
import type { Features, RemoteFeatures, ResolvedOptions } from '../options/types'
import type { WalletsState } from '../wallets/types'
import type { ErrorInfo } from './errorInfo'

export type { ErrorInfo } from './errorInfo'

/**
 * Feature plugins' own slices of state, under `state.plugins.<name>`. Plugins add theirs by
 * declaration merging and set it through `initialState`:
 *
 * @example
 * declare module '@latch/core' {
 *   interface LatchPluginStates { send: { amount: string } }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: extended by declaration merging
export interface LatchPluginStates {}

export type PluginStatus = { status: 'ready' } | { status: 'failed'; error: ErrorInfo }

export type OriginStatus =
  | { status: 'unchecked' }
  | { status: 'checking'; origin: string }
  | { status: 'allowed'; origin: string }
  | { status: 'denied' | 'unverified'; origin: string; error: ErrorInfo }

export interface LatchState {
  options: ResolvedOptions
  features: Features
  remoteFeatures: RemoteFeatures
  theme: { themeMode: 'light' | 'dark'; themeVariables: Record<string, string | number> }
  /** The language the UI speaks ('locale.set' switches it live). */
  locale: Locale
  origin: OriginStatus
  /** Whether the remote config arrived; until then the defaults apply. */
  remoteConfig: { status: 'default' | 'loading' | 'loaded' | 'failed'; analyticsEnabled: boolean }
  modal: ModalState
  router: RouterState
  toasts: ToastsState
  /** Connections per namespace (spec §3), the recent one first. */
  connections: Partial<Record<ChainNamespace, Connection[]>>
  accounts: Partial<Record<ChainNamespace, AccountState>>
  networks: NetworksState
  connectors: ConnectorsState
  wallets: WalletsState
  plugins: Partial<LatchPluginStates>
  pluginStatus: Record<string, PluginStatus>
}
