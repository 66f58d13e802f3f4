import type { ApiClient } from '../api/types'
import type { Bus } from '../bus/createBus'
import type { CommandHandler, CommandType } from '../bus/types'
import type { ChainNamespace } from '../caip/caip'
import type { ChainAdapter } from '../chain/types'
import type { Clock } from '../clock/clock'
import type { LatchError } from '../errors/LatchError'
import type { Logger } from '../log/logger'
import type { LoginMethodRegistry } from '../loginMethods/loginMethodRegistry'
import type { LoginMethod } from '../loginMethods/types'
import type { ViewDeclaration, ViewName } from '../modal/types'
import type { ViewDeclarations } from '../modal/viewDeclarations'
import type { LatchFeatureFlags, LatchWindow, ResolvedOptions } from '../options/types'
import type { LatchState } from '../state/types'
import type { StorageSchema } from '../storage/keys'
import type { LatchStorage } from '../storage/latchStorage'
import type { Store } from '../store/createStore'
import type { Recipe } from '../store/recipe'

export type Teardown = () => void

/** What a plugin gets in `setup`: the store, the bus and the injected edges, scoped to it. */
export interface PluginContext {
  readonly name: string
  /** Plain-data options, frozen. */
  readonly options: ResolvedOptions
  readonly storage: LatchStorage
  readonly clock: Clock
  readonly fetch: typeof fetch
  /** The page, or undefined on a server. */
  readonly window: LatchWindow | undefined
  /** A logger whose lines start with the plugin's name. */
  readonly log: Logger
  getState(): LatchState
  update(recipe: Recipe<LatchState>): void
  batch<T>(fn: () => T): T
  subscribe: Store<LatchState>['subscribe']
  /** Registers the handler of a command; removed on teardown. */
  handle<K extends CommandType>(type: K, handler: CommandHandler<K>): void
  dispatch: Bus['dispatch']
  emit: Bus['emit']
  on: Bus['on']
  /**
   * Runs background work once the visitor first acted (a press or a key) and the page is idle
   * after its first paint (at once on a server): background work may ask a remote service, which
   * hears nothing before the visitor acts. Cancelled on teardown.
   */
  whenIdle(task: () => void): void
  /** Logs an error, emits it as the `error` event and returns it as a `LatchError`. */
  report(error: unknown): LatchError
  /** HTTP clients of the Provider, Data and analytics APIs (sdk parameters, retries, cache). */
  readonly api: ApiClient
  /** Registers this plugin's chain adapter (one per namespace); removed on teardown. */
  registerAdapter(adapter: ChainAdapter): void
  getAdapter(namespace: ChainNamespace): ChainAdapter | undefined
  /** Every registered adapter, one per namespace. */
  getAdapters(): ChainAdapter[]
  /**
   * Registers a login method that serves several namespaces (a relay session, an embedded
   * wallet); removed on teardown. Namespace adapters list it through `loginMethods`.
   */
  registerLoginMethod(method: LoginMethod): void
  /**
   * Declares this plugin's storage keys with their schemas (the same as its `LatchStorageKeys`
   * merge). A key the core or another plugin declared is refused (DUPLICATE_DECLARATION).
   */
  declareStorage(schemas: Record<string, StorageSchema>): void
  /**
   * Declares this plugin's views (the same as its `LatchViews` merge): the modal and the router
   * take them once declared, and a connect ends those marked `connecting`. A view the core or
   * another plugin declared is refused (DUPLICATE_DECLARATION); removed on teardown.
   */
  declareViews(views: Partial<Record<ViewName, ViewDeclaration>>): void
  /** The declared views (the core's and every plugin's). */
  readonly views: Pick<ViewDeclarations, 'get' | 'all'>
  /** The registered login methods; an `onChange` listener is removed on teardown. */
  readonly loginMethods: Pick<LoginMethodRegistry, 'get' | 'forNamespace' | 'onChange'>
}

export interface LatchPlugin<Name extends string = string> {
  /** Unique among the registered plugins. */
  readonly name: Name
  /** Plugins that must be registered before this one. */
  readonly requires?: readonly string[]
  /**
   * Its feature flags (its `LatchFeatureFlags` merge) with their defaults: the app sets them in
   * `features` like the core's, and they are in `state.features`. Read when the client is
   * created, before the options are checked; a flag the core or another plugin has is refused.
   */
  readonly features?: Partial<Record<keyof LatchFeatureFlags, boolean>>
  /** This plugin's slice, put at `state.plugins[name]` before `setup` runs. */
  readonly initialState?: unknown
  /** Registers handlers and listeners; returns what undoes anything else it started. */
  setup(context: PluginContext): void | Teardown
}
