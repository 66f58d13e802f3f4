import { createManualClock, LatchError } from '@latch/core'
import { afterEach, describe, expect, it } from 'vitest'
import { APPROVAL_TYPE, FRAME_PREFIX } from '../protocol/messages'
import { createFrameChannel } from './createFrameChannel'
import { type Answer, fakeWindowPair, scriptedFrame, succeed, tick } from './test/fakeWindows'

const FRAME = 'https://frame.example'
const HOST = 'https://app.example'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const cleanup: (() => void)[] = []
afterEach(() => {
  for (const stop of cleanup.splice(0)) stop()
})

function setUp(answer: Answer = succeed({})) {
  const pair = fakeWindowPair({ hostOrigin: HOST, frameOrigin: FRAME })
  const clock = createManualClock(0)
  const frame = scriptedFrame(pair, answer, HOST)
  const channel = createFrameChannel({
    url: `${FRAME}/wallet`,
    projectId: 'demo',
    version: '0.1.0',
    clock,
    window: pair.host as unknown as Window,
  })
  cleanup.push(() => channel.destroy(), frame.close)
  /** READY, the handshake, then the 500 ms grace on the manual clock. */
  const open = async () => {
    frame.sayReady()
    await tick()
    await clock.advanceAsync(500)
    await channel.ready()
  }
  return { pair, clock, frame, channel, open }
}

