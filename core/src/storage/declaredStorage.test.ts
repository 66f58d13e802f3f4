import { createTestLatch } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { createManualClock } from '../clock/manualClock'
import { createMemoryLogger } from '../log/logger'
import { definePlugin } from '../plugins/definePlugin'
import { lazySchema } from '../validation/lazySchema'
import { createMemoryStorage } from './adapter'
import { createLatchStorage } from './latchStorage'

const tipStorage = { lastTip: lazySchema(() => z.number()) }
type TipStorage = { [K in keyof typeof tipStorage]: z.output<ReturnType<(typeof tipStorage)[K]>> }
declare module '@latch/core' {
  interface LatchStorageKeys extends TipStorage {}
}

function setup() {
  const adapter = createMemoryStorage()
  const log = createMemoryLogger()
  const storage = createLatchStorage({ adapter, clock: createManualClock(0), log })
  return { adapter, log, storage }
}

describe("a plugin's storage keys", () => {
  it("are stored like the core's once declared, and checked against their schema", () => {
    const { adapter, storage } = setup()
    expect(storage.declare('tips', tipStorage)).toBeUndefined()
    storage.set('lastTip', 5)
    expect(adapter.getItem('@latch/last_tip')).toBe('5')
    expect(storage.get('lastTip')).toBe(5)
    adapter.setItem('@latch/last_tip', '"five"')
    expect(storage.get('lastTip')).toBeUndefined()
  })

  it('are neither read nor written before they are declared, and the log says so', () => {
    const { adapter, log, storage } = setup()
    adapter.setItem('@latch/last_tip', '5')
    expect(storage.get('lastTip')).toBeUndefined()
    storage.set('lastTip', 6)
    expect(adapter.getItem('@latch/last_tip')).toBe('5')
    expect(
      log.entries.filter((e) => e.message === 'Storage key lastTip is not declared; ignoring it'),
    ).toHaveLength(2)
  })

  it("refuse a core key or another plugin's, naming the owner, and add nothing then", () => {
    const { storage } = setup()
    storage.declare('tips', tipStorage)
    expect(storage.declare('rude', { walletId: lazySchema(() => z.string()) })).toEqual({
      key: 'walletId',
      owner: 'the core',
    })
    expect(
      storage.declare('copycat', { fresh: tipStorage.lastTip, lastTip: tipStorage.lastTip }),
    ).toEqual({
      key: 'lastTip',
      owner: 'tips',
    })
    expect(storage.get('fresh' as 'lastTip')).toBeUndefined()
  })

  it("fail the plugin's setup on a taken key (DUPLICATE_DECLARATION)", () => {
    const declares = (name: string, schemas: Record<string, () => z.ZodMiniType>) =>
      definePlugin({ name, setup: (ctx) => ctx.declareStorage(schemas) })
    const latch = createTestLatch({
      plugins: [declares('tips', tipStorage), declares('copycat', tipStorage)],
    })
    const { pluginStatus } = latch.getState()
    expect(pluginStatus.tips).toEqual({ status: 'ready' })
    expect(pluginStatus.copycat?.status === 'failed' && pluginStatus.copycat.error.details).toBe(
      'Storage key lastTip is already declared by tips',
    )
  })
})
