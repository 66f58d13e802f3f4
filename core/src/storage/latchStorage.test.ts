import { afterEach, describe, expect, it } from 'vitest'
import { createManualClock } from '../clock/manualClock'
import { CACHE_LIFETIME_MS } from '../constants'
import { createMemoryLogger } from '../log/logger'
import { createMemoryStorage, defaultStorage, type StorageAdapter } from './adapter'
import { createLatchStorage } from './latchStorage'

function setup(adapter: StorageAdapter = createMemoryStorage()) {
  const clock = createManualClock(1_000_000)
  const log = createMemoryLogger()
  return { adapter, clock, log, storage: createLatchStorage({ adapter, clock, log }) }
}

describe('latch storage', () => {
  it('stores values as JSON under @latch/ prefixed keys (spec §3)', () => {
    const { adapter, storage } = setup()
    storage.set('walletId', 'abc')
    storage.set('connectedNamespaces', ['eip155', 'solana'])
    storage.set('recentWallets', [{ id: 'w1', name: 'Wallet One' }])
    expect(adapter.getItem('@latch/wallet_id')).toBe('"abc"')
    expect(adapter.getItem('@latch/connected_namespaces')).toBe('["eip155","solana"]')
    expect(storage.get('recentWallets')).toEqual([{ id: 'w1', name: 'Wallet One' }])
    storage.remove('walletId')
    expect(storage.get('walletId')).toBeUndefined()
  })

  it('ignores a corrupt value and reports it through the log', () => {
    const { adapter, log, storage } = setup()
    adapter.setItem('@latch/active_caip_network_id', '{not json')
    expect(storage.get('activeCaipNetworkId')).toBeUndefined()
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'Storage value of @latch/active_caip_network_id is not JSON; ignoring it',
      }),
    )
  })

  it('ignores a foreign value of the wrong shape', () => {
    const { adapter, log, storage } = setup()
    adapter.setItem('@latch/active_caip_network_id', JSON.stringify({ chain: 1 }))
    adapter.setItem('@latch/connected_namespaces', JSON.stringify(['eip155', '__proto__']))
    expect(storage.get('activeCaipNetworkId')).toBeUndefined()
    expect(storage.get('connectedNamespaces')).toBeUndefined()
    expect(log.entries.filter((e) => e.message.includes('unexpected shape'))).toHaveLength(2)
  })

  it('keeps working when the storage itself throws (quota, disabled)', () => {
    const broken: StorageAdapter = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const { log, storage } = setup(broken)
    expect(() => storage.set('walletId', 'x')).not.toThrow()
    expect(storage.get('walletId')).toBeUndefined()
    expect(() => storage.remove('walletId')).not.toThrow()
    expect(log.entries.map((e) => e.level)).toEqual(['warn', 'warn', 'warn'])
  })
})

describe('caches with lifetimes (spec §9), on the injected clock', () => {
  it('identities live 5 minutes', () => {
    const { clock, storage } = setup()
    const identities = storage.cache('identities')
    identities.set('0xabc', { name: 'ada.reown.id', avatar: null })
    clock.advance(CACHE_LIFETIME_MS.identities - 1)
    expect(identities.get('0xabc')).toEqual({ name: 'ada.reown.id', avatar: null })
    clock.advance(1)
    expect(identities.get('0xabc')).toBeUndefined()
  })

  it('native balances live 30 seconds; expired entries are dropped on the next write', () => {
    const { adapter, clock, storage } = setup()
    const balances = storage.cache('nativeBalances')
    balances.set('eip155:1:0xabc', { balance: '1.5', symbol: 'ETH' })
    clock.advance(30_000)
    expect(balances.get('eip155:1:0xabc')).toBeUndefined()
    balances.set('eip155:1:0xdef', { balance: '2', symbol: 'ETH' })
    expect(Object.keys(JSON.parse(adapter.getItem('@latch/native_balances') ?? '{}'))).toEqual([
      'eip155:1:0xdef',
    ])
  })

  it('ignores a cache entry of the wrong shape, and removes and clears entries', () => {
    const { adapter, clock, storage } = setup()
    adapter.setItem(
      '@latch/identities',
      JSON.stringify({ '0x1': { storedAt: clock.now(), value: { name: 5 } } }),
    )
    const identities = storage.cache('identities')
    expect(identities.get('0x1')).toBeUndefined()
    identities.set('0x2', { name: 'b', avatar: null })
    identities.remove('0x2')
    expect(identities.get('0x2')).toBeUndefined()
    identities.set('0x3', { name: 'c', avatar: null })
    identities.clear()
    expect(adapter.getItem('@latch/identities')).toBeNull()
  })
})

describe('defaultStorage', () => {
  const global = globalThis as { localStorage?: unknown }
  afterEach(() => {
    delete global.localStorage
  })

  it('uses localStorage when present and usable', () => {
    const local = createMemoryStorage()
    global.localStorage = local
    expect(defaultStorage()).toBe(local)
  })

  it('falls back to memory when localStorage is missing or throws', () => {
    expect(typeof (globalThis as { localStorage?: unknown }).localStorage).toBe('undefined')
    const memory = defaultStorage()
    memory.setItem('k', 'v')
    expect(memory.getItem('k')).toBe('v')
    global.localStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => {},
    }
    expect(defaultStorage()).not.toBe(global.localStorage)
  })
})
