import { describe, expect, it } from 'vitest'
import { createNonceStore, NONCE_TTL_MS } from './nonceStore'

describe('createNonceStore', () => {
  it('issues EIP-4361 nonces (alphanumeric, 8+ characters), each different', () => {
    const nonces = createNonceStore()
    const a = nonces.issue().nonce
    const b = nonces.issue().nonce
    expect(a).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect(a).not.toBe(b)
  })

  it('accepts a nonce once', () => {
    const nonces = createNonceStore()
    const { nonce } = nonces.issue()
    expect(nonces.consume(nonce)).toBe(true)
    expect(nonces.consume(nonce)).toBe(false)
    expect(nonces.consume('never-issued')).toBe(false)
  })

  it(`lets a nonce expire after ${NONCE_TTL_MS / 60_000} minutes (fake clock)`, () => {
    let now = 1_000
    const nonces = createNonceStore({ now: () => now })
    const { nonce, expiresAt } = nonces.issue()
    expect(expiresAt).toBe(1_000 + NONCE_TTL_MS)
    now += NONCE_TTL_MS - 1
    expect(nonces.isLive(nonce)).toBe(true)
    now += 1
    expect(nonces.isLive(nonce)).toBe(false)
    expect(nonces.consume(nonce)).toBe(false)
  })

  it('forgets expired nonces and keeps at most maxSize live ones', () => {
    let now = 0
    const nonces = createNonceStore({ now: () => now, ttlMs: 10, maxSize: 3 })
    const first = nonces.issue().nonce
    for (let i = 0; i < 4; i++) nonces.issue()
    expect(nonces.size()).toBe(3)
    expect(nonces.isLive(first)).toBe(false)
    now = 10
    expect(nonces.size()).toBe(0)
  })
})
