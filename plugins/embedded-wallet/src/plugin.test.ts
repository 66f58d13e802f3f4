import { createMemoryStorage, type Toast } from '@latch/core'
import { afterEach, describe, expect, it } from 'vitest'
import { tick } from './frame/test/fakeWindows'
import { ADDRESS, CODE, embeddedTestLatch, SOLANA_ADDRESS } from './test/embeddedTestLatch'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const stop of cleanups.splice(0)) stop()
})

function setUp(options: Parameters<typeof embeddedTestLatch>[0] = {}) {
  const made = embeddedTestLatch(options)
  cleanups.push(() => made.latch.destroy(), made.frame.close)
  const own = () => made.latch.getState().plugins.embeddedWallet
  /** Lets the frame's messages and its 500 ms ready grace pass. */
  const settle = async () => {
    await tick()
    await made.latch.clock.advanceAsync(500)
    await tick()
  }
  return { ...made, own, settle }
}

/** Runs a command while the manual clock lets the frame become ready. */
async function run<T>(t: ReturnType<typeof setUp>, promise: Promise<T>): Promise<T> {
  let done = false
  const result = promise.finally(() => {
    done = true
  })
  // Handled here too: it may settle while the clock moves, before the caller awaits it.
  result.catch(() => {})
  for (let i = 0; i < 20 && !done; i++) await t.settle()
  return result
}

