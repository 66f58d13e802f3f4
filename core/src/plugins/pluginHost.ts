import type { Bus } from '../bus/createBus'
import type { AdapterRegistry } from '../chain/adapterRegistry'
import { LatchError, toLatchError } from '../errors/LatchError'
import { scopeLogger } from '../log/logger'
import { whenIdle } from '../schedule/whenIdle'
import { toErrorInfo } from '../state/errorInfo'
import type { LatchState } from '../state/types'
import type { InternalStore } from '../store/createStore'
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
  | 'whenIdle'
> & { log: PluginContext['log'] }

export interface PluginHostDeps {
  store: InternalStore<LatchState>
  bus: Bus
  adapters: AdapterRegistry
  shared: SharedContext
  report(error: unknown, source: string): LatchError
}

/** Refuses plugin lists that cannot work: invalid entries, duplicate names, missing requirements. */
export function checkPlugins(plugins: readonly LatchPlugin[]): void {
  const seen = new Set<string>()
  for (const plugin of plugins) {
    if (typeof plugin?.name !== 'string' || plugin.name.trim() === '') {
      throw new LatchError('INVALID_PLUGIN', { params: { reason: 'a plugin needs a name' } })
    }
    if (typeof plugin.setup !== 'function') {
      throw new LatchError('INVALID_PLUGIN', {
        params: { reason: `plugin ${plugin.name} has no setup function` },
      })
    }
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

/**
 * Sets plugins up in registration order. Each plugin's registrations are tracked: a plugin whose
 * setup throws has them removed and its state changes undone, is marked failed in
 * `state.pluginStatus` and reported; plugins that require it fail too. Returns the teardown of all,
 * which runs in reverse order.
 */
export function setupPlugins(plugins: readonly LatchPlugin[], deps: PluginHostDeps): Teardown {
  const { store, bus, shared } = deps
  const teardowns: Teardown[] = []
  const failed = new Set<string>()

  for (const plugin of plugins) {
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
      whenIdle: (task) => track(whenIdle(shared.window, task)),
      registerAdapter: (adapter) => {
        const remove = deps.adapters.register(adapter, plugin.name)
        track(() => {
          remove()
          adapter.destroy?.()
        })
      },
    }

    // One batch per plugin: a failed setup is rolled back before anyone is notified.
    store.batch(() => {
      const snapshot = store.getState()
      try {
        const failedRequirement = plugin.requires?.find((name) => failed.has(name))
        if (failedRequirement) {
          throw new LatchError('PLUGIN_SETUP_FAILED', {
            params: { name: plugin.name },
            details: `It requires ${failedRequirement}, which failed to set up`,
          })
        }
        store.update((state) => {
          if (plugin.initialState !== undefined)
            (state.plugins as Record<string, unknown>)[plugin.name] = plugin.initialState
          state.pluginStatus[plugin.name] = { status: 'ready' }
        })
        const teardown = plugin.setup(context)
        teardowns.push(() => {
          try {
            teardown?.()
          } catch (error) {
            deps.report(error, plugin.name)
          } finally {
            dispose()
          }
        })
      } catch (cause) {
        dispose()
        store.restore(snapshot)
        failed.add(plugin.name)
        const error =
          cause instanceof LatchError && cause.code === 'PLUGIN_SETUP_FAILED'
            ? cause
            : new LatchError('PLUGIN_SETUP_FAILED', {
                params: { name: plugin.name },
                details: toLatchError(cause).details ?? toLatchError(cause).message,
                cause,
              })
        store.update((state) => {
          state.pluginStatus[plugin.name] = { status: 'failed', error: toErrorInfo(error) }
        })
        deps.report(error, plugin.name)
        bus.emit('plugin.failed', { plugin: plugin.name, error })
      }
    })
  }

  return () => {
    for (const teardown of teardowns.splice(0).reverse()) teardown()
  }
}
