import { type Clock, LatchError, type TimerHandle } from '@latch/core'
import { parseOrThrow } from '@latch/core/plugin'
import {
  FRAME_CONNECT_TIMEOUT_MS,
  FRAME_ELEMENT_ID,
  FRAME_ELEMENT_NAME,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_GRACE_MS,
} from '../constants'
import { EmbeddedWalletError } from '../errors'
import {
  APP_PREFIX,
  APPROVAL_TYPE,
  approvalSchema,
  CHANNEL_TYPE,
  envelopeSchema,
  errorPayloadSchema,
  FRAME_PREFIX,
  type FrameReplyPayload,
  type FrameRequestPayload,
  type FrameRequestType,
  frameRequests,
  LOAD_TIMEOUT_EXEMPT,
  readySchema,
  SLOW_REQUESTS,
} from '../protocol/messages'

export interface FrameChannelOptions {
  /** The frame site's page (`endpoints.frame`): only its exact origin is ever heard or posted to. */
  url: string
  projectId: string
  /** The chain the frame starts on (spec §2: default eip155:1). */
  chainId?: string
  /** Latch's version, for the frame's logs. */
  version: string
  enableLogger?: boolean
  clock: Clock
  /** The host page's window (its document gets the frame). */
  window?: Window
  /** The frame opened (or closed) its approval UI for an open request: show (or hide) it. */
  onApproval?(open: boolean): void
}

export interface FrameChannel {
  /** The hidden, fixed frame (spec §2: id w3m-iframe, name w3m-secure-iframe). */
  readonly element: HTMLIFrameElement
  /** The frame's exact origin. */
  readonly origin: string
  /** Resolves once the frame said it is ready, took the private channel, and 500 ms passed. */
  ready(): Promise<void>
  /**
   * Sends a request and resolves with its `_SUCCESS` reply's payload, checked; rejects with the
   * `_ERROR` reply's message (FRAME_ERROR), 'iframe_load_failed' when the frame is not ready
   * within 20 s, 'iframe_request_timeout' for an email/OTP step left 120 s without an answer (then
   * every open request is aborted), or 'Request was aborted'.
   */
  request<T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
  ): Promise<FrameReplyPayload<T>>
  /**
   * Aborts the open requests ('Request was aborted'), except those `keep` names; `approving`
   * says whether the frame shows its approval UI for the request.
   */
  abort(keep?: (type: FrameRequestType, payload: unknown, approving: boolean) => boolean): void
  /** Messages dropped: wrong window or origin, malformed, or a reply no open request waits for. */
  readonly dropped: number
  /** Removes the frame and its listeners; open requests are aborted. */
  destroy(): void
}

/** The requests during which the frame may show itself: its approval UI, its codes. */
const SHOWS_FRAME: ReadonlySet<FrameRequestType> = new Set([
  'RPC_REQUEST',
  'CONNECT_OTP',
  'UPDATE_EMAIL',
  'EXPORT_WALLET',
])

interface Pending {
  type: FrameRequestType
  payload: unknown
  resolve(value: unknown): void
  reject(error: unknown): void
  timer?: TimerHandle
  /** The frame shows its approval UI for it. */
  approving?: boolean
}

/**
 * The host side of the secure frame: creates the frame on the frame site's exact origin, and talks
 * to it only through a private `MessageChannel` handed over once the frame says it is ready.
 * Window messages are heard only from that frame's window and origin (anything else is dropped and
 * counted); posts name the exact origin; ids are `crypto.randomUUID()`; every reply is validated
 * and must match an open request's id and type.
 */