describe('embeddedWallet()', () => {
  it('needs endpoints.frame: no hosted default, a clear configuration error', () => {
    const { latch } = setUp({ withFrameUrl: false })
    expect(latch.getState().pluginStatus.embeddedWallet).toMatchObject({
      status: 'failed',
      error: { details: expect.stringContaining('endpoints.frame') },
    })
  })

  it('makes no frame until it is needed', async () => {
    const t = setUp()
    await t.settle()
    expect(t.pair.log.appended).toEqual([])
    expect(t.latch.getState().connectors.all.map((c) => `${c.id}:${c.kind}`)).toContain('auth:auth')
  })

  it('logs in with a mailed code: both steps, then the account, the email and the flags', async () => {
    const t = setUp()
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    expect(t.pair.log.appended).toHaveLength(1)
    expect(t.own()?.login).toEqual({
      step: 'verifyOtp',
      email: 'ada@example.com',
      resendAt: t.latch.clock.now() + 30_000,
    })
    expect(t.storage.getItem('@latch/last_email_login_time')).toBe(String(t.latch.clock.now()))

    await run(t, t.latch.dispatch({ type: 'embeddedWallet.connectOtp', otp: CODE }))
    expect(t.latch.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: ADDRESS,
    })
    // One login, both namespaces: the Solana account connects too, silently.
    expect(t.latch.getState().accounts.solana).toMatchObject({
      status: 'connected',
      address: SOLANA_ADDRESS,
    })
    expect(t.own()).toMatchObject({ email: 'ada@example.com', login: { step: 'idle' } })
    // Spec §4: the email stored, the email-login flag set, the last-email-time marker cleared.
    expect(t.latch.storage.get('emailLogin')).toBe(true)
    expect(t.latch.storage.get('email')).toBe('ada@example.com')
    expect(t.latch.storage.get('lastEmailLoginTime')).toBeUndefined()
    // …and the last chain, for the frame to start on next time.
    expect(t.latch.storage.get('lastChain')).toBe('eip155:31337')
  })

  it("tells the frame the page's language once it is ready, and again on each switch", async () => {
    const t = setUp()
    await t.latch.dispatch({ type: 'locale.set', locale: 'de' })
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    const told = () =>
      t.wallet.seen
        .filter((r) => r.type.endsWith('SYNC_LOCALE'))
        .map((r) => (r.payload as { locale: string }).locale)
    expect(told()).toEqual(['de'])
    await t.latch.dispatch({ type: 'locale.set', locale: 'ar' })
    await t.settle()
    expect(told()).toEqual(['de', 'ar'])
  })

  it('asks the frame for the import form with the code, and passes no phrase', async () => {
    const t = setUp()
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectOtp', otp: CODE, importWallet: true }),
    )
    const asked = t.wallet.seen.find((request) => request.type.endsWith('/CONNECT_OTP'))
    expect(asked?.payload).toEqual({ otp: CODE, importWallet: true })
  })

  it('refuses a wrong code with its message and keeps the code step', async () => {
    const t = setUp()
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    await expect(
      run(t, t.latch.dispatch({ type: 'embeddedWallet.connectOtp', otp: '000000' })),
    ).rejects.toMatchObject({ message: 'Invalid OTP' })
    expect(t.own()?.login.step).toBe('verifyOtp')
    expect(t.own()?.error?.message).toBe('Invalid OTP')
    expect(t.latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected')
  })

  it("refuses a bad email or code before the frame sees it: 'Invalid email'", async () => {
    const t = setUp()
    await expect(
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@' }),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      details: expect.stringContaining('Invalid email'),
    })
    await expect(
      t.latch.dispatch({ type: 'embeddedWallet.connectOtp', otp: '12ab56' }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    expect(t.wallet.seen).toEqual([])
  })

  it("a new login email waits 30 s: 'Please try again after {n} seconds'", async () => {
    const t = setUp()
    const send = () =>
      run(t, t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }))
    await send()
    const start = t.latch.clock.now()
    await expect(send()).rejects.toMatchObject({ message: 'Please try again after 30 seconds' })
    t.latch.clock.advance(29_001 - (t.latch.clock.now() - start))
    await expect(send()).rejects.toMatchObject({ message: 'Please try again after 1 seconds' })
    t.latch.clock.advance(30_000 - (t.latch.clock.now() - start))
    await send()
    expect(t.wallet.seen.filter((r) => r.type.endsWith('CONNECT_EMAIL'))).toHaveLength(2)
  })

  it('a new device: approve it from the mail, then the code', async () => {
    const t = setUp({ wallet: { action: 'VERIFY_DEVICE' } })
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    expect(t.own()?.login).toEqual({ step: 'verifyDevice', email: 'ada@example.com' })
    await run(t, t.latch.dispatch({ type: 'embeddedWallet.connectDevice' }))
    expect(t.own()?.login.step).toBe('verifyOtp')
  })

  it('reconnects on reload through the frame, silently; a lapsed login leaves a clean state', async () => {
    const storage = createMemoryStorage()
    const first = setUp({ storage })
    await run(
      first,
      first.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    await run(first, first.latch.dispatch({ type: 'embeddedWallet.connectOtp', otp: CODE }))
    first.latch.destroy()

    // What a page does on load (a test client has no page: it is asked).
    const again = setUp({ storage, wallet: { loggedIn: true } })
    await run(again, again.latch.dispatch({ type: 'connection.reconnect' }))
    expect(again.latch.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: ADDRESS,
    })
    expect(again.own()?.email).toBe('ada@example.com')

    const lapsed = setUp({ storage, wallet: { loggedIn: false } })
    await run(lapsed, lapsed.latch.dispatch({ type: 'connection.reconnect' }))
    expect(lapsed.latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected')
    expect(lapsed.latch.storage.get('emailLogin')).toBeUndefined()
    expect(lapsed.latch.storage.get('email')).toBeUndefined()
  })

  it('a frame session expired at reload: reconnecting, then Connect on both namespaces; the stored login is cleared and nothing is asked with it', async () => {
    const storage = createMemoryStorage()
    const first = setUp({ storage })
    await run(
      first,
      first.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    await run(first, first.latch.dispatch({ type: 'embeddedWallet.connectOtp', otp: CODE }))
    expect(first.latch.getState().accounts.solana?.status).toBe('connected')
    first.latch.destroy()

    // The auth server ended the session while the page was closed: the frame says so.
    const expired = setUp({ storage, wallet: { loggedIn: false } })
    const statuses = (['eip155', 'solana'] as const).map((namespace) => {
      const seen = [expired.latch.getState().accounts[namespace]?.status]
      expired.latch.subscribe(
        (state) => state.accounts[namespace]?.status,
        (status) => seen.push(status),
      )
      return seen
    })
    await run(expired, expired.latch.dispatch({ type: 'connection.reconnect' }))
    expect(statuses).toEqual([
      ['reconnecting', 'disconnected'],
      ['reconnecting', 'disconnected'],
    ])
    expect(expired.latch.getState().connectors.activeIds).toEqual({})
    for (const key of ['emailLogin', 'email', 'lastChain', 'connections'] as const) {
      const value = expired.latch.storage.get(key)
      expect(key === 'connections' ? Object.values(value ?? {}).flat() : value).toEqual(
        key === 'connections' ? [] : undefined,
      )
    }
    expect(expired.own()?.email).toBeUndefined()
    // Asked only whether the session holds: no account, no signature, no chain with it.
    const asked = new Set(expired.wallet.seen.map((request) => request.type.split('/')[1]))
    expect(asked.has('IS_CONNECTED')).toBe(true)
    for (const type of ['GET_USER', 'RPC_REQUEST', 'GET_CHAIN_ID', 'SWITCH_NETWORK']) {
      expect(asked.has(type)).toBe(false)
    }
  })

  it('one namespace disconnects alone; the last one signs out, done after the reply or 3 s', async () => {
    const t = setUp({ wallet: { silentSignOut: true } })
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    await run(t, t.latch.dispatch({ type: 'embeddedWallet.connectOtp', otp: CODE }))
    // One namespace goes, the login stays for the other: nothing is signed out.
    await run(t, t.latch.dispatch({ type: 'connection.disconnect', namespace: 'eip155' }))
    expect(t.latch.getState().accounts.solana?.status).toBe('connected')
    expect(t.wallet.seen.some((r) => r.type.endsWith('SIGN_OUT'))).toBe(false)

    let done = false
    const disconnect = t.latch.dispatch({ type: 'connection.disconnect', all: true }).then(() => {
      done = true
    })
    await tick()
    await t.latch.clock.advanceAsync(2_999)
    expect(done).toBe(false)
    await t.latch.clock.advanceAsync(1)
    await disconnect
    expect(t.latch.getState().accounts.solana?.status ?? 'disconnected').toBe('disconnected')
    expect(t.wallet.seen.filter((r) => r.type.endsWith('SIGN_OUT'))).toHaveLength(1)
    expect(t.latch.storage.get('emailLogin')).toBeUndefined()
    expect(t.own()?.email).toBeUndefined()
  })

  it('a signature opens ApproveTransaction; closing it aborts the signature', async () => {
    const t = setUp()
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    await run(t, t.latch.dispatch({ type: 'embeddedWallet.connectOtp', otp: CODE }))
    const signed = t.latch
      .dispatch({ type: 'account.signMessage', message: 'hello' })
      .catch((error) => error)
    await t.settle()
    expect(t.own()?.approving).toBe(true)
    expect(t.latch.getState().router.history.at(-1)?.view).toBe('ApproveTransaction')
    expect(t.latch.getState().modal.open).toBe(true)

    await t.latch.dispatch({ type: 'modal.close' })
    expect(await signed).toMatchObject({
      message: expect.stringMatching(/Request was aborted|rejected/),
    })
    expect(t.own()?.approving).toBe(false)
    // Which requests go on (safe reads) is the channel's `abort(keep)`: createFrameChannel.test.ts.
  })

  it('an email change shows the frame, where the person confirms it; then the new email is kept', async () => {
    const t = setUp()
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    await run(t, t.latch.dispatch({ type: 'embeddedWallet.connectOtp', otp: CODE }))
    await t.latch.dispatch({ type: 'modal.open', view: 'UpdateEmailWallet' })
    const changed = t.latch.dispatch({
      type: 'embeddedWallet.updateEmail',
      email: 'new@example.com',
    })
    await t.settle()
    expect(t.own()?.updateEmail).toEqual({ step: 'confirming', newEmail: 'new@example.com' })
    expect(t.latch.getState().router.history.at(-1)?.view).toBe('ApproveTransaction')
    // The host sends the address only: no code ever goes from the host to the frame.
    expect(t.wallet.seen.at(-1)?.payload).toEqual({ email: 'new@example.com' })

    expect(t.latch.getState().connections.eip155?.[0]?.auth).toEqual({
      name: 'email',
      username: 'ada@example.com',
    })
    t.wallet.emailChange?.confirm()
    await changed
    expect(t.own()).toMatchObject({ email: 'new@example.com', updateEmail: { step: 'idle' } })
    expect(t.latch.storage.get('email')).toBe('new@example.com')
    // The connections say who logged in: the core read it again from the login method.
    expect(t.latch.getState().connections.eip155?.[0]?.auth).toEqual({
      name: 'email',
      username: 'new@example.com',
    })
    expect(t.latch.getState().router.history.at(-1)?.view).toBe('UpdateEmailWallet')
  })

  it('an email change cancelled in the frame keeps the email, with the reason', async () => {
    const t = setUp()
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    await run(t, t.latch.dispatch({ type: 'embeddedWallet.connectOtp', otp: CODE }))
    const changed = t.latch
      .dispatch({ type: 'embeddedWallet.updateEmail', email: 'new@example.com' })
      .catch((error: Error) => error)
    await t.settle()
    t.wallet.emailChange?.cancel()
    expect(await changed).toMatchObject({
      message: expect.stringContaining('Email change cancelled'),
    })
    expect(t.own()).toMatchObject({ email: 'ada@example.com', updateEmail: { step: 'idle' } })
  })

  it('exporting the recovery phrase shows the frame, asks nothing of this page, and ends when the person closes it', async () => {
    const t = setUp()
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    await run(t, t.latch.dispatch({ type: 'embeddedWallet.connectOtp', otp: CODE }))
    await t.latch.dispatch({ type: 'modal.open', view: 'UpdateEmailWallet' })
    let done = false
    const exported = t.latch.dispatch({ type: 'embeddedWallet.exportWallet' }).then(() => {
      done = true
    })
    await t.settle()
    expect(t.wallet.seen.at(-1)).toMatchObject({ type: '@latch-app/EXPORT_WALLET' })
    expect(t.wallet.seen.at(-1)?.payload ?? {}).toEqual({})
    expect(t.own()?.approving).toBe(true)
    expect(t.latch.getState().router.history.at(-1)?.view).toBe('ApproveTransaction')
    expect(done).toBe(false)

    t.wallet.exportShown?.close()
    await exported
    expect(t.own()?.approving).toBe(false)
    expect(t.latch.getState().router.history.at(-1)?.view).toBe('UpdateEmailWallet')
  })

  it('a signature asked while the modal shows another view goes over it; Back turns it down', async () => {
    const t = setUp()
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    await run(t, t.latch.dispatch({ type: 'embeddedWallet.connectOtp', otp: CODE }))
    await t.latch.dispatch({ type: 'modal.open', view: 'Account' })
    const signed = t.latch
      .dispatch({ type: 'account.signMessage', message: 'hello' })
      .catch((error) => error)
    await t.settle()
    expect(t.latch.getState().router.history.map((entry) => entry.view)).toEqual([
      'Account',
      'ApproveTransaction',
    ])
    await t.latch.dispatch({ type: 'router.back' })
    expect(await signed).toMatchObject({ message: 'Request was aborted' })
    expect(t.own()?.approving).toBe(false)
    expect(t.latch.getState().router.history.at(-1)?.view).toBe('Account')
  })

  it('destroying the client removes the frame', async () => {
    const t = setUp()
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    expect(t.pair.log.removed).toBe(0)
    t.latch.destroy()
    await tick()
    expect(t.pair.log.removed).toBe(1)
  })

  it("a login revoked elsewhere disconnects within the 5 s heartbeat, with 'Session Expired'", async () => {
    const t = setUp()
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    await run(t, t.latch.dispatch({ type: 'embeddedWallet.connectOtp', otp: CODE }))
    const errors: string[] = []
    t.latch.on('error', ({ error }) => errors.push(error.code))
    const alerts: Toast[] = []
    t.latch.subscribe(
      (state) => state.toasts.current,
      (toast) => toast?.code === 'SESSION_EXPIRED' && alerts.push(toast),
    )
    const beats = () => t.wallet.seen.filter((r) => r.type.endsWith('IS_CONNECTED')).length
    // One question every 5 s (spec §9), on the client's clock.
    for (let period = 0; period < 3; period++) {
      const before = beats()
      await t.latch.clock.advanceAsync(5_000)
      await tick()
      expect(beats()).toBe(before + 1)
    }
    expect(t.latch.getState().accounts.eip155?.status).toBe('connected')
    expect(errors).toEqual([])

    t.wallet.loggedIn = false // the session was revoked on the auth server
    for (let i = 0; i < 4; i++) {
      await t.latch.clock.advanceAsync(5_000)
      await tick()
    }
    expect(t.latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected')
    expect(t.latch.getState().accounts.solana?.status ?? 'disconnected').toBe('disconnected')
    expect(t.latch.storage.get('emailLogin')).toBeUndefined()
    // Spec §8: told, once for the login (not per namespace), as the `error` event and the alert.
    expect(errors).toEqual(['SESSION_EXPIRED'])
    expect(alerts).toEqual([
      expect.objectContaining({ message: 'Session Expired', variant: 'error' }),
    ])
  })

  it("logging out oneself is not 'Session Expired'", async () => {
    const t = setUp()
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    await run(t, t.latch.dispatch({ type: 'embeddedWallet.connectOtp', otp: CODE }))
    const errors: string[] = []
    t.latch.on('error', ({ error }) => errors.push(error.code))
    await run(t, t.latch.dispatch({ type: 'connection.disconnect', all: true }))
    for (let i = 0; i < 3; i++) {
      await t.latch.clock.advanceAsync(5_000)
      await tick()
    }
    expect(t.latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected')
    expect(errors).toEqual([])
    expect(t.latch.getState().toasts.current).toBeNull()
  })

  it("a frame that never loads: 'iframe_load_failed' for the step, and the spec's alert", async () => {
    const t = setUp({ wallet: { silentReady: true } })
    const sent = t.latch
      .dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' })
      .catch((error) => error)
    await tick()
    await t.latch.clock.advanceAsync(20_000)
    expect(await sent).toMatchObject({ message: 'iframe_load_failed' })
    expect(t.own()?.frame).toBe('failed')
    expect(t.latch.getState().toasts.current).toMatchObject({
      message: 'Network Error - Could not load embedded wallet',
      variant: 'error',
    })
  })

  it("an email step left 120 s unanswered: 'iframe_request_timeout' and the spec's alert", async () => {
    const t = setUp({ wallet: { silentOtp: true } })
    await run(
      t,
      t.latch.dispatch({ type: 'embeddedWallet.connectEmail', email: 'ada@example.com' }),
    )
    const checked = t.latch
      .dispatch({ type: 'embeddedWallet.connectOtp', otp: CODE })
      .catch((error) => error)
    await tick()
    await t.latch.clock.advanceAsync(120_000)
    expect(await checked).toMatchObject({ message: 'iframe_request_timeout' })
    expect(t.latch.getState().toasts.current).toMatchObject({
      message: 'Embedded Wallet Request Timed Out',
      variant: 'error',
    })
  })
})
