import { createIdlePage, createMockChainAdapter, mockNetworks } from '@latch/testkit'
import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch'
import { createMemoryLogger } from '../log/logger'
import type { LoginMethod } from '../loginMethods/types'
import { definePlugin } from './definePlugin'
import type { LatchPlugin, PluginContext } from './types'

declare module '../bus/types' {
  interface LatchCommands {
    'counter.increment': { params: { by: number }; result: number }
    'counter.read': { params: void; result: number }
    'broken.ping': { params: void; result: string }
  }
}
declare module '../state/types' {
  interface LatchPluginStates {
    counter: { value: number }
  }
}

const counter = definePlugin({
  name: 'counter',
  initialState: { value: 0 },
  setup(ctx) {
    ctx.handle('counter.increment', ({ by }) => {
      ctx.update((state) => {
        const slice = state.plugins.counter
        if (slice) slice.value += by
      })
      return ctx.getState().plugins.counter?.value ?? 0
    })
    ctx.handle('counter.read', () => ctx.getState().plugins.counter?.value ?? 0)
  },
})

const base = { projectId: 'test', window: null, logLevel: 'silent' } as const

describe('plugin host', () => {
  it('sets plugins up in registration order and tears them down in reverse', () => {
    const calls: string[] = []
    const make = (name: string) =>
      definePlugin({
        name,
        setup() {
          calls.push(`setup ${name}`)
          return () => calls.push(`teardown ${name}`)
        },
      })
    const latch = createLatch({ ...base, plugins: [make('a'), make('b'), make('c')] })
    expect(calls).toEqual(['setup a', 'setup b', 'setup c'])
    latch.destroy()
    expect(calls.slice(3)).toEqual(['teardown c', 'teardown b', 'teardown a'])
  })

  it('gives setup the context of the design: state, bus, edges, scoped log', async () => {
    const logger = createMemoryLogger()
    let seen: Record<string, unknown> = {}
    const latch = createLatch({
      ...base,
      logger,
      plugins: [
        counter,
        definePlugin({
          name: 'inspector',
          setup(ctx) {
            seen = {
              name: ctx.name,
              projectId: ctx.options.projectId,
              hasStorage: typeof ctx.storage.get === 'function',
              now: typeof ctx.clock.now(),
              fetch: typeof ctx.fetch,
              window: ctx.window,
            }
            ctx.log.warn('hello')
          },
        }),
      ],
    })
    expect(seen).toEqual({
      name: 'inspector',
      projectId: 'test',
      hasStorage: true,
      now: 'number',
      fetch: 'function',
      window: undefined,
    })
    expect(logger.entries).toContainEqual({
      level: 'warn',
      message: '[inspector] hello',
      details: undefined,
    })
    expect(latch.getState().plugins.counter).toEqual({ value: 0 })
    expect(latch.getState().pluginStatus).toMatchObject({
      counter: { status: 'ready' },
      inspector: { status: 'ready' },
    })
    await expect(latch.dispatch({ type: 'counter.increment', by: 2 })).resolves.toBe(2)
  })

  it('refuses a duplicate plugin name', () => {
    expect(() => createLatch({ ...base, plugins: [counter, counter] })).toThrow(
      expect.objectContaining({
        code: 'DUPLICATE_PLUGIN',
        message: 'Plugin counter is registered more than once',
      }),
    )
  })

  it('refuses a missing required plugin, and says how to fix the order', () => {
    const needsCounter = definePlugin({ name: 'doubler', requires: ['counter'], setup() {} })
    expect(() => createLatch({ ...base, plugins: [needsCounter] })).toThrow(
      expect.objectContaining({
        code: 'MISSING_REQUIRED_PLUGIN',
        message: 'Plugin doubler requires plugin counter, registered before it',
        details: 'Add counter to the plugins list',
      }),
    )
    expect(() => createLatch({ ...base, plugins: [needsCounter, counter] })).toThrow(
      expect.objectContaining({ details: 'Move counter before doubler in the plugins list' }),
    )
  })

  it('refuses something that is not a plugin', () => {
    expect(() => createLatch({ ...base, plugins: [{ name: '', setup() {} }] })).toThrow(
      expect.objectContaining({ code: 'INVALID_PLUGIN' }),
    )
  })

  it.each([
    ['requires that is a number', { name: 'odd', requires: 5, setup() {} }, 'odd: requires'],
    ['requires that is an object', { name: 'odd', requires: {}, setup() {} }, 'odd: requires'],
    ['requires with a non-string', { name: 'odd', requires: ['counter', 7], setup() {} }, 'odd'],
    ['a name that is not a string', { name: 5, setup() {} }, '#1: name'],
    ['a blank name', { name: '  ', setup() {} }, '#1: name'],
    ['the name __proto__', { name: '__proto__', setup() {} }, 'name'],
    ['the name constructor', { name: 'constructor', setup() {} }, 'name'],
    ['the name prototype', { name: 'prototype', setup() {} }, 'name'],
    ['the name hasOwnProperty', { name: 'hasOwnProperty', setup() {} }, 'name'],
  ])('refuses a plugin with %s as an invalid plugin', (_, plugin, reason) => {
    let thrown: unknown
    try {
      createLatch({ ...base, plugins: [plugin as unknown as LatchPlugin] })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({
      name: 'LatchError',
      code: 'INVALID_PLUGIN',
      message: expect.stringContaining(reason),
    })
  })

  it('fails a plugin that registers an adapter for an unknown namespace, changing nothing', () => {
    const adapter = createMockChainAdapter({
      namespace: 'constructor' as 'eip155',
      networks: [mockNetworks.home],
    })
    const latch = createLatch({
      ...base,
      plugins: [definePlugin({ name: 'odd', setup: (ctx) => ctx.registerAdapter(adapter) })],
    })
    expect(latch.getState().pluginStatus.odd).toMatchObject({
      status: 'failed',
      error: {
        details: 'Invalid plugin: odd registers an adapter for an unknown namespace: constructor',
      },
    })
    expect(latch.getState().connectors.all).toEqual([])
    expect(Object.keys(latch.getState().accounts)).toEqual([])
  })

  it('fails a plugin whose async setup rejects, as one that throws, with no unhandled rejection', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const logger = createMemoryLogger()
      const failed = vi.fn()
      // Not allowed by the types, but plain JavaScript (or a cast) can pass one.
      const late = {
        name: 'late',
        async setup(ctx: PluginContext) {
          ctx.handle('broken.ping', () => 'pong')
          await Promise.resolve()
          throw new Error('cannot reach the wallet')
        },
      } as unknown as LatchPlugin
      const listener = definePlugin({
        name: 'listener',
        setup(ctx) {
          ctx.on('plugin.failed', failed)
        },
      })
      const dependent = definePlugin({ name: 'dependent', requires: ['late'], setup() {} })
      const latch = createLatch({ ...base, logger, plugins: [listener, late, dependent, counter] })
      await new Promise((resolve) => setTimeout(resolve, 0))

      expect(latch.getState().pluginStatus.late).toEqual({
        status: 'failed',
        error: {
          code: 'PLUGIN_SETUP_FAILED',
          message: 'Plugin late failed to set up',
          details: 'cannot reach the wallet',
        },
      })
      await expect(latch.dispatch({ type: 'broken.ping' })).rejects.toMatchObject({
        code: 'UNKNOWN_COMMAND',
      })
      expect(failed).toHaveBeenCalledWith(
        expect.objectContaining({
          plugin: 'late',
          error: expect.objectContaining({ code: 'PLUGIN_SETUP_FAILED' }),
        }),
      )
      expect(logger.entries.some((e) => e.level === 'error' && e.message.includes('late'))).toBe(
        true,
      )
      // What requires it fails too; the rest keeps working.
      expect(latch.getState().pluginStatus.dependent).toMatchObject({
        status: 'failed',
        error: { details: 'It requires late, which failed to set up' },
      })
      await expect(latch.dispatch({ type: 'counter.increment', by: 1 })).resolves.toBe(1)
      latch.destroy()
      expect(logger.entries.filter((e) => e.level === 'error')).toHaveLength(2)
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('rolls back a plugin whose setup fails and reports it, leaving the others working', async () => {
    const logger = createMemoryLogger()
    const failed = vi.fn()
    const broken = definePlugin({
      name: 'broken',
      initialState: { half: true },
      setup(ctx) {
        ctx.handle('broken.ping', () => 'pong')
        ctx.on('plugin.failed', () => {})
        ctx.update((state) => {
          state.features.send = false
        })
        throw new Error('cannot reach the wallet')
      },
    })
    const listener = definePlugin({
      name: 'listener',
      setup(ctx) {
        ctx.on('plugin.failed', failed)
      },
    })
    const latch = createLatch({ ...base, logger, plugins: [listener, broken, counter] })

    // Its command handler and state changes are gone; the next plugin still set up.
    await expect(latch.dispatch({ type: 'broken.ping' })).rejects.toMatchObject({
      code: 'UNKNOWN_COMMAND',
    })
    expect(latch.getState().features.send).toBe(true)
    expect(latch.getState().plugins).not.toHaveProperty('broken')
    await expect(latch.dispatch({ type: 'counter.increment', by: 1 })).resolves.toBe(1)

    // It is reported: in state, through the log and as an event.
    expect(latch.getState().pluginStatus.broken).toEqual({
      status: 'failed',
      error: {
        code: 'PLUGIN_SETUP_FAILED',
        message: 'Plugin broken failed to set up',
        details: 'cannot reach the wallet',
      },
    })
    expect(logger.entries.some((e) => e.level === 'error' && e.message.includes('broken'))).toBe(
      true,
    )
    expect(failed).toHaveBeenCalledWith(
      expect.objectContaining({
        plugin: 'broken',
        error: expect.objectContaining({ code: 'PLUGIN_SETUP_FAILED' }),
      }),
    )
  })

  it('fails the plugins that require a failed one', () => {
    const broken = definePlugin({
      name: 'base',
      setup() {
        throw new Error('nope')
      },
    })
    const dependent = definePlugin({ name: 'dependent', requires: ['base'], setup: vi.fn() })
    const latch = createLatch({ ...base, plugins: [broken, dependent] })
    expect(dependent.setup).not.toHaveBeenCalled()
    expect(latch.getState().pluginStatus.dependent).toMatchObject({
      status: 'failed',
      error: { details: 'It requires base, which failed to set up' },
    })
  })

  it('removes handlers, listeners and subscriptions registered after setup on destroy', async () => {
    const heard = vi.fn()
    let lateUpdate = (_mode: 'light' | 'dark') => {}
    const latch = createLatch({
      ...base,
      plugins: [
        counter,
        definePlugin({
          name: 'late',
          setup(ctx) {
            ctx.subscribe((s) => s.theme.themeMode, heard)
            lateUpdate = (mode) =>
              ctx.update((state) => {
                state.theme.themeMode = mode
              })
          },
        }),
      ],
    })
    await latch.dispatch({ type: 'theme.setMode', themeMode: 'dark' })
    expect(heard).toHaveBeenCalledOnce()
    latch.destroy()
    lateUpdate('light') // e.g. a timer the plugin forgot: nobody hears it any more
    expect(heard).toHaveBeenCalledOnce()
    await expect(latch.dispatch({ type: 'counter.read' })).rejects.toMatchObject({
      code: 'CLIENT_DESTROYED',
      message: 'This Latch client has been destroyed',
    })
  })

  it('reports a teardown that throws and still tears the rest down', () => {
    const logger = createMemoryLogger()
    const calls: string[] = []
    const latch = createLatch({
      ...base,
      logger,
      plugins: [
        definePlugin({ name: 'first', setup: () => () => calls.push('first') }),
        definePlugin({
          name: 'second',
          setup: () => () => {
            throw new Error('teardown bug')
          },
        }),
      ],
    })
    latch.destroy()
    latch.destroy() // twice is harmless
    expect(calls).toEqual(['first'])
    expect(logger.entries.filter((e) => e.level === 'error')).toHaveLength(1)
  })

  it('announces the login methods of the set-up once, and marks the plugins ready in one update', () => {
    // The set-up runs in a first-time visitor's first click: each announcement has every
    // namespace list its connectors again, and each update is the click's time.
    const loginMethod = (id: string): LoginMethod => ({
      id,
      name: id,
      kind: 'auth',
      namespaces: ['eip155'],
      provider: () => undefined,
      disconnect: async () => {},
    })
    const announced = vi.fn()
    let seen: string[] = []
    const page = createIdlePage()
    const latch = createLatch({
      ...base,
      window: page.window,
      verifyOrigin: false,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      plugins: [
        definePlugin({
          name: 'listening',
          setup: (ctx) => {
            ctx.loginMethods.onChange(() => {
              announced()
              seen = ctx.loginMethods.forNamespace('eip155').map((method) => method.id)
            })
          },
        }),
        definePlugin({ name: 'one', setup: (ctx) => ctx.registerLoginMethod(loginMethod('one')) }),
        definePlugin({ name: 'two', setup: (ctx) => ctx.registerLoginMethod(loginMethod('two')) }),
      ],
    })
    const statuses = vi.fn()
    latch.subscribe((state) => state.pluginStatus, statuses)
    page.becomeIdle()
    expect(announced).toHaveBeenCalledOnce()
    expect(seen).toEqual(['one', 'two'])
    expect(statuses).toHaveBeenCalledOnce()
    expect(latch.getState().pluginStatus).toMatchObject({
      listening: { status: 'ready' },
      one: { status: 'ready' },
      two: { status: 'ready' },
    })
    latch.destroy()
  })
})
