import { createMemoryRecords } from '@latch/sql-store'
import { describe, expect, it } from 'vitest'
import { backoffBefore, CODE_SCHEDULE, createCodeBudget } from './codeBudget'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** A clock the test moves by hand. */
function fakeClock(start = 1_000_000) {
  let at = start
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms
    },
  }
}

describe('the vault’s code schedule (the auth server’s: 3, then 1 … 64 minutes apart, 10 a day)', () => {
  it('waits 0, 0, 0, then 1, 2, 4 … 64 minutes before codes 1 to 10', async () => {
    const waits = Array.from({ length: 10 }, (_, index) => backoffBefore(index + 1) / MINUTE)
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 64])
    expect(CODE_SCHEDULE).toEqual({
      windowMs: DAY,
      withoutBackoff: 3,
      firstBackoffMs: MINUTE,
      maxPerWindow: 10,
    })
  })

  it('grants 3 at once, then each after its back-off to the millisecond, then none until the window ends', async () => {
    const clock = fakeClock()
    const budget = createCodeBudget(createMemoryRecords({ now: clock.now }), clock.now)
    for (let code = 1; code <= 3; code++)
      expect(await budget.claim('u1')).toMatchObject({ granted: true })
    let elapsed = 0
    for (let code = 4; code <= 10; code++) {
      const wait = MINUTE * 2 ** (code - 4)
      expect(await budget.claim('u1')).toEqual({ granted: false, waitMs: wait })
      clock.advance(wait - 1)
      expect(await budget.claim('u1')).toEqual({ granted: false, waitMs: 1 })
      clock.advance(1)
      elapsed += wait
      expect(await budget.claim('u1')).toMatchObject({ granted: true })
    }
    expect(elapsed).toBe(127 * MINUTE)
    expect(await budget.claim('u1')).toEqual({ granted: false, waitMs: DAY - elapsed })
    clock.advance(DAY - elapsed - 1)
    expect(await budget.claim('u1')).toEqual({ granted: false, waitMs: 1 })
    clock.advance(1)
    // A new window: 3 at once again.
    for (let code = 1; code <= 3; code++)
      expect(await budget.claim('u1')).toMatchObject({ granted: true })
    expect(await budget.claim('u1')).toEqual({ granted: false, waitMs: MINUTE })
  })

  it('counts per user, and a refused claim counts nothing', async () => {
    const clock = fakeClock()
    const budget = createCodeBudget(createMemoryRecords({ now: clock.now }), clock.now)
    for (let code = 1; code <= 3; code++) await budget.claim('u1')
    for (let tries = 0; tries < 20; tries++) {
      expect(await budget.claim('u1')).toEqual({ granted: false, waitMs: MINUTE })
    }
    expect(await budget.claim('u2')).toMatchObject({ granted: true })
    clock.advance(MINUTE)
    expect(await budget.claim('u1')).toMatchObject({ granted: true })
    expect(await budget.claim('u1')).toEqual({ granted: false, waitMs: 2 * MINUTE })
  })

  it('takes a released code back (its mail was not sent)', async () => {
    const clock = fakeClock()
    const budget = createCodeBudget(createMemoryRecords({ now: clock.now }), clock.now)
    for (let code = 1; code <= 2; code++) await budget.claim('u1')
    const third = await budget.claim('u1')
    if (!third.granted) throw new Error('expected the third code')
    await third.release()
    expect(await budget.claim('u1')).toMatchObject({ granted: true })
    expect(await budget.claim('u1')).toEqual({ granted: false, waitMs: MINUTE })
  })
})
