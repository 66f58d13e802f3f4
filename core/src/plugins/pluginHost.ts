import * as v from 'valibot'
import type { Bus } from '../bus/createBus'
import type { AdapterRegistry } from '../chain/adapterRegistry'
import { LatchError, toLatchError } from '../errors/LatchError'
import { scopeLogger } from '../log/logger'
import type { LoginMethodRegistry } from '../loginMethods/loginMethodRegistry'
import type { ViewDeclarations } from '../modal/viewDeclarations'
import { whenIdle } from '../schedule/whenIdle'
import { toErrorInfo } from '../state/errorInfo'
import type { LatchState } from '../state/types'
import type { InternalStore } from '../store/createStore'
import { lazySchema } from '../validation/lazySchema'
import { check, formatIssues } from '../validation/parse'
import type { LatchPlugin, PluginContext, Teardown } from './types'

type SharedContext = Omit<
  PluginContext,
  | 'name'
  | 'log'
  | 'handle'
  | 'on'
  | 'subscribe'
  | 'update'
  | 'batch'
  | 'getState'
  | 'report'
  | 'registerAdapter'
  | 'registerLoginMethod'
  | 'declareStorage'
  | 'declareViews'
  | 'views'
  | 'loginMethods'
  | 'whenIdle'
> & { log: PluginContext['log'] }

export interface PluginHostDeps {
  /** Its state holds each plugin's `initialState` under `plugins.<name>` already. */
  store: InternalStore<LatchState>
  bus: Bus
  adapters: AdapterRegistry
  loginMethods: LoginMethodRegistry
  views: ViewDeclarations
  shared: SharedContext
  report(error: unknown, source: string): LatchError
}

/**
 * Names that every object already has (`__proto__`, `constructor`, `toString`…) or that functions
 * have (`prototype`): state keeps a record per plugin name, and such a name would reach the prototype.
 */
const isPrototypeKey = (name: string) => name in Object.prototype || name === 'prototype'

/** A plugin's shape, checked once when the client is created (built then, not at import). */
const pluginSchema = lazySchema(() =>
  v.looseObject({
    name: v.pipe(
      v.string(),
      v.check((name) => name.trim() !== '', 'a plugin needs a name'),
      v.check((name) => !isPrototypeKey(name), 'this name is reserved'),
    ),
    requires: v.optional(v.array(v.string())),
    setup: v.custom<LatchPlugin['setup']>(
      (value) => typeof value === 'function',
      'Expected a function',
    ),
  }),
)

function checkShape(plugin: unknown, index: number): void {
  const result = check(pluginSchema(), plugin)
  if (!result.issues) return
  const { issues } = result
  const name = (plugin as { name?: unknown } | null)?.name
  const which = typeof name === 'string' && name.trim() !== '' ? name : `#${index + 1}`
  const problems = formatIssues(issues)
  throw new LatchError('INVALID_PLUGIN', {
    params: { reason: `plugin ${which}: ${problems}` },
    details: problems,
    data: issues,
    cause: result.cause,
  })
}

