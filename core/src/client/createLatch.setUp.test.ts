import { createIdlePage } from '@latch/testkit'
import { isDraft } from 'immer'
import { describe, expect, it, vi } from 'vitest'
import type { LatchWindow } from '../options/types'
import { definePlugin } from '../plugins/definePlugin'
import type { PluginContext } from '../plugins/types'
import { createMemoryStorage } from '../storage/adapter'
import { createLatch } from './createLatch'

const counted = () => {
  const setup = vi.fn()
  return { setup, plugin: definePlugin({ name: 'counted', setup }) }
}

// No service is reached: the set-up's background work (the remote config) fails at once.
const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'))

const options = (window: LatchWindow, storage = createMemoryStorage()) => ({
  projectId: 'p',
  logLevel: 'silent' as const,
  verifyOrigin: false,
  fetch: offline,
  window,
  storage,
})

describe("createLatch in a page: a first-time visitor's plugins wait for the first paint", () => {
  it('sets them up once the page is idle, once', () => {
    const page = createIdlePage()
    const { setup, plugin } = counted()
    const latch = createLatch({ ...options(page.window), plugins: [plugin] })
    // The first paint renders from the initial state: no plugin has run yet.
    expect(setup).not.toHaveBeenCalled()
    expect(latch.getState().pluginStatus).toEqual({})
    expect(latch.getState().theme.themeMode).toBe('light')

    page.becomeIdle()
    expect(setup).toHaveBeenCalledOnce()
    expect(latch.getState().pluginStatus.counted).toEqual({ status: 'ready' })
    page.becomeIdle()
    expect(setup).toHaveBeenCalledOnce()
    latch.destroy()
  })

  it("has each plugin's slice in the first state, so what the first paint reads of it is there", () => {
    const page = createIdlePage()
    const sliced = definePlugin({ name: 'sliced', initialState: { items: [] }, setup() {} })
    const latch = createLatch({ ...options(page.window), plugins: [sliced] })
    expect(latch.getState().plugins).toEqual({ sliced: { items: [] } })
    expect(latch.getState().pluginStatus).toEqual({})
    latch.destroy()
  })

  it('sets them up at once for the first command, and not again once idle', async () => {
    const page = createIdlePage()
    const { setup, plugin } = counted()
    const latch = createLatch({ ...options(page.window), plugins: [plugin] })
    // A command that loads no code: opening the modal would start the catalogue's import, which
    // could outlive the test file.
    const switching = latch.dispatch({ type: 'theme.setMode', themeMode: 'dark' })
    expect(setup).toHaveBeenCalledOnce()
    await switching
    expect(latch.getState().theme.themeMode).toBe('dark')

    page.becomeIdle()
    expect(setup).toHaveBeenCalledOnce()
    latch.destroy()
  })

  it('sets them up when asked (prepare), once, before the page is idle', () => {
    const page = createIdlePage()
    const { setup, plugin } = counted()
    const latch = createLatch({ ...options(page.window), plugins: [plugin] })
    latch.prepare()
    expect(setup).toHaveBeenCalledOnce()
    expect(latch.getState().pluginStatus.counted).toEqual({ status: 'ready' })
    latch.prepare()
    page.becomeIdle()
    expect(setup).toHaveBeenCalledOnce()
    latch.destroy()
    // A destroyed client sets nothing up.
    const { setup: later, plugin: laterPlugin } = counted()
    const destroyed = createLatch({ ...options(createIdlePage().window), plugins: [laterPlugin] })
    destroyed.destroy()
    destroyed.prepare()
    expect(later).not.toHaveBeenCalled()
  })

  it('sets them up for getProvider, so the namespace plugin can answer', async () => {
    const page = createIdlePage()
    const provider = { request: async () => null }
    const namespace = definePlugin({
      name: 'fake-eip155',
      setup(ctx) {
        ctx.handle('eip155.getProvider', (() => provider) as never)
      },
    })
    const latch = createLatch({ ...options(page.window), plugins: [namespace] })
    expect(await latch.getProvider('eip155')).toBe(provider)
    latch.destroy()
  })

  it('listeners added before the set-up hear what it emits', () => {
    const page = createIdlePage()
    const failing = definePlugin({
      name: 'failing',
      setup() {
        throw new Error('no')
      },
    })
    const latch = createLatch({ ...options(page.window), plugins: [failing] })
    const failed = vi.fn()
    latch.on('plugin.failed', failed)
    page.becomeIdle()
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ plugin: 'failing' }))
    latch.destroy()
  })

  it.each([
    ['a connection', 'connectorIds', { eip155: 'io.metamask' }],
    ['a chosen network', 'activeCaipNetworkId', 'eip155:8453'],
  ] as const)(
    "sets a returning visitor's up at once: the first paint shows %s restored",
    (_, key, value) => {
      const page = createIdlePage()
      const storage = createMemoryStorage()
      // What the last visit left behind.
      const lastVisit = createLatch({ projectId: 'p', logLevel: 'silent', storage })
      lastVisit.storage.set(key, value as never)
      lastVisit.destroy()
      const { setup, plugin } = counted()
      createLatch({ ...options(page.window, storage), plugins: [plugin] }).destroy()
      expect(setup).toHaveBeenCalledOnce()
    },
  )

  it('a visitor who disconnected last time is a first-time visitor again', () => {
    const page = createIdlePage()
    const storage = createMemoryStorage()
    const lastVisit = createLatch({ projectId: 'p', logLevel: 'silent', storage })
    lastVisit.storage.set('connectorIds', {})
    lastVisit.destroy()
    const { setup, plugin } = counted()
    createLatch({ ...options(page.window, storage), plugins: [plugin] }).destroy()
    expect(setup).not.toHaveBeenCalled()
  })

  it('destroyed before the page is idle, never sets them up', () => {
    const page = createIdlePage()
    const { setup, plugin } = counted()
    createLatch({ ...options(page.window), plugins: [plugin] }).destroy()
    page.becomeIdle()
    expect(setup).not.toHaveBeenCalled()
  })

  it('on a server or in a window without idle callbacks, sets them up at once', () => {
    const { setup, plugin } = counted()
    createLatch({ projectId: 'p', logLevel: 'silent', plugins: [plugin] }).destroy()
    createLatch({
      ...options({ location: { origin: 'http://localhost:5173' } }),
      plugins: [plugin],
    }).destroy()
    expect(setup).toHaveBeenCalledTimes(2)
  })
})

