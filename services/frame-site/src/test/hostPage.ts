// The browser test's host page: an app page that frames the frame site with the embedded wallet's
// real host side (`createFrameChannel`), shows the frame when it asks for approval, and exposes
// the channel to the test as `window.latchHost`.
import { systemClock } from '@latch/core'
import { createFrameChannel } from '@latch/embedded-wallet'

const query = new URLSearchParams(location.search)
const started = performance.now()
const heard: { origin: string; type: string; at: number }[] = []
window.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type
  heard.push({ origin: event.origin, type: String(type), at: performance.now() - started })
})

const channel = createFrameChannel({
  url: query.get('frame') ?? '',
  projectId: query.get('projectId') ?? '',
  chainId: query.get('chainId') ?? 'eip155:1',
  version: 'browser-test',
  clock: systemClock,
  onApproval(open) {
    // ApproveTransaction: the frame becomes visible for the person to click in it.
    Object.assign(channel.element.style, {
      width: open ? '420px' : '0',
      height: open ? '560px' : '0',
      inset: open ? '0 auto auto 0' : 'auto 0 0 auto',
      visibility: open ? 'visible' : 'hidden',
    })
    approvals.push(open)
  },
})
const approvals: boolean[] = []
const ready = channel.ready().then(() => Math.round(performance.now() - started))
ready.catch(() => {})

Object.assign(window, {
  latchHost: {
    ready,
    approvals,
    heard,
    request: (type: never, payload: never) => channel.request(type, payload),
    /** Window and port messages the channel refused. */
    dropped: () => channel.dropped,
    /** Frames the frame site again beside the real one (a sibling on the same origin). */
    addSibling: () => {
      const sibling = document.createElement('iframe')
      sibling.id = 'sibling'
      sibling.src = channel.element.src
      document.body.appendChild(sibling)
      return new Promise((resolve) => sibling.addEventListener('load', resolve, { once: true }))
    },
  },
})
