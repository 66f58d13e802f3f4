import { CHANNEL_TYPE, FRAME_PREFIX } from '../../protocol/messages'

// A host page and its frame as two fake windows on different origins, delivering window messages
// with the browser's rules (a post names its target origin and is dropped when the receiver is on
// another; the receiver sees the sender's origin and window). Ports are Node's real MessageChannel.
// For unit tests of the channel's logic; the attacks also run in Chromium across real origins.

type Listener = (event: MessageEvent) => void

export interface FakeWindow {
  parent: FakeWindow
  document: {
    createElement(tag: string): FakeFrameElement
    body: { appendChild(node: unknown): void }
  }
  addEventListener(type: 'message', listener: Listener): void
  removeEventListener(type: 'message', listener: Listener): void
  postMessage(data: unknown, targetOrigin: string, transfer?: MessagePort[]): void
}

export interface FakeFrameElement {
  id: string
  name: string
  title: string
  src: string
  style: Record<string, string>
  attributes: Record<string, string>
  contentWindow: FakeWindow
  setAttribute(name: string, value: string): void
  remove(): void
}

export function fakeWindowPair({
  hostOrigin = 'https://app.example',
  frameOrigin = 'https://frame.example',
} = {}) {
  const listeners = new Map<FakeWindow, Set<Listener>>()
  const log = { delivered: 0, refusedByTargetOrigin: 0, appended: [] as unknown[], removed: 0 }

  const makeWindow = (own: string, parent?: FakeWindow): FakeWindow => {
    const self: FakeWindow = {
      parent: parent as FakeWindow,
      document: {
        createElement: () => frameElement,
        body: { appendChild: (node) => log.appended.push(node) },
      },
      addEventListener: (_type, listener) => listeners.get(self)?.add(listener),
      removeEventListener: (_type, listener) => listeners.get(self)?.delete(listener),
      // Whoever holds this window posts to it: the sender is the other window of the pair.
      postMessage(data, targetOrigin, transfer = []) {
        if (targetOrigin !== own) {
          log.refusedByTargetOrigin++
          return
        }
        const sender = self === host ? frame : host
        deliver(self, {
          data: structuredClone(data),
          origin: origins.get(sender) ?? '',
          source: sender,
          ports: transfer,
        })
      },
    }
    listeners.set(self, new Set())
    return self
  }
  const origins = new Map<FakeWindow, string>()
  const host = makeWindow(hostOrigin)
  host.parent = host
  const frame = makeWindow(frameOrigin, host)
  origins.set(host, hostOrigin)
  origins.set(frame, frameOrigin)

  const frameElement: FakeFrameElement = {
    id: '',
    name: '',
    title: '',
    src: '',
    style: {},
    attributes: {},
    contentWindow: frame,
    setAttribute(name, value) {
      this.attributes[name] = value
    },
    remove: () => {
      log.removed++
    },
  }

  /** Delivers an event to `target`'s listeners a task later, as a browser does. */
  function deliver(
    target: FakeWindow,
    event: { data: unknown; origin: string; source: unknown; ports?: MessagePort[] },
  ) {
    setTimeout(() => {
      log.delivered++
      for (const listener of listeners.get(target) ?? [])
        listener({ ports: [], ...event } as unknown as MessageEvent)
    }, 0)
  }

  return {
    host,
    frame,
    frameElement,
    log,
    /** A message any window (`source`) on any `origin` could post to the host page. */
    sendToHost: (data: unknown, from: { origin: string; source: unknown }) =>
      deliver(host, { data, origin: from.origin, source: from.source }),
    /** A message to the frame from anyone. */
    sendToFrame: (
      data: unknown,
      from: { origin: string; source: unknown; ports?: MessagePort[] },
    ) =>
      deliver(frame, { data, origin: from.origin, source: from.source, ports: from.ports ?? [] }),
  }
}

/** Lets queued window messages and port messages be delivered. */
export const tick = (times = 5) =>
  (async () => {
    for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve, 0))
  })()

export type Request = { type: string; id: string; payload: unknown }
export type Answer = (request: Request, port: MessagePort) => void

/** The frame's side, scripted: takes the port, then answers each request with `answer`. */
export function scriptedFrame(
  pair: ReturnType<typeof fakeWindowPair>,
  answer: Answer,
  hostOrigin: string,
) {
  const seen: Request[] = []
  const handshakes: { id: string; ports: number }[] = []
  let port: MessagePort | undefined
  pair.frame.addEventListener('message', (event) => {
    const data = event.data as Request
    if (data?.type !== CHANNEL_TYPE) return
    handshakes.push({ id: data.id, ports: event.ports.length })
    port = event.ports[0] as MessagePort
    port.onmessage = (message) => {
      seen.push(message.data)
      answer(message.data, port as MessagePort)
    }
    port.postMessage({ type: `${FRAME_PREFIX}OPEN_CHANNEL_SUCCESS`, id: data.id })
  })
  return {
    seen,
    handshakes,
    sayReady: () => pair.frame.parent.postMessage({ type: `${FRAME_PREFIX}READY` }, hostOrigin),
    close: () => port?.close(),
  }
}

export const succeed =
  (payload: unknown): Answer =>
  (request, port) =>
    port.postMessage({
      type: `${FRAME_PREFIX}${request.type.split('/')[1]}_SUCCESS`,
      id: request.id,
      payload,
    })
