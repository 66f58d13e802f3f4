import { createManualClock } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { exampleSession } from '../../test/sessions'
import { withSession } from './keepSession'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('keeping a verified session', () => {
  it('one per network and address: the new one replaces the old (any case) and comes last', () => {
    const clock = createManualClock(Date.UTC(2026, 0, 1))
    const old = exampleSession('eip155:1', alice, { pci: 'old' })
    const onBase = exampleSession('eip155:8453', alice, { pci: 'base' })
    const bobs = exampleSession('eip155:1', bob, { pci: 'bob' })
    const renewed = exampleSession('eip155:1', alice.toLowerCase(), { pci: 'new' })
    expect(withSession([old, onBase, bobs], renewed, clock.now()).map((s) => s.pci)).toEqual([
      'base',
      'bob',
      'new',
    ])
  })

  it('lets the expired ones go (fake clock)', () => {
    const clock = createManualClock(Date.UTC(2026, 0, 1))
    const shortLived = exampleSession('eip155:8453', alice, {
      pci: 'short',
      expirationTime: new Date(clock.now() + 60_000).toISOString(),
    })
    const signedIn = exampleSession('eip155:1', alice, { pci: 'signed-in' })
    expect(withSession([shortLived], signedIn, clock.now()).map((s) => s.pci)).toEqual([
      'short',
      'signed-in',
    ])
    clock.advance(60_000)
    expect(withSession([shortLived], signedIn, clock.now()).map((s) => s.pci)).toEqual([
      'signed-in',
    ])
  })
})