describe('createFrameChannel', () => {
  it('creates the hidden frame the spec names, on the frame site with its query', () => {
    const { pair, channel } = setUp()
    const element = pair.frameElement
    expect(pair.log.appended).toEqual([element])
    expect(element).toMatchObject({ id: 'w3m-iframe', name: 'w3m-secure-iframe' })
    const src = new URL(element.src)
    expect(src.origin + src.pathname).toBe(`${FRAME}/wallet`)
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'demo',
      chainId: 'eip155:1',
      version: '0.1.0',
      enableLogger: 'false',
    })
    expect(element.attributes.sandbox).toBe('allow-scripts allow-same-origin allow-forms')
    expect(element.style).toMatchObject({ position: 'fixed', visibility: 'hidden' })
    expect(channel.origin).toBe(FRAME)
  })

  it('is ready after the READY message, the private channel, and 500 ms', async () => {
    const { frame, clock, channel } = setUp()
    let ready = false
    void channel.ready().then(() => {
      ready = true
    })
    frame.sayReady()
    await tick()
    // One handshake to the frame's exact origin, with one port, a crypto-random id.
    expect(frame.handshakes).toEqual([{ id: expect.stringMatching(UUID), ports: 1 }])
    await clock.advanceAsync(499)
    expect(ready).toBe(false)
    await clock.advanceAsync(1)
    expect(ready).toBe(true)
  })

  it('sends requests over the channel with fresh uuids and returns the checked reply', async () => {
    const { frame, channel, open } = setUp(succeed({ action: 'VERIFY_OTP', extra: 'dropped' }))
    const early = channel.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await open()
    await expect(early).resolves.toEqual({ action: 'VERIFY_OTP' })
    await channel.request('CONNECT_EMAIL', { email: 'bob@example.com' })
    expect(frame.seen.map((r) => r.type)).toEqual([
      '@latch-app/CONNECT_EMAIL',
      '@latch-app/CONNECT_EMAIL',
    ])
    const [a, b] = frame.seen.map((r) => r.id)
    expect(a).toMatch(UUID)
    expect(b).toMatch(UUID)
    expect(a).not.toBe(b)
  })

  it('refuses a bad payload before anything is posted', async () => {
    const { frame, channel, open } = setUp()
    await open()
    await expect(channel.request('CONNECT_EMAIL', { email: 'not-an-email' })).rejects.toMatchObject(
      {
        code: 'INVALID_INPUT',
      },
    )
    await tick()
    expect(frame.seen).toEqual([])
  })

  it("throws an error reply's message", async () => {
    const { channel, open } = setUp((request, port) =>
      port.postMessage({
        type: `${FRAME_PREFIX}CONNECT_OTP_ERROR`,
        id: request.id,
        payload: { message: 'Invalid OTP' },
      }),
    )
    await open()
    const error = await channel.request('CONNECT_OTP', { otp: '000000' }).catch((e) => e)
    expect(error).toBeInstanceOf(LatchError)
    expect(error).toMatchObject({ code: 'FRAME_ERROR', message: 'Invalid OTP' })
  })

  describe('attacks: 0 accepted', () => {
    it('a READY from another window or another origin opens nothing', async () => {
      const { pair, frame, channel, clock } = setUp()
      const stranger = {}
      pair.sendToHost({ type: `${FRAME_PREFIX}READY` }, { origin: FRAME, source: stranger })
      pair.sendToHost(
        { type: `${FRAME_PREFIX}READY` },
        { origin: 'https://evil.example', source: pair.frame },
      )
      await tick()
      await clock.advanceAsync(1_000)
      expect(frame.handshakes).toEqual([])
      expect(channel.dropped).toBe(2)
    })

    it('a forged "user connected" reply on the window, from anyone, is not a reply', async () => {
      const { pair, frame, channel, open } = setUp(() => {})
      await open()
      const user = channel.request('GET_USER', {})
      await tick()
      const id = frame.seen[0]?.id
      const forged = {
        type: `${FRAME_PREFIX}GET_USER_SUCCESS`,
        id,
        payload: { email: 'victim@example.com', address: '0xabc', chainId: 1 },
      }
      // Even with the right id, from the frame's own window and origin: replies come on the port.
      pair.sendToHost(forged, { origin: FRAME, source: pair.frame })
      pair.sendToHost(forged, { origin: 'https://evil.example', source: {} })
      await tick()
      let settled = false
      void user.then(
        () => (settled = true),
        () => (settled = true),
      )
      await tick()
      expect(settled).toBe(false)
      expect(channel.dropped).toBe(2)
    })

    it('a reply with an unknown id, a replayed id, or the wrong type is dropped', async () => {
      let calls = 0
      const { channel, open } = setUp((request, port) => {
        calls++
        const reply = (id: string, type = 'IS_CONNECTED_SUCCESS') =>
          port.postMessage({ type: `${FRAME_PREFIX}${type}`, id, payload: { isConnected: true } })
        reply(crypto.randomUUID()) // nobody asked
        reply(request.id, 'GET_USER_SUCCESS') // not what was asked
        reply(request.id) // the answer
        reply(request.id) // the same again: a replay
      })
      await open()
      await expect(channel.request('IS_CONNECTED', {})).resolves.toEqual({ isConnected: true })
      await tick()
      expect(calls).toBe(1)
      expect(channel.dropped).toBe(3)
    })

    it('an APPROVAL is taken only while a signature or a login code is open', async () => {
      const { channel, open } = setUp((request, port) =>
        port.postMessage({ type: APPROVAL_TYPE, id: request.id, payload: { open: true } }),
      )
      await open()
      void channel.request('GET_USER', {}).catch(() => {})
      await tick()
      expect(channel.dropped).toBe(1)
      // A new device's recovery code is typed in the frame, during the login's code step.
      void channel.request('CONNECT_OTP', { otp: '123456' }).catch(() => {})
      await tick()
      expect(channel.dropped).toBe(1)
    })

    it('a malformed reply rejects the request; it never resolves with it', async () => {
      const { channel, open } = setUp(succeed({ email: 42, address: [], chainId: {} }))
      await open()
      await expect(channel.request('GET_USER', {})).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    })

    it('never posts to another origin than the frame’s', async () => {
      const { pair, open, channel } = setUp(succeed({ isConnected: false }))
      await open()
      await channel.request('IS_CONNECTED', {})
      expect(pair.log.refusedByTargetOrigin).toBe(0)
    })
  })

  describe('time-outs (spec §9)', () => {
    it("'iframe_load_failed' after 20 s without READY; theme and dapp-data syncs are exempt", async () => {
      const { clock, channel } = setUp()
      const user = channel.request('GET_USER', {}).catch((e) => e)
      const theme = channel.request('SYNC_THEME', { themeMode: 'dark' })
      let themeSettled = false
      void theme.then(
        () => (themeSettled = true),
        () => (themeSettled = true),
      )
      await clock.advanceAsync(19_999)
      await clock.advanceAsync(1)
      expect(await user).toMatchObject({ code: 'FRAME_LOAD_FAILED', message: 'iframe_load_failed' })
      await expect(channel.request('IS_CONNECTED', {})).rejects.toMatchObject({
        code: 'FRAME_LOAD_FAILED',
      })
      await tick()
      expect(themeSettled).toBe(false)
    })

    it("'iframe_request_timeout' after 120 s on an email step, and every open request aborted", async () => {
      const { clock, channel, open } = setUp(() => {})
      await open()
      const otp = channel.request('CONNECT_OTP', { otp: '123456' }).catch((e) => e)
      const other = channel.request('GET_CHAIN_ID', {}).catch((e) => e)
      await tick()
      await clock.advanceAsync(119_999)
      await clock.advanceAsync(1)
      expect(await otp).toMatchObject({ message: 'iframe_request_timeout' })
      expect(await other).toMatchObject({ message: 'Request was aborted' })
    })
  })

  it('the email step’s 120 s wait while the person types a recovery code in the frame', async () => {
    let port: MessagePort | undefined
    let id = ''
    const { clock, channel, open } = setUp((request, p) => {
      port = p
      id = request.id
    })
    await open()
    const otp = channel.request('CONNECT_OTP', { otp: '123456' }).catch((e) => e)
    await tick()
    const approval = (show: boolean) =>
      port?.postMessage({ type: APPROVAL_TYPE, id, payload: { open: show } })
    approval(true)
    await tick()
    await clock.advanceAsync(300_000)
    let settled = false
    void otp.then(() => (settled = true))
    await tick()
    expect(settled).toBe(false)
    // The frame is done: the 120 s start again.
    approval(false)
    await tick()
    await clock.advanceAsync(120_000)
    expect(await otp).toMatchObject({ message: 'iframe_request_timeout' })
  })

  it('abort keeps what it is told to keep, knowing which requests wait for the person', async () => {
    const approvals: boolean[] = []
    const { channel, open } = setUp((request, port) => {
      // The frame shows its approval UI for a signature; a read it just has not answered yet.
      if ((request.payload as { method: string }).method === 'personal_sign') {
        port.postMessage({ type: APPROVAL_TYPE, id: request.id, payload: { open: true } })
      }
    })
    await open()
    const sign = channel
      .request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x01'] })
      .catch((e) => e)
    const read = channel.request('RPC_REQUEST', { method: 'eth_chainId' })
    let readSettled = false
    void read.then(
      () => (readSettled = true),
      () => (readSettled = true),
    )
    await tick()
    channel.abort((type, _payload, approving) => {
      approvals.push(approving)
      return type === 'RPC_REQUEST' && !approving
    })
    expect(await sign).toMatchObject({ message: 'Request was aborted' })
    expect(approvals.sort()).toEqual([false, true])
    await tick()
    expect(readSettled).toBe(false)
  })

  it('a frame that loads again gets a new channel; what was open on the old one is aborted', async () => {
    const { frame, channel, open } = setUp(() => {})
    await open()
    const before = channel.request('GET_USER', {}).catch((e) => e)
    await tick()
    frame.sayReady()
    expect(await before).toMatchObject({ message: 'Request was aborted' })
    await tick()
    expect(frame.handshakes).toHaveLength(2)
  })

  it('destroy removes the frame, stops listening and aborts', async () => {
    const { pair, frame, channel, open } = setUp(() => {})
    await open()
    const open1 = channel.request('GET_USER', {}).catch((e) => e)
    channel.destroy()
    expect(await open1).toMatchObject({ message: 'Request was aborted' })
    expect(pair.log.removed).toBe(1)
    frame.sayReady()
    await tick()
    expect(frame.handshakes).toHaveLength(1)
  })
})
