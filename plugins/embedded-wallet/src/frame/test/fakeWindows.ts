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
  function deliver(target: FakeWindow, event: Partial<MessageEvent> & { source: unknown }) {
    setTimeout(() => {
      log.delivered++
      for (const listener of listeners.get(target) ?? [])
        listener({ ports: [], ...event } as MessageEvent)
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