describe('createLatch in a page: immer waits for the first paint too', () => {
  /** A plugin that lets the test update the state through it, and says if it got a draft. */
  const recording = () => {
    const drafts: boolean[] = []
    let update: PluginContext['update'] = () => {}
    const plugin = definePlugin({
      name: 'recording',
      setup(ctx) {
        update = ctx.update
      },
    })
    const setMode = (themeMode: 'light' | 'dark') =>
      update((state) => {
        drafts.push(isDraft(state))
        state.theme.themeMode = themeMode
      })
    return { drafts, plugin, setMode }
  }

  it('updates by copy until the page is idle, then with immer, to the same state', async () => {
    const page = createIdlePage()
    const { drafts, plugin, setMode } = recording()
    const latch = createLatch({ ...options(page.window), plugins: [plugin] })
    // The first command sets the plugins up before the page is idle.
    await latch.dispatch({ type: 'theme.setMode', themeMode: 'light' })
    setMode('dark')
    expect(latch.getState().theme.themeMode).toBe('dark')

    page.becomeIdle()
    await vi.waitFor(() => {
      setMode('light')
      expect(drafts.at(-1)).toBe(true)
    })
    expect(drafts[0]).toBe(false)
    expect(latch.getState().theme.themeMode).toBe('light')
    expect(Object.isFrozen(latch.getState().theme)).toBe(true)
    latch.destroy()
  })

  it('destroyed before the page is idle, never loads it', async () => {
    const page = createIdlePage()
    const { drafts, plugin, setMode } = recording()
    const latch = createLatch({ ...options(page.window), plugins: [plugin] })
    await latch.dispatch({ type: 'theme.setMode', themeMode: 'light' })
    latch.destroy()
    page.becomeIdle()
    await new Promise((resolve) => setTimeout(resolve, 50))
    setMode('dark')
    expect(drafts).toEqual([false])
  })
})
