/**
 * An empty element over the frame's whole viewport, above everything in it and letting every
 * click through: watched, it stands for all the frame shows. The browser reports it seen whole
 * only when the host page shows the frame's viewport whole (no clip-path, no crop by a box around
 * it, not partly off screen) and as drawn (nothing of the host over any part of it, no opacity,
 * filter or transform), which watching the dialog or the button alone would not tell.
 * Styled through the CSSOM: the frame's CSP (`style-src 'self'`) refuses style attributes only.
 */
export function viewportSentinel(document: Document): HTMLElement {
  const sentinel = document.createElement('div')
  sentinel.setAttribute('aria-hidden', 'true')
  Object.assign(sentinel.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483647',
    pointerEvents: 'none',
  })
  return document.body.appendChild(sentinel)
}
