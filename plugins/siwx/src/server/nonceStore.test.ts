import { LatchError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { createNonceStore, NONCE_TTL_MS } from './nonceStore'

const refusal = (issue: () => unknown) => {
  try {
    issue()
    return 'issued'
  } catch (error) {
    return error instanceof LatchError ? `${error.code}: ${error.details}` : error
  }
}

describe('createNonceStore', () => {
  it('issues EIP-4361 nonces (alphanumeric, 8+ characters), each different', () => {
    const nonces = createNonceStore()
    const a = nonces.issue('client-a').nonce
    const b = nonces.issue('client-a').nonce
    expect(a).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect(a).not.toBe(b)
  })

  it('accepts a nonce once, for the client it was issued to', () => {
    const nonces = createNonceStore()
    const { nonce } = nonces.issue('client-a')
    // Another client naming it gets nothing, and does not use it up.
    expect(nonces.find(nonce, 'client-b')).toBeUndefined()
    expect(nonces.consume(nonce, 'client-b')).toBe(false)
    expect(nonces.consume(nonce, 'client-a')).toBe(true)
    expect(nonces.consume(nonce, 'client-a')).toBe(false)
    expect(nonces.consume('never-issued', 'client-a')).toBe(false)
  })

  it(`lets a nonce expire after ${NONCE_TTL_MS / 60_000} minutes, and tells when it was issued (fake clock)`, () => {
    let now = 1_000
    const nonces = createNonceStore({ now: () => now })
    const { nonce, expiresAt } = nonces.issue('client-a')
    expect(expiresAt).toBe(1_000 + NONCE_TTL_MS)
    now += NONCE_TTL_MS - 1
    expect(nonces.find(nonce, 'client-a')).toEqual({ issuedAt: 1_000, expiresAt })
    now += 1
    expect(nonces.find(nonce, 'client-a')).toBeUndefined()
    expect(nonces.consume(nonce, 'client-a')).toBe(false)
    expect(nonces.size()).toBe(0)
  })

  it('gives one client at most 10 live nonces, more as they are used or expire (fake clock)', () => {
    let now = 0
    const nonces = createNonceStore({ now: () => now })
    const issued = Array.from({ length: 10 }, () => nonces.issue('greedy').nonce)
    expect(refusal(() => nonces.issue('greedy'))).toBe(
      'RATE_LIMITED: Too many sign-in nonces for this client',
    )
    // Its own are all still good, and other clients are served.
    expect(issued.every((nonce) => nonces.find(nonce, 'greedy'))).toBe(true)
    expect(refusal(() => nonces.issue('other'))).toBe('issued')
    expect(nonces.consume(issued[0]!, 'greedy')).toBe(true)
    expect(refusal(() => nonces.issue('greedy'))).toBe('issued')
    now = NONCE_TTL_MS
    expect(refusal(() => nonces.issue('greedy'))).toBe('issued')
  })

  it('a flood of 100,000 clients is refused past the cap: it never pushes out a live nonce', () => {
    let now = 0
    const nonces = createNonceStore({ now: () => now })
    const { nonce } = nonces.issue('victim')
    let refused = 0
    for (let i = 0; i < 100_000; i++) {
      if (refusal(() => nonces.issue(`attacker-${i}`)) !== 'issued') refused++
    }
    expect(nonces.size()).toBe(100_000)
    expect(refused).toBe(1)
    expect(refusal(() => nonces.issue('late'))).toBe(
      'RATE_LIMITED: Too many sign-in nonces, try again later',
    )
    // The victim signs in with its nonce all the same.
    expect(nonces.consume(nonce, 'victim')).toBe(true)
    // Once the flood's nonces expire, new ones are issued again.
    now = NONCE_TTL_MS
    expect(refusal(() => nonces.issue('late'))).toBe('issued')
    expect(nonces.size()).toBe(1)
  })

  it('issues nothing to no client, and finds no nonce for none', () => {
    const nonces = createNonceStore()
    for (const client of ['', undefined, null, 1]) {
      expect(() => nonces.issue(client as never)).toThrow('A nonce is issued to a client: name it')
    }
    const { nonce } = nonces.issue('client-a')
    expect(nonces.find(nonce, undefined as never)).toBeUndefined()
    expect(nonces.consume(nonce, '')).toBe(false)
  })

  it('binds a nonce to the whole client id, whatever its length', () => {
    const nonces = createNonceStore()
    const long = 'x'.repeat(1_000_000)
    const { nonce } = nonces.issue(long)
    expect(nonces.find(nonce, long)).toBeDefined()
    expect(nonces.find(nonce, long.slice(1))).toBeUndefined()
  })
})
