import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import { defaultAccountType } from '../connections/accountState'
import { connectionStatus } from '../connections/connectionStatus'
import { createMemoryStorage } from '../storage/adapter'
import { namespaceEntry } from './namespaceEntry'

describe('namespaceEntry', () => {
  it('reads own entries only, never through the prototype', () => {
    const record: Partial<Record<'eip155' | 'solana', string>> = { eip155: 'metamask' }
    expect(namespaceEntry(record, 'eip155')).toBe('metamask')
    expect(namespaceEntry(record, 'solana')).toBeUndefined()
    expect(namespaceEntry(record, undefined)).toBeUndefined()
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(namespaceEntry(record, key)).toBeUndefined()
    }
  })

  it('keeps the per-namespace helpers safe from a name on Object.prototype', () => {
    const latch = createLatch({ projectId: 'p', window: null, storage: createMemoryStorage() })
    expect(connectionStatus(latch.getState(), 'constructor' as 'eip155', 'x')).toBe('disconnected')
    expect(defaultAccountType('toString' as 'eip155')).toBe('eoa')
  })
})
