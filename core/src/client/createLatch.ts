import { createApiClient } from '../api/createApiClient'
import { type Bus, createBus } from '../bus/createBus'
import type {
  Command,
  CommandParams,
  CommandResult,
  CommandType,
  EventHandler,
  EventType,
  LatchProviders,
} from '../bus/types'
import type { ChainNamespace } from '../caip/caip'
import { createAdapterRegistry } from '../chain/adapterRegistry'
import { type Clock, systemClock } from '../clock/clock'
import { LatchError, toLatchError } from '../errors/LatchError'
import { createConsoleLogger, type Logger } from '../log/logger'
import { createLoginMethodRegistry } from '../loginMethods/loginMethodRegistry'
import { createViewDeclarations } from '../modal/viewDeclarations'
import type { LatchOptions } from '../options/latchOptions'
import { resolveOptions } from '../options/resolveOptions'
import type { LatchWindow } from '../options/types'
import { verifyOrigin } from '../origin/verifyOrigin'
import { pluginFeatureFlags } from '../plugins/featureFlags'
import { checkPlugins, setupPlugins } from '../plugins/pluginHost'
import type { LatchPlugin } from '../plugins/types'
import { whenIdle } from '../schedule/whenIdle'
import { toErrorInfo } from '../state/errorInfo'
import { createInitialState } from '../state/initialState'
import type { LatchState } from '../state/types'
import { defaultStorage } from '../storage/adapter'
import { createLatchStorage, type LatchStorage } from '../storage/latchStorage'
import { createStore, type Store } from '../store/createStore'
import { coreModules } from './coreModules'

/** A Latch client: one store, one bus, the registered plugins. */
export interface Latch {
  /** The current immutable snapshot. */
  getState: Store<LatchState>['getState']
  /**
   * The state a server renders for this visitor, and the one a page hydrates with: made from the
   * options and the stored values alone (a returning visitor's account, reconnecting), before
   * anything only the page has — its wallets, the reconnect's answer, the origin check. A client
   * created from the same cookies gives the same, so hydration matches whenever the page's
   * live state moved on; renderers move to `getState()` once hydrated.
   */
  getServerState(): LatchState
  /** Fires `listener` only when the selected value changes. Returns the unsubscribe. */
  subscribe: Store<LatchState>['subscribe']
  /** Runs a command; the promise settles with its handler's result or a `LatchError`. */
  dispatch<K extends CommandType>(command: Command<K>): Promise<CommandResult<K>>
  /** Listens to a typed event. Returns the unsubscribe. */
  on<K extends EventType>(type: K, handler: EventHandler<K>): () => void
  /**
   * Opens the modal ('modal.open'): on `view` if given, else on Account when connected, Connect
   * otherwise (spec §2). Opening while open navigates to that view.
   */
  open(options?: CommandParams<'modal.open'>): Promise<void>
  /** Closes the modal ('modal.close'); the view stack goes back to Connect (or Account). */
  close(): Promise<void>
  /**
   * The provider of a namespace for the app's own code (eip155: an EIP-1193 provider for viem,
   * ethers or wagmi), following the active connection whatever the login method. Its code loads
   * on this first call; the namespace's plugin must be registered, else 'Chain adapter not found'.
   *
   * @example
   * const wallet = createWalletClient({ transport: custom(await latch.getProvider('eip155')) })
   */
  getProvider<N extends keyof LatchProviders & ChainNamespace>(
    namespace: N,
  ): Promise<LatchProviders[N]>
  /**
   * Sets the plugins up now, if they are not yet (a first-time visitor's wait for the page to be
   * idle, or for the first command). For a renderer, right after the paint that shows what the
   * visitor can act on: their first action then does not pay for it. Safe to call any time, and
   * more than once.
   */
  prepare(): void
  /** Persisted values and caches, for renderers and tests. */
  readonly storage: LatchStorage
  readonly clock: Clock
  /** Tears plugins down in reverse order and releases every listener. Safe to call twice. */
  destroy(): void
}

function pageWindow(option: LatchWindow | null | undefined): LatchWindow | undefined {
  if (option === null) return undefined
  if (option) return option
  const candidate = (globalThis as { window?: LatchWindow }).window
  return candidate?.location ? candidate : undefined
}

/**
 * Creates a Latch client. Validates the options (a missing project id is 'Project ID Not
 * Configured'), applies the spec's defaults, sets the plugins up in order and, in a browser,
 * checks the page origin against the project's allowed origins. In a page, a first-time visitor's
 * plugins are set up once the page is idle, or sooner by the first command (`dispatch`, `open`,
 * `getProvider`) or by `prepare()`: until then `getState` gives the state before the set-up (each
 * plugin's `initialState` is in it).
 *
 * @example
 * const latch = createLatch({ projectId: 'abc', plugins: [eip155()] })
 * latch.subscribe((s) => s.theme.themeMode, (mode) => console.log(mode))
 * await latch.dispatch({ type: 'theme.setMode', themeMode: 'dark' })
 */
