import { definePlugin } from '@latch/core/plugin'
import { describe, expect, it } from 'vitest'
import { createTestLatch } from './createTestLatch'

describe('createTestLatch', () => {
  it('runs on a manual clock, in-memory storage and a memory log', () => {
    const latch = createTestLatch({ startAt: 1_000 })
    expect(latch.clock.now()).toBe(1_000)
    latch.storage.cache('identities').set('0xabc', { name: 'ada', avatar: null })
    latch.clock.advance(5 * 60_000)
    expect(latch.storage.cache('identities').get('0xabc')).toBeUndefined()
    latch.storage.set('walletName', 'Latch Test Wallet')
    expect(latch.storageAdapter.getItem('@latch/wallet_name')).toBe('"Latch Test Wallet"')
    expect(latch.getState().origin).toEqual({ status: 'unchecked' })
  })

  it('keeps every remote service on loopback unless told otherwise', () => {
    const { endpoints } = createTestLatch({
      endpoints: { api: 'http://127.0.0.1:4000' },
    }).getState().options
    expect(endpoints.api).toBe('http://127.0.0.1:4000')
    for (const key of ['data', 'rpc', 'analytics'] as const) {
      expect(endpoints[key]).toBe('http://127.0.0.1:9')
    }
    // The frame site has no default anywhere: the embedded wallet needs the app's.
    expect(endpoints.frame).toBeUndefined()
  })

  it('collects what plugins log', () => {
    const latch = createTestLatch({
      plugins: [definePlugin({ name: 'noisy', setup: (ctx) => ctx.log.warn('careful') })],
    })
    expect(latch.logs).toContainEqual({
      level: 'warn',
      message: '[noisy] careful',
      details: undefined,
    })
  })

  it('passes options through to the client (and validates them)', () => {
    expect(createTestLatch({ features: { send: false } }).getState().features.send).toBe(false)
    expect(() => createTestLatch({ projectId: '' })).toThrow('Project ID Not Configured')
  })
})
