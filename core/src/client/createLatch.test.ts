import { describe, expect, it, vi } from 'vitest'
import { definePlugin } from '../plugins/definePlugin'
import { createMemoryStorage } from '../storage/adapter'
import { createLatch } from './createLatch'

declare module '../bus/types' {
  interface LatchCommands {
    'profile.rename': { params: { first: string; last: string }; result: void }
  }
}
declare module '../state/types' {
  interface LatchPluginStates {
    profile: { first: string; last: string }
  }
}

const profile = definePlugin({
  name: 'profile',
  initialState: { first: '', last: '' },
  setup(ctx) {
    ctx.handle('profile.rename', async ({ first, last }) => {
      // Two updates before the first await: subscribers hear of them once.
      ctx.update((s) => {
        if (s.plugins.profile) s.plugins.profile.first = first
      })
      ctx.update((s) => {
        if (s.plugins.profile) s.plugins.profile.last = last
      })
      await Promise.resolve()
    })
  },
})

describe('createLatch', () => {
  it('runs on a server: no window, no localStorage, no origin check', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const latch = createLatch({ projectId: 'p', logLevel: 'silent' })
    expect(latch.getState().origin).toEqual({ status: 'unchecked' })
    latch.storage.set('walletName', 'Latch Test Wallet')
    expect(latch.storage.get('walletName')).toBe('Latch Test Wallet')
    await latch.dispatch({ type: 'theme.setMode', themeMode: 'dark' })
    expect(latch.getState().theme.themeMode).toBe('dark')
    latch.destroy()
  })

  it("gives a namespace's provider from its plugin, and refuses a namespace none serves", async () => {
    const provider = { request: async () => null }
    const fakeNamespace = definePlugin({
      name: 'fake-solana',
      setup(ctx) {
        ctx.handle('solana.getProvider' as never, (() => provider) as never)
      },
    })
    const latch = createLatch({ projectId: 'p', logLevel: 'silent', plugins: [fakeNamespace] })
    const getProvider = latch.getProvider as (namespace: string) => Promise<unknown>
    expect(await getProvider('solana')).toBe(provider)
    await expect(getProvider('eip155')).rejects.toMatchObject({
      code: 'CHAIN_ADAPTER_NOT_FOUND',
      details: 'eip155',
    })
    latch.destroy()
  })

  it('notifies once for a command that makes several updates', async () => {
    const latch = createLatch({ projectId: 'p', window: null, plugins: [profile] })
    const listener = vi.fn()
    latch.subscribe((s) => s.plugins.profile, listener)
    await latch.dispatch({ type: 'profile.rename', first: 'Ada', last: 'Lovelace' })
    expect(listener).toHaveBeenCalledOnce()
    expect(listener).toHaveBeenCalledWith(
      { first: 'Ada', last: 'Lovelace' },
      { first: '', last: '' },
    )
  })

  it('merges theme variables and refuses an unknown theme mode', async () => {
    const latch = createLatch({
      projectId: 'p',
      window: null,
      themeVariables: { '--latch-accent': '#0af' },
    })
    await latch.dispatch({
      type: 'theme.setVariables',
      themeVariables: { '--latch-radius': '8px' },
    })
    expect(latch.getState().theme.themeVariables).toEqual({
      '--latch-accent': '#0af',
      '--latch-radius': '8px',
    })
    await expect(
      latch.dispatch({ type: 'theme.setMode', themeMode: 'sepia' as 'dark' }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' })
  })

  it('refuses theme variables that are not plain data, leaving the theme as it was', async () => {
    const latch = createLatch({ projectId: 'p', window: null })
    const before = latch.getState().theme
    for (const themeVariables of [new Map([['--latch-accent', '#0af']]), 'dark', null]) {
      await expect(
        latch.dispatch({ type: 'theme.setVariables', themeVariables } as never),
      ).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        details: expect.stringContaining('themeVariables'),
      })
    }
    expect(latch.getState().theme).toBe(before)
  })

  it('uses the injected storage', () => {
    const adapter = createMemoryStorage()
    const latch = createLatch({ projectId: 'p', window: null, storage: adapter })
    latch.storage.set('activeCaipNetworkId', 'eip155:8453')
    expect(adapter.getItem('@latch/active_caip_network_id')).toBe('"eip155:8453"')
  })

  it('emits destroy to plugins before tearing them down', () => {
    const order: string[] = []
    const latch = createLatch({
      projectId: 'p',
      window: null,
      plugins: [
        definePlugin({
          name: 'watcher',
          setup(ctx) {
            ctx.on('destroy', () => order.push('event'))
            return () => order.push('teardown')
          },
        }),
      ],
    })
    latch.destroy()
    expect(order).toEqual(['event', 'teardown'])
  })
})