export function createLatch(options: LatchOptions): Latch {
  const resolved = resolveOptions(options, pluginFeatureFlags(options.plugins))
  const plugins = (options.plugins ?? []) as LatchPlugin[]
  checkPlugins(plugins)

  const log: Logger = options.logger ?? createConsoleLogger(options.logLevel)
  const clock = options.clock ?? systemClock
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const window = pageWindow(options.window)
  const storage = createLatchStorage({ adapter: options.storage ?? defaultStorage(), clock, log })

  // Written before the store exists: nothing before the first paint pays for an update.
  const initialState = createInitialState(resolved)
  // Each plugin's slice is there from the start: what the first paint reads of it (a hook asking
  // whether the plugin is there) does not wait for the plugins' set-up.
  for (const plugin of plugins) {
    if (plugin.initialState !== undefined)
      (initialState.plugins as Record<string, unknown>)[plugin.name] = plugin.initialState
  }
  const originToCheck = window && resolved.options.verifyOrigin ? window.location.origin : undefined
  const store = createStore<LatchState>(initialState, {
    onListenerError: (error) => log.error('A state listener threw', error),
  })
  // Immer's drafts cost what an update changes, the store's copy the slices its recipe reads, but
  // immer weighs 3.5 KB gzip: it comes once the page is idle, and the first paint updates by copy.
  const loadImmer = () =>
    void import('immer')
      .then(({ produce }) => store.setProducer(produce))
      .catch((error: unknown) => log.debug('Updates stay by copy: immer did not load', error))
  let cancelImmer = () => {}
  if (window) cancelImmer = whenIdle(window, loadImmer)
  else loadImmer()
  // The updates a command makes before its first `await` notify subscribers once.
  const bus: Bus = createBus({
    around: store.batch,
    onListenerError: (error, type) => log.error(`A listener of ${type} threw`, error),
  })

  let destroyed = false
  const report = (error: unknown, source: string): LatchError => {
    const latchError = toLatchError(error)
    log.error(`${source}: ${latchError.message}`, latchError.details ?? latchError.cause)
    bus.emit('error', { error: latchError, source })
    return latchError
  }

  const adapters = createAdapterRegistry()
  adapters.onChange(({ namespace, added }) =>
    bus.emit(added ? 'adapter.added' : 'adapter.removed', { namespace }),
  )
  const { projectId, sdkType, sdkVersion, endpoints } = resolved.options
  const api = createApiClient({
    fetch: fetchFn,
    clock,
    log,
    endpoints,
    identity: { projectId, sdkType, sdkVersion },
  })

  let teardownPlugins: (() => void) | undefined
  let serverState!: LatchState
  /** Sets the plugins up, once, then reconnects what the user connected last time. */
  const setUp = () => {
    if (teardownPlugins || destroyed) return
    teardownPlugins = setupPlugins([...coreModules, ...plugins], {
      store,
      bus,
      adapters,
      loginMethods: createLoginMethodRegistry(),
      views: createViewDeclarations(),
      report,
      shared: {
        api,
        getAdapter: adapters.get,
        getAdapters: adapters.all,
        options: store.getState().options,
        storage,
        clock,
        fetch: fetchFn,
        window,
        log,
        dispatch: (command) => bus.dispatch(command),
        emit: bus.emit,
      },
    })
    serverState ??= store.getState()
    // In a page, reconnect what the user connected last time; a server renders disconnected.
    if (window) {
      bus.dispatch({ type: 'connection.reconnect' }).catch((error) => report(error, 'reconnect'))
    }
  }
  // A first-time visitor's page paints before any plugin is set up: nothing it shows needs one
  // until they act. They are set up once the page is idle, or sooner by the first command or by
  // `prepare()` (the default UI calls it in the task after the commit that shows its buttons). A
  // returning visitor's first paint shows what is restored (the account, as reconnecting; the
  // network they chose): theirs are set up now, as on a server.
  const connectorIds = storage.get('connectorIds') ?? {}
  const returning =
    Object.keys(connectorIds).length > 0 || storage.get('activeCaipNetworkId') !== undefined
  // A first-time visitor's server state is the one before the set-up (a page defers it); a
  // returning visitor's is the one right after it, before the page's reconnect.
  if (!returning) serverState = store.getState()
  let cancelDeferredSetUp = () => {}
  if (window && !returning) cancelDeferredSetUp = whenIdle(window, setUp)
  else setUp()
  if (originToCheck) {
    store.update((state) => {
      state.origin = { status: 'checking', origin: originToCheck }
    })
  }

  let cancelOriginCheck = () => {}
  if (window && originToCheck) {
    // After the visitor's first action, once the page is idle: the check never delays the first
    // paint, and the project's API hears of the page only when the visitor does something.
    cancelOriginCheck = whenIdle(
      window,
      () => {
        verifyOrigin(originToCheck, {
          apiUrl: endpoints.api,
          fetch: fetchFn,
          projectId,
          sdkType,
          sdkVersion,
        })
          .then((check) => {
            if (destroyed) return
            store.update((state) => {
              state.origin =
                check.status === 'allowed' ? check : { ...check, error: toErrorInfo(check.error) }
            })
            if (check.status !== 'allowed') report(check.error, 'origin')
          })
          .catch((error: unknown) => {
            if (!destroyed) report(error, 'origin')
          })
      },
      true,
    )
  }

  const latch: Latch = {
    getState: store.getState,
    getServerState: () => serverState,
    subscribe: store.subscribe,
    dispatch(command) {
      if (destroyed) return Promise.reject(new LatchError('CLIENT_DESTROYED'))
      setUp()
      return bus.dispatch(command)
    },
    open: (params = {}) => latch.dispatch({ type: 'modal.open', ...params }),
    close: () => latch.dispatch({ type: 'modal.close' }),
    prepare: setUp,
    getProvider(namespace) {
      const type = `${namespace}.getProvider`
      setUp()
      if (!bus.hasHandler(type as CommandType)) {
        return Promise.reject(new LatchError('CHAIN_ADAPTER_NOT_FOUND', { details: namespace }))
      }
      return latch.dispatch({ type } as never) as Promise<never>
    },
    on: bus.on,
    storage,
    clock,
    destroy() {
      if (destroyed) return
      bus.emit('destroy', undefined)
      destroyed = true
      cancelOriginCheck()
      cancelDeferredSetUp()
      cancelImmer()
      teardownPlugins?.()
      bus.clear()
      store.clear()
    },
  }
  return latch
}