/** Refuses plugin lists that cannot work: invalid entries, duplicate names, missing requirements. */
export function checkPlugins(plugins: readonly LatchPlugin[]): void {
  plugins.forEach(checkShape)
  const seen = new Set<string>()
  for (const plugin of plugins) {
    if (seen.has(plugin.name)) {
      throw new LatchError('DUPLICATE_PLUGIN', { params: { name: plugin.name } })
    }
    for (const required of plugin.requires ?? []) {
      if (!seen.has(required)) {
        const registeredLater = plugins.some((other) => other.name === required)
        throw new LatchError('MISSING_REQUIRED_PLUGIN', {
          params: { name: plugin.name, required },
          details: registeredLater
            ? `Move ${required} before ${plugin.name} in the plugins list`
            : `Add ${required} to the plugins list`,
        })
      }
    }
    seen.add(plugin.name)
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function'

/**
 * Sets plugins up in registration order. Each plugin's registrations are tracked: a plugin whose
 * setup throws has them removed and its state changes undone, is marked failed in
 * `state.pluginStatus` and reported; plugins that require it fail too. A setup that returns a
 * promise which rejects fails the same way once it rejects. Returns the teardown of all, which runs
 * in reverse order.
 */
export function setupPlugins(plugins: readonly LatchPlugin[], deps: PluginHostDeps): Teardown {
  const { store, bus, shared } = deps
  // How to stop each plugin set up, in setup order; a plugin that fails leaves it.
  const running = new Map<string, Teardown>()
  const failed = new Set<string>()

  /** Records a failure in state, the log and as an event; the plugin's registrations are gone. */
  const markFailed = (name: string, cause: unknown) => {
    failed.add(name)
    const error =
      cause instanceof LatchError && cause.code === 'PLUGIN_SETUP_FAILED'
        ? cause
        : new LatchError('PLUGIN_SETUP_FAILED', {
            params: { name },
            details: toLatchError(cause).details ?? toLatchError(cause).message,
            cause,
          })
    store.update((state) => {
      state.pluginStatus[name] = { status: 'failed', error: toErrorInfo(error) }
    })
    deps.report(error, name)
    bus.emit('plugin.failed', { plugin: name, error })
  }

  const failedRequirement = (plugin: LatchPlugin) => {
    const required = plugin.requires?.find((name) => failed.has(name))
    return required
      ? new LatchError('PLUGIN_SETUP_FAILED', {
          params: { name: plugin.name },
          details: `It requires ${required}, which failed to set up`,
        })
      : undefined
  }

  /**
   * An async setup rejected, after the plugins after it were set up: it and the plugins that
   * require it are stopped (registrations and slice removed) and fail. Other state changes stay, as
   * other plugins may have built on them since.
   */
  const failLate = (plugin: LatchPlugin, cause: unknown) => {
    // Destroyed meanwhile: nothing is left to roll back or to tell.
    if (!running.has(plugin.name)) return
    store.batch(() => {
      const stop = (name: string, error: unknown) => {
        running.get(name)?.()
        running.delete(name)
        store.update((state) => {
          delete (state.plugins as Record<string, unknown>)[name]
        })
        markFailed(name, error)
      }
      stop(plugin.name, cause)
      // In registration order, so a plugin's requirements are settled before it.
      for (const other of plugins) {
        const error = running.has(other.name) ? failedRequirement(other) : undefined
        if (error) stop(other.name, error)
      }
    })
  }

  const setupOne = (plugin: LatchPlugin) => {
    const disposers: Teardown[] = []
    const track = (dispose: Teardown) => {
      disposers.push(dispose)
    }
    const dispose = () => {
      for (const disposer of disposers.splice(0).reverse()) disposer()
    }
    const context: PluginContext = {
      ...shared,
      name: plugin.name,
      log: scopeLogger(shared.log, plugin.name),
      getState: store.getState,
      update: store.update,
      batch: store.batch,
      subscribe: (selector, listener, equalityFn) => {
        const unsubscribe = store.subscribe(selector, listener, equalityFn)
        track(unsubscribe)
        return unsubscribe
      },
      handle: (type, handler) => track(bus.handle(type, handler, plugin.name)),
      on: (type, handler) => {
        const off = bus.on(type, handler)
        track(off)
        return off
      },
      report: (error) => deps.report(error, plugin.name),
      // A plugin's background work may ask a remote service: it waits for the visitor's action.
      whenIdle: (task) => track(whenIdle(shared.window, task, true)),
      registerAdapter: (adapter) => {
        const remove = deps.adapters.register(adapter, plugin.name)
        track(() => {
          remove()
          adapter.destroy?.()
        })
      },
      registerLoginMethod: (method) => track(deps.loginMethods.register(method, plugin.name)),
      declareStorage: (schemas) => {
        const taken = shared.storage.declare(plugin.name, schemas)
        if (taken) {
          throw new LatchError('DUPLICATE_DECLARATION', {
            params: { kind: 'Storage key', key: taken.key, owner: taken.owner },
          })
        }
      },
      declareViews: (views) => {
        const declared = deps.views.declare(plugin.name, views)
        if ('taken' in declared) {
          throw new LatchError('DUPLICATE_DECLARATION', {
            params: { kind: 'View', key: declared.taken.key, owner: declared.taken.owner },
          })
        }
        track(declared.remove)
      },
      views: { get: deps.views.get, all: deps.views.all },
      loginMethods: {
        get: deps.loginMethods.get,
        forNamespace: deps.loginMethods.forNamespace,
        onChange: (listener) => {
          const off = deps.loginMethods.onChange(listener)
          track(off)
          return off
        },
      },
    }

    // One batch per plugin: a failed setup is rolled back before anyone is notified.
    store.batch(() => {
      const snapshot = store.getState()
      try {
        const requirementFailed = failedRequirement(plugin)
        if (requirementFailed) throw requirementFailed
        const result: unknown = plugin.setup(context)
        let teardown = typeof result === 'function' ? (result as Teardown) : undefined
        let stopped = false
        running.set(plugin.name, () => {
          stopped = true
          try {
            teardown?.()
          } catch (error) {
            deps.report(error, plugin.name)
          } finally {
            dispose()
          }
        })
        if (isThenable(result)) {
          result.then(
            (late) => {
              if (typeof late !== 'function') return
              // Set up after the client was destroyed: undone at once.
              if (stopped) late()
              else teardown = late as Teardown
            },
            (cause: unknown) => failLate(plugin, cause),
          )
        }
      } catch (cause) {
        dispose()
        store.restore(snapshot)
        // The client put the slice in its first state: a plugin that failed has none.
        store.update((state) => {
          delete (state.plugins as Record<string, unknown>)[plugin.name]
        })
        markFailed(plugin.name, cause)
      }
    })
  }

  // The login methods registered during the set-up are announced once, after it: each
  // announcement has every namespace list its connectors again.
  deps.loginMethods.batch(() => {
    for (const plugin of plugins) setupOne(plugin)
  })

  // All ready in one update, not one each: a first-time visitor's set-up runs in their first
  // click, which pays for every update (nothing reads the status during the set-up).
  if (running.size > 0) {
    store.update((state) => {
      for (const name of running.keys()) state.pluginStatus[name] = { status: 'ready' }
    })
  }

  return () => {
    const stops = Array.from(running.values()).reverse()
    running.clear()
    for (const stop of stops) stop()
  }
}
