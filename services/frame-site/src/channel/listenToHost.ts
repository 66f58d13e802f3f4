import {
  APP_PREFIX,
  APPROVAL_TYPE,
  CHANNEL_TYPE,
  envelopeSchema,
  FRAME_PREFIX,
  type FrameReplyPayload,
  type FrameRequestPayload,
  type FrameRequestType,
  frameRequests,
} from '@latch/embedded-wallet/protocol'

/** The request being handled, for what the frame tells the host about it while it runs. */
export interface HostRequestContext {
  /** The request's id (the host's `crypto.randomUUID()`). */
  readonly id: string
  /**
   * Tells the host the frame shows (`true`) or has closed (`false`) its approval UI for this
   * request (`APPROVAL`), so the host shows or hides the frame. Ignored once the request is
   * answered; an approval left open is closed before the reply.
   */
  approval(open: boolean): void
}

/**
 * What the frame does for each request; a throw becomes the `_ERROR` reply: its message, and its
 * numeric `code` when it has one (EIP-1193: 4001 for a rejection).
 */
export type HostRequestHandler = <T extends FrameRequestType>(
  type: T,
  payload: FrameRequestPayload<T>,
  request: HostRequestContext,
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
    let answered = false
    let approvalOpen = false
    const approval = (open: boolean) => {
      if (answered || open === approvalOpen) return
      approvalOpen = open
      port?.postMessage({ type: APPROVAL_TYPE, id, payload: { open } })
    }
    let outcome: ['SUCCESS' | 'ERROR', unknown]
    try {
      outcome = [
        'SUCCESS',
        await options.handle(requestType, checked.data as never, { id, approval }),
      ]
    } catch (error) {
      outcome = ['ERROR', errorPayload(error)]
    }
    approval(false)
    answered = true
    reply(...outcome)
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

/** An `_ERROR` reply's payload: the message, and a numeric `code` when the error has one. */
function errorPayload(error: unknown): { message: string; code?: number } {
  const message = error instanceof Error ? error.message : 'An error occurred'
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' && Number.isInteger(code) ? { message, code } : { message }
}
