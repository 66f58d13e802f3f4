import {
  APP_PREFIX,
  CHANNEL_TYPE,
  envelopeSchema,
  FRAME_PREFIX,
  type FrameReplyPayload,
  type FrameRequestPayload,
  type FrameRequestType,
  frameRequests,
} from '@latch/embedded-wallet/protocol'

/** What the frame does for each request; a throw becomes the `_ERROR` reply's message. */
export type HostRequestHandler = <T extends FrameRequestType>(
  type: T,
  payload: FrameRequestPayload<T>,
) => Promise<FrameReplyPayload<T>>

export interface ListenToHostOptions {
  /** The frame's own window (its `parent` is the host page). */
  window: Window
  /** The host page's origin, once checked against the project's allowed origins. */
  hostOrigin: string
  handle: HostRequestHandler
  version?: string
}

export interface HostListener {
  /** Messages dropped: wrong window or origin, a second channel, malformed, unknown type. */
  readonly dropped: number
  stop(): void
}

/**
 * The frame side of the channel: says READY to the host page (its parent, on its exact origin),
 * takes the private port the host hands over once, then answers each request on that port. Window
 * messages from anything but the parent on `hostOrigin` are dropped; nothing is ever posted to '*'.
 */
export function listenToHost(options: ListenToHostOptions): HostListener {
  const { window: frame, hostOrigin } = options
  let port: MessagePort | undefined
  let dropped = 0

  const onRequest = async (event: MessageEvent) => {
    const envelope = envelopeSchema().safeParse(event.data)
    const type = envelope.success ? envelope.data.type.slice(APP_PREFIX.length) : ''
    const known =
      envelope.success &&
      envelope.data.id &&
      envelope.data.type.startsWith(APP_PREFIX) &&
      Object.hasOwn(frameRequests(), type)
    if (!known || !envelope.success || !envelope.data.id) {
      dropped++
      return
    }
    const { id, payload } = envelope.data
    const requestType = type as FrameRequestType
    const reply = (suffix: 'SUCCESS' | 'ERROR', body: unknown) =>
      port?.postMessage({ type: `${FRAME_PREFIX}${requestType}_${suffix}`, id, payload: body })
    const checked = frameRequests()[requestType].payload.safeParse(payload)
    if (!checked.success) {
      reply('ERROR', { message: 'Invalid input' })
      return
    }
    try {
      reply('SUCCESS', await options.handle(requestType, checked.data as never))
    } catch (error) {
      reply('ERROR', { message: error instanceof Error ? error.message : 'An error occurred' })
    }
  }

  const onWindowMessage = (event: MessageEvent) => {
    const envelope = envelopeSchema().safeParse(event.data)
    const isHandshake =
      event.source === frame.parent &&
      event.origin === hostOrigin &&
      envelope.success &&
      envelope.data.type === CHANNEL_TYPE &&
      envelope.data.id !== undefined &&
      event.ports.length === 1
    // One channel per page load: a second handshake is someone else's.
    if (!isHandshake || port || !envelope.success) {
      dropped++
      return
    }
    port = event.ports[0] as MessagePort
    port.onmessage = (message) => void onRequest(message)
    port.postMessage({ type: `${FRAME_PREFIX}OPEN_CHANNEL_SUCCESS`, id: envelope.data.id })
  }

  frame.addEventListener('message', onWindowMessage)
  frame.parent.postMessage(
    { type: `${FRAME_PREFIX}READY`, payload: options.version ? { version: options.version } : {} },
    hostOrigin,
  )

  return {
    get dropped() {
      return dropped
    },
    stop() {
      frame.removeEventListener('message', onWindowMessage)
      port?.close()
    },
  }
}
