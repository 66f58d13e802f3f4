import { createManualClock } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { exampleSession } from '../../test/sessions'
import { isLive, liveSessionFor } from './liveSessions'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAccount = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const solanaNetwork = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('a live session (fake clock)', () => {
  it('holds until its expiration time, not at it', () => {
    const clock = createManualClock(Date.UTC(2026, 0, 1))
    const session = exampleSession('eip155:1', evm, {
      expirationTime: new Date(clock.now() + 3_600_000).toISOString(),
    })
    expect(isLive(session, clock.now())).toBe(true)
    clock.advance(3_600_000 - 1)
    expect(isLive(session, clock.now())).toBe(true)
    clock.advance(1)
    expect(isLive(session, clock.now())).toBe(false)
  })

  it('without an expiration time, holds for good', () => {
    const clock = createManualClock(Date.UTC(2026, 0, 1))
    clock.advance(10 * 365 * 24 * 3_600_000)
    expect(isLive(exampleSession('eip155:1', evm), clock.now())).toBe(true)
  })
})

describe("an account's session on a network", () => {
  const now = Date.UTC(2026, 0, 1)
  const sessions = [
    exampleSession('eip155:1', evm, { expirationTime: '2025-12-31T23:59:59.000Z' }),
    exampleSession('eip155:8453', evm),
    exampleSession(solanaNetwork, solanaAccount),
  ]

  it('is found whatever the case of an EVM address; a Solana address is exact', () => {
    expect(liveSessionFor(sessions, 'eip155:8453', evm.toLowerCase(), now)).toBe(sessions[1])
    expect(liveSessionFor(sessions, solanaNetwork, solanaAccount, now)).toBe(sessions[2])
    expect(
      liveSessionFor(sessions, solanaNetwork, solanaAccount.toLowerCase(), now),
    ).toBeUndefined()
  })

  it('is none on another network, or once expired', () => {
    expect(liveSessionFor(sessions, 'eip155:10', evm, now)).toBeUndefined()
    expect(liveSessionFor(sessions, 'eip155:1', evm, now)).toBeUndefined()
  })
})
