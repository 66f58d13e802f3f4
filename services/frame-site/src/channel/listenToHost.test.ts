import { APPROVAL_TYPE, CHANNEL_TYPE, FRAME_PREFIX } from '@latch/embedded-wallet/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import { type HostRequestHandler, listenToHost } from './listenToHost'

const HOST = 'https://app.example'

/** The frame's window with a parent that records what the frame posts to it. */
function fakeFrame() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const posted: { data: unknown; targetOrigin: string }[] = []
  const parent = {
    postMessage: (data: unknown, targetOrigin: string) => posted.push({ data, targetOrigin }),
  }
  const frame = {
    parent,
    addEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
  }
  const send = (
    data: unknown,
    from: { origin?: string; source?: unknown; ports?: MessagePort[] } = {},
  ) => {
    for (const listener of listeners)
      listener({
        data,
        origin: from.origin ?? HOST,
        source: from.source ?? parent,
        ports: from.ports ?? [],
      } as unknown as MessageEvent)
  }
  return { frame: frame as unknown as Window, posted, send }
}

const ports: MessagePort[] = []
afterEach(() => {
  for (const port of ports.splice(0)) port.close()
})

/** Opens the channel as the host does; returns the host's port and what came on it. */
function handshake(send: ReturnType<typeof fakeFrame>['send'], from = {}) {
  const channel = new MessageChannel()
  ports.push(channel.port1, channel.port2)
  const received: { type: string; id?: string; payload?: unknown }[] = []
  channel.port1.onmessage = (event) => received.push(event.data)
  send({ type: CHANNEL_TYPE, id: crypto.randomUUID() }, { ports: [channel.port2], ...from })
  return { port: channel.port1, received }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

const request = (port: MessagePort, type: string, payload: unknown) => {
  const id = crypto.randomUUID()
  port.postMessage({ type: `@latch-app/${type}`, id, payload })
  return id
}

describe('listenToHost', () => {
  it('says READY to its parent on the host origin only, and takes one channel from it', async () => {
    const { frame, posted, send } = fakeFrame()
    const listener = listenToHost({
      window: frame,
      hostOrigin: HOST,
      handle: (async () => ({})) as never,
      version: '1',
    })
    expect(posted).toEqual([
      { data: { type: `${FRAME_PREFIX}READY`, payload: { version: '1' } }, targetOrigin: HOST },
    ])
    handshake(send, { origin: 'https://evil.example' })
    handshake(send, { source: {} })
    const first = handshake(send)
    const second = handshake(send)
    await until(() => first.received.length === 1)
    expect(first.received[0]?.type).toBe(`${FRAME_PREFIX}OPEN_CHANNEL_SUCCESS`)
    expect(second.received).toEqual([])
    expect(listener.dropped).toBe(3)
    listener.stop()
  })

  it('lets the handler tell the host about its approval UI for the request it handles', async () => {
    const { frame, send } = fakeFrame()
    let release: () => void = () => {}
    const handle = (async (_type, _payload, context) => {
      context.approval(true)
      context.approval(true) // said once
      await new Promise<void>((resolve) => {
        release = resolve
      })
      context.approval(false)
      return '0xsigned'
    }) as HostRequestHandler
    const listener = listenToHost({ window: frame, hostOrigin: HOST, handle })
    const { port, received } = handshake(send)
    await until(() => received.length === 1)
    const id = request(port, 'RPC_REQUEST', { method: 'personal_sign', params: [] })
    await until(() => received.length === 2)
    expect(received[1]).toEqual({ type: APPROVAL_TYPE, id, payload: { open: true } })
    release()
    await until(() => received.length === 4)
    expect(received.slice(2)).toEqual([
      { type: APPROVAL_TYPE, id, payload: { open: false } },
      { type: `${FRAME_PREFIX}RPC_REQUEST_SUCCESS`, id, payload: '0xsigned' },
    ])
    listener.stop()
  })

  it('closes an approval left open before the reply, carries an error code, and ignores approvals after it', async () => {
    const { frame, send } = fakeFrame()
    let late: (() => void) | undefined
    const handle = (async (_type, _payload, context) => {
      context.approval(true)
      late = () => context.approval(true)
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }) as HostRequestHandler
    const listener = listenToHost({ window: frame, hostOrigin: HOST, handle })
    const { port, received } = handshake(send)
    await until(() => received.length === 1)
    const id = request(port, 'RPC_REQUEST', { method: 'personal_sign' })
    await until(() => received.length === 4)
    late?.()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(received.slice(1)).toEqual([
      { type: APPROVAL_TYPE, id, payload: { open: true } },
      { type: APPROVAL_TYPE, id, payload: { open: false } },
      {
        type: `${FRAME_PREFIX}RPC_REQUEST_ERROR`,
        id,
        payload: { message: 'User rejected the request.', code: 4001 },
      },
    ])
    listener.stop()
  })

  it('answers a malformed payload with Invalid input, without calling the handler', async () => {
    const { frame, send } = fakeFrame()
    let calls = 0
    const listener = listenToHost({
      window: frame,
      hostOrigin: HOST,
      handle: (async () => {
        calls++
        return {}
      }) as never,
    })
    const { port, received } = handshake(send)
    await until(() => received.length === 1)
    const id = request(port, 'CONNECT_EMAIL', { email: 'not an email' })
    await until(() => received.length === 2)
    expect(received[1]).toEqual({
      type: `${FRAME_PREFIX}CONNECT_EMAIL_ERROR`,
      id,
      payload: { message: 'Invalid input' },
    })
    expect(calls).toBe(0)
    listener.stop()
  })

  it('takes no email code from the host: the change is confirmed only in the frame', async () => {
    const { frame, send } = fakeFrame()
    const handled: string[] = []
    const listener = listenToHost({
      window: frame,
      hostOrigin: HOST,
      handle: (async (type: string) => {
        handled.push(type)
        return {}
      }) as never,
    })
    const { port, received } = handshake(send)
    await until(() => received.length === 1)
    // What the host page could send before: the codes the person typed into the host's form.
    request(port, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: '123456' })
    request(port, 'UPDATE_EMAIL_SECONDARY_OTP', { otp: '654321' })
    await until(() => listener.dropped === 2)
    expect(handled).toEqual([])
    expect(received).toHaveLength(1)
    listener.stop()
  })

  /** A frame listening to its host, recording each language the host gets through to it. */
  function listenForLocales() {
    const { frame, send } = fakeFrame()
    const locales: unknown[] = []
    const listener = listenToHost({
      window: frame,
      hostOrigin: HOST,
      handle: (async (_type: string, payload: { locale: string }) => {
        locales.push(payload.locale)
        return {}
      }) as never,
    })
    return { send, locales, listener }
  }

  it('takes a language only from the locales Latch speaks', async () => {
    const { send, locales, listener } = listenForLocales()
    const { port, received } = handshake(send)
    await until(() => received.length === 1)
    request(port, 'SYNC_LOCALE', { locale: 'fr' })
    await until(() => received.length === 2)
    for (const locale of ['xx', '<img src=x onerror=alert(1)>', 42]) {
      const id = request(port, 'SYNC_LOCALE', { locale })
      await until(() => received.some((message) => (message as { id?: string }).id === id))
      expect(received.at(-1)).toEqual({
        type: `${FRAME_PREFIX}SYNC_LOCALE_ERROR`,
        id,
        payload: { message: 'Invalid input' },
      })
    }
    expect(locales).toEqual(['fr'])
    listener.stop()
  })

  it('takes no language from another origin or window, nor outside the channel', async () => {
    const { send, locales, listener } = listenForLocales()
    // A channel offered by another origin or window is refused, so what comes on it goes nowhere.
    const evil = handshake(send, { origin: 'https://evil.example' })
    const stranger = handshake(send, { source: {} })
    request(evil.port, 'SYNC_LOCALE', { locale: 'ar' })
    request(stranger.port, 'SYNC_LOCALE', { locale: 'ar' })
    const { port, received } = handshake(send)
    await until(() => received.length === 1)
    // Straight on the window, even from the host itself, a request is not a handshake.
    const locale = (origin: string, source?: unknown) =>
      send(
        { type: '@latch-app/SYNC_LOCALE', id: crypto.randomUUID(), payload: { locale: 'ar' } },
        { origin, source },
      )
    locale('https://evil.example')
    locale(HOST, {})
    locale(HOST)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(evil.received).toEqual([])
    expect(stranger.received).toEqual([])
    expect(locales).toEqual([])
    expect(listener.dropped).toBe(5)
    request(port, 'SYNC_LOCALE', { locale: 'de' })
    await until(() => received.length === 2)
    expect(locales).toEqual(['de'])
    listener.stop()
  })
})
