import { describe, expect, it } from 'vitest'
import { backoffBefore, CODE_SCHEDULE, createCodeBudget } from './codeBudget'
import { createMemoryStorage } from './storage'
import { createFakeClock, useAuthServer } from './test/harness'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

// M7: a 6-digit code takes 5 guesses; without a cap, a new code every 30 s is ~14,400 guesses a
// day (~1.4 % per address). Codes per address (and per user for an email change) are capped: 3
// at once, then 1, 2, 4, 8, 16, 32 and 64 minutes apart, 10 in a window of 24 hours from the
// first; past that 'Please try again after {n} seconds' with Retry-After.
describe('codes per address: back-off, then a cap per 24 hours', () => {
  const server = useAuthServer()
  let devices = 0
  /** An attacker's request: a new device id each time, so no per-device cooldown applies. */
  const ask = (email: string) =>
    server.call('POST', '/v1/email/connect', {
      body: { email, deviceId: `device-flood-${++devices}` },
    })
  const refusedFor = async (email: string, seconds: number) => {
    const refused = await ask(email)
    expect(refused).toMatchObject({
      status: 429,
      body: { error: { code: 'COOLDOWN', message: `Please try again after ${seconds} seconds` } },
    })
    expect(refused.headers.get('retry-after')).toBe(String(seconds))
  }

  it('a new device per request: 3 codes, then 1 to 64 minutes apart, 10 a window', async () => {
    const email = 'target@example.com'
    for (let code = 1; code <= 3; code++) expect((await ask(email)).status).toBe(200)
    let elapsed = 0
    for (let code = 4; code <= 10; code++) {
      const wait = MINUTE * 2 ** (code - 4)
      await refusedFor(email, wait / 1000)
      server.clock.advance(wait - 1)
      elapsed += wait
      await refusedFor(email, 1)
      server.clock.advance(1)
      expect(await ask(email)).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    }
    expect(elapsed).toBe(127 * MINUTE)
    // The 11th: not before the window (24 hours from the first code) ends.
    await refusedFor(email, (DAY - elapsed) / 1000)
    server.clock.advance(DAY - elapsed - 1)
    await refusedFor(email, 1)
    server.clock.advance(1)
    expect((await ask(email)).status).toBe(200) // a new window
    expect(server.mail.messages({ to: email })).toHaveLength(11)
  })

  it('a refused request mails nothing and does not count', async () => {
    const email = 'quiet@example.com'
    for (let code = 1; code <= 3; code++) await ask(email)
    for (let tries = 0; tries < 20; tries++) await refusedFor(email, 60)
    server.clock.advance(MINUTE)
    expect((await ask(email)).status).toBe(200)
    await refusedFor(email, 120)
    expect(server.mail.messages({ to: email })).toHaveLength(4)
  })

  it("a stranger's flood of a user's address holds back links, not the owner's known device", async () => {
    const email = 'kai@example.com'
    await server.login(email, 'device-kai-1')
    // Mails to devices the user does not have: the sign-up's code, then links for new devices,
    // on the same schedule (3, then back-off).
    for (let link = 2; link <= 3; link++) {
      expect((await ask(email)).body).toEqual({ action: 'VERIFY_DEVICE' })
    }
    await refusedFor(email, 60)
    // The owner's known device has its own budget (its id is the frame's, unknown to others).
    server.clock.advance(30_000)
    expect(
      await server.call('POST', '/v1/email/connect', {
        body: { email, deviceId: 'device-kai-1' },
      }),
    ).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
  })
})

describe('codes per user for an email change: the same schedule', () => {
  const server = useAuthServer()

  it('3 primary codes, then 1 to 64 minutes apart (at least the 30 s cooldown), 10 a window', async () => {
    const { sessionToken: token } = await server.login('lev@example.com', 'device-lev-1')
    const start = () =>
      server.call('POST', '/v1/email/update', { token, body: { newEmail: 'lev2@example.com' } })
    for (let code = 1; code <= 3; code++) {
      expect((await start()).status).toBe(200)
      server.clock.advance(30_000)
    }
    let elapsed = 60_000 // the 3rd was 30 s after the 2nd, 60 s after the 1st
    for (let code = 4; code <= 10; code++) {
      const wait = MINUTE * 2 ** (code - 4)
      const since = code === 4 ? 30_000 : 0 // the loop above waited 30 s after the 3rd
      // The longer wait is told: the back-off's, not the 30 s cooldown's.
      expect((await start()).body.error.message).toBe(
        `Please try again after ${(wait - since) / 1000} seconds`,
      )
      server.clock.advance(wait - since)
      elapsed += wait
      expect((await start()).status).toBe(200)
    }
    const left = DAY - elapsed
    const capped = await start()
    expect(capped.body.error.message).toBe(`Please try again after ${left / 1000} seconds`)
    expect(capped.headers.get('retry-after')).toBe(String(left / 1000))
    server.clock.advance(left)
    expect((await start()).status).toBe(200)
  })

  it('secondary codes to one new address, across users: the same schedule per address', async () => {
    const claim = async (index: number) => {
      const { sessionToken: token } = await server.login(
        `mo${index}@example.com`,
        `device-mo-${index}`,
      )
      await server.call('POST', '/v1/email/update', {
        token,
        body: { newEmail: 'coveted@example.com' },
      })
      const otp = await server.readCode(`mo${index}@example.com`)
      return server.call('POST', '/v1/email/update/primary', { token, body: { otp } })
    }
    for (let index = 1; index <= 3; index++) {
      expect((await claim(index)).body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    }
    expect((await claim(4)).body.error.message).toBe('Please try again after 60 seconds')
    expect(server.mail.messages({ to: 'coveted@example.com' })).toHaveLength(3)
  })
})

describe('createCodeBudget', () => {
  it('waits 0, 0, 0, then 1, 2, 4 … 64 minutes before codes 1 to 10', () => {
    const waits = Array.from({ length: 10 }, (_, index) => backoffBefore(index + 1) / MINUTE)
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 64])
    expect(CODE_SCHEDULE.maxPerWindow).toBe(10)
  })

  it('twenty requests at the same moment claim exactly the 3 codes there are (add, no lost count)', async () => {
    const clock = createFakeClock()
    const budget = createCodeBudget(createMemoryStorage({ now: clock.now }), clock.now)
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => budget.reserve('login-other:race@example.com')),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3)
    clock.advance(MINUTE)
    const next = await Promise.allSettled(
      Array.from({ length: 20 }, () => budget.reserve('login-other:race@example.com')),
    )
    expect(next.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
  })

  it('a released code (its mail failed) is claimable again at once', async () => {
    const clock = createFakeClock()
    const budget = createCodeBudget(createMemoryStorage({ now: clock.now }), clock.now)
    for (let code = 1; code <= 2; code++) await budget.reserve('user-1')
    const release = await budget.reserve('user-1')
    await expect(budget.reserve('user-1')).rejects.toThrow('Please try again after 60 seconds')
    await release()
    await expect(budget.reserve('user-1')).resolves.toBeTypeOf('function')
  })
})
