import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createVaultCodes, VaultCodeError } from './vault'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

function codesAt(start = 1_000_000) {
  let at = start
  const codes = createVaultCodes({ secret: randomBytes(32), now: () => at })
  return {
    codes,
    advance: (ms: number) => {
      at += ms
    },
  }
}

/** What `issue` threw: its status, reason, message and Retry-After seconds. */
async function refusal(issue: () => Promise<unknown>) {
  try {
    await issue()
  } catch (error) {
    if (!(error instanceof VaultCodeError)) throw error
    return [error.status, error.code, error.message, error.retryAfterSeconds]
  }
  throw new Error('expected a refusal')
}

const tryAgain = (seconds: number) => [
  429,
  'COOLDOWN',
  `Please try again after ${seconds} seconds`,
  seconds,
]

describe('createVaultCodes: codes per user (M7)', () => {
  it('3 codes 30 s apart, then 1, 2, 4 … 64 minutes apart, 10 a day; the longer wait told', async () => {
    const { codes, advance } = codesAt()
    await codes.issue('u1')
    // The 30 s resend cooldown still holds between any two codes.
    expect(await refusal(() => codes.issue('u1'))).toEqual(tryAgain(30))
    for (let code = 2; code <= 3; code++) {
      advance(30_000)
      await codes.issue('u1')
    }
    let elapsed = 60_000
    for (let code = 4; code <= 10; code++) {
      const wait = MINUTE * 2 ** (code - 4)
      expect(await refusal(() => codes.issue('u1'))).toEqual(tryAgain(wait / 1000))
      advance(wait - 1_000)
      expect(await refusal(() => codes.issue('u1'))).toEqual(tryAgain(1))
      advance(1_000)
      elapsed += wait
      await codes.issue('u1')
    }
    expect(await refusal(() => codes.issue('u1'))).toEqual(tryAgain((DAY - elapsed) / 1000))
    advance(DAY - elapsed)
    await codes.issue('u1')
    // Another user was never held back.
    expect(await codes.issue('u2')).toMatch(/^\d{6}$/)
  })

  it('tells the wait before the next code: the cooldown, or the back-off when longer', async () => {
    const { codes, advance } = codesAt()
    expect(await codes.waitBeforeNext('u1')).toBe(0)
    await codes.issue('u1')
    expect(await codes.waitBeforeNext('u1')).toBe(30_000)
    advance(30_000)
    await codes.issue('u1')
    advance(30_000)
    await codes.issue('u1')
    expect(await codes.waitBeforeNext('u1')).toBe(MINUTE)
    advance(45_000)
    expect(await codes.waitBeforeNext('u1')).toBe(15_000)
  })

  it('a code whose mail failed (discarded) gives its place back', async () => {
    const { codes, advance } = codesAt()
    for (let code = 1; code <= 3; code++) {
      await codes.issue('u1')
      advance(30_000)
    }
    await codes.discard('u1')
    await codes.issue('u1')
    advance(30_000)
    expect(await refusal(() => codes.issue('u1'))).toEqual(tryAgain(30))
  })

  // The attack: a session (or anyone holding one) that asks the vault for codes in a loop, as fast
  // as it is let, and spends every code's 5 wrong answers. Before the cap: a code per 30 s, 2,880
  // codes and 14,400 guesses a day (~1.4 % a day to hit the code). With it: 10 codes, 50 guesses,
  // a chance of at most 50 in 1,000,000 (0.005 %) a day per user.
  it('a hostile loop of requests gets 10 codes and 50 answers checked in 24 hours', async () => {
    const { codes, advance } = codesAt()
    let issued = 0
    let checked = 0
    for (let elapsed = 0; elapsed < DAY; ) {
      let code: string
      try {
        code = await codes.issue('victim')
      } catch (error) {
        if (!(error instanceof VaultCodeError) || error.code !== 'COOLDOWN') throw error
        const wait = (error.retryAfterSeconds ?? 1) * 1000
        advance(wait)
        elapsed += wait
        continue
      }
      issued++
      const wrong = code === '000000' ? '111111' : '000000'
      for (let guess = 0; guess < 10; guess++) {
        try {
          await codes.verify('victim', wrong)
        } catch (error) {
          if ((error as VaultCodeError).code === 'INVALID_CODE') checked++
        }
      }
    }
    expect(issued).toBe(10)
    expect(checked).toBe(50)
    expect(checked / 1_000_000).toBeLessThanOrEqual(0.00005)
  })
})