export function createFrameChannel(options: FrameChannelOptions): FrameChannel {
  const host = options.window ?? window
  const { clock } = options
  const page = new URL(options.url)
  if (page.protocol !== 'https:' && page.protocol !== 'http:') {
    throw new LatchError('INVALID_INPUT', { details: `frame URL must be http(s): ${page.href}` })
  }
  const origin = page.origin
  page.searchParams.set('projectId', options.projectId)
  page.searchParams.set('chainId', options.chainId ?? 'eip155:1')
  page.searchParams.set('version', options.version)
  page.searchParams.set('enableLogger', String(options.enableLogger ?? false))

  const element = host.document.createElement('iframe')
  element.id = FRAME_ELEMENT_ID
  element.name = FRAME_ELEMENT_NAME
  element.title = 'Secure wallet'
  // The frame keeps its own origin (its storage holds the device share) but may not navigate the
  // host page, open unrelated popups or run plugins.
  element.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms')
  element.setAttribute('referrerpolicy', 'origin')
  element.src = page.href
  Object.assign(element.style, {
    position: 'fixed',
    width: '0',
    height: '0',
    border: '0',
    inset: 'auto 0 0 auto',
    visibility: 'hidden',
  })

  const pending = new Map<string, Pending>()
  const queue: (() => void)[] = []
  let port: MessagePort | undefined
  let handshake: string | undefined
  let isReady = false
  let failed: LatchError | undefined
  let destroyed = false
  let dropped = 0
  let readyTimer: TimerHandle | undefined
  let resolveReady: () => void = () => {}
  let rejectReady: (error: unknown) => void = () => {}
  const readyPromise = new Promise<void>((resolve, reject) => {
    resolveReady = resolve
    rejectReady = reject
  })
  // A ready() nobody awaits must not surface as an unhandled rejection.
  readyPromise.catch(() => {})

  const settle = (id: string, outcome: { value: unknown } | { error: unknown }) => {
    const entry = pending.get(id)
    if (!entry) return
    pending.delete(id)
    if (entry.timer !== undefined) clock.clearTimeout(entry.timer)
    if ('error' in outcome) entry.reject(outcome.error)
    else entry.resolve(outcome.value)
  }

  const abort = (
    keep?: (type: FrameRequestType, payload: unknown, approving: boolean) => boolean,
  ) => {
    for (const [id, entry] of [...pending]) {
      if (keep?.(entry.type, entry.payload, entry.approving === true)) continue
      settle(id, { error: new EmbeddedWalletError('REQUEST_ABORTED') })
    }
  }

  const fail = (error: LatchError) => {
    failed = error
    rejectReady(error)
    queue.length = 0
    for (const [id, entry] of [...pending]) {
      if (!LOAD_TIMEOUT_EXEMPT.has(entry.type)) settle(id, { error })
    }
  }
  /** Spec §9: an email step left 120 s: 'iframe_request_timeout', and every open request aborted. */
  const armTimeout = (id: string, entry: Pending) => {
    entry.timer = clock.setTimeout(() => {
      settle(id, { error: new EmbeddedWalletError('FRAME_REQUEST_TIMEOUT') })
      abort()
    }, FRAME_CONNECT_TIMEOUT_MS)
  }

  const loadTimer = clock.setTimeout(() => {
    if (!isReady) fail(new EmbeddedWalletError('FRAME_LOAD_FAILED'))
  }, FRAME_LOAD_TIMEOUT_MS)

  const onReply = (event: MessageEvent) => {
    const envelope = envelopeSchema().safeParse(event.data)
    if (!envelope.success || !envelope.data.id) {
      dropped++
      return
    }
    const { type, id, payload } = envelope.data
    if (id === handshake && type === `${FRAME_PREFIX}OPEN_CHANNEL_SUCCESS`) {
      handshake = undefined
      readyTimer = clock.setTimeout(() => {
        isReady = true
        resolveReady()
        for (const send of queue.splice(0)) send()
      }, FRAME_READY_GRACE_MS)
      return
    }
    const entry = pending.get(id)
    if (type === APPROVAL_TYPE) {
      const approval = approvalSchema().safeParse(event.data)
      // Shown for a signature, or for a new device's recovery code (asked during the login).
      if (!approval.success || !entry || !SHOWS_FRAME.has(entry.type)) dropped++
      else {
        entry.approving = approval.data.payload.open
        // While the person acts in the frame (a recovery code read from a mail) the email step's
        // 120 s do not run; they start again when the frame is done.
        if (entry.timer !== undefined) {
          clock.clearTimeout(entry.timer)
          entry.timer = undefined
          if (!entry.approving) armTimeout(id, entry)
        } else if (!entry.approving && SLOW_REQUESTS.has(entry.type)) armTimeout(id, entry)
        options.onApproval?.(approval.data.payload.open)
      }
      return
    }
    const base = entry && `${FRAME_PREFIX}${entry.type}`
    if (!entry || (type !== `${base}_SUCCESS` && type !== `${base}_ERROR`)) {
      dropped++
      return
    }
    if (type === `${base}_ERROR`) {
      const error = errorPayloadSchema().safeParse(payload)
      settle(id, {
        error: error.success
          ? new EmbeddedWalletError('FRAME_ERROR', { params: { message: error.data.message } })
          : new EmbeddedWalletError('SOMETHING_WENT_WRONG'),
      })
      return
    }
    try {
      const reply = parseOrThrow(frameRequests()[entry.type].reply, payload, 'INVALID_INPUT', [
        type,
      ])
      settle(id, { value: reply })
    } catch (error) {
      settle(id, { error })
    }
  }

  const onWindowMessage = (event: MessageEvent) => {
    // Only the frame this channel created, on its exact origin; a sibling frame of the same
    // origin, another window or another origin is not heard.
    if (event.source !== element.contentWindow || event.origin !== origin) {
      dropped++
      return
    }
    if (!readySchema().safeParse(event.data).success || failed || destroyed) {
      dropped++
      return
    }
    openChannel()
  }

  /** Hands the frame a private port: nothing after this goes through the window. */
  const openChannel = () => {
    if (port) {
      // The frame loaded again: the old channel and what was asked on it are gone.
      port.close()
      abort()
    }
    if (readyTimer !== undefined) clock.clearTimeout(readyTimer)
    const channel = new MessageChannel()
    port = channel.port1
    port.onmessage = onReply
    handshake = crypto.randomUUID()
    element.contentWindow?.postMessage({ type: CHANNEL_TYPE, id: handshake }, origin, [
      channel.port2,
    ])
  }

  host.addEventListener('message', onWindowMessage)
  host.document.body.appendChild(element)

  const request = <T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
  ): Promise<FrameReplyPayload<T>> => {
    const schema = Object.hasOwn(frameRequests(), type) ? frameRequests()[type] : undefined
    if (!schema) return Promise.reject(new LatchError('INVALID_INPUT', { details: `type ${type}` }))
    let checked: unknown
    try {
      checked = parseOrThrow(schema.payload, payload, 'INVALID_INPUT', [type])
    } catch (error) {
      return Promise.reject(error)
    }
    if (destroyed) return Promise.reject(new EmbeddedWalletError('REQUEST_ABORTED'))
    if (failed && !LOAD_TIMEOUT_EXEMPT.has(type)) return Promise.reject(failed)
    const id = crypto.randomUUID()
    return new Promise((resolve, reject) => {
      pending.set(id, {
        type,
        payload: checked,
        resolve: resolve as (value: unknown) => void,
        reject,
      })
      const send = () => {
        const entry = pending.get(id)
        if (!entry || !port) return
        if (SLOW_REQUESTS.has(type)) armTimeout(id, entry)
        port.postMessage({ type: `${APP_PREFIX}${type}`, id, payload: checked })
      }
      if (isReady) send()
      else queue.push(send)
    })
  }

  return {
    element,
    origin,
    ready: () => readyPromise,
    request,
    abort,
    get dropped() {
      return dropped
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      clock.clearTimeout(loadTimer)
      if (readyTimer !== undefined) clock.clearTimeout(readyTimer)
      host.removeEventListener('message', onWindowMessage)
      abort()
      rejectReady(new EmbeddedWalletError('REQUEST_ABORTED'))
      port?.close()
      element.remove()
    },
  }
}
