/**
 * What runs inside the measured page, installed before any of its scripts (`addInitScript`), so
 * every app is timed the same way, without a round trip to Node in the middle of a measurement.
 *
 * - button visible: the first moment `button()` returns an element that is shown and enabled,
 *   checked on every DOM mutation and every animation frame (frames reach into shadow roots,
 *   mutations do not).
 * - first open: `clickAfter` ms after the button is visible (or `'idle'`: after the load event and
 *   an idle period), the button is clicked; then the time until `findModal()` returns an element
 *   that is shown (an app may build its modal hidden ahead of the click) and a frame has been
 *   produced with it.
 *
 * The result lands in `window.__latchSpeed` ({ buttonAt, clickedAt, openMs }):
 * `window.__latchSpeed.when(key)` resolves with it once `key` is in, and `reopen()` times another
 * open (the warm one) once the modal is closed. The harness asks for them with one evaluation,
 * never by polling or console messages: both would run the harness's code in the measured page.
 */
export function installSpeedProbe({ button, modal, clickAfter }) {
  // The finders arrive as source text (each app brings its own). The button counts once it can be
  // used: shown (not transparent, not hidden) and enabled, whatever the app.
  const findAny = new Function(`return (${button})`)()
  const findButton = () => {
    const element = findAny()
    return element &&
      !element.disabled &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      ? element
      : null
  }
  const findShown = new Function(`return (${modal})`)()
  const findModal = () => {
    const element = findShown()
    // Rendered, not hidden (display, visibility); a modal fading in counts from its first frame.
    return element?.checkVisibility({ visibilityProperty: true }) ? element : null
  }
  // One promise per figure, settled once it is in.
  const settle = {}
  const ready = Object.fromEntries(
    ['buttonAt', 'openMs'].map((key) => [key, new Promise((resolve) => (settle[key] = resolve))]),
  )
  const result = {
    when: (key) =>
      ready[key].then(() => ({
        buttonAt: result.buttonAt,
        clickedAt: result.clickedAt,
        openMs: result.openMs,
      })),
    reopen: async () => {
      while (findModal()) await new Promise((resolve) => requestAnimationFrame(resolve))
      return open()
    },
  }
  window.__latchSpeed = result
  const afterFrame = () =>
    new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

  const open = async () => {
    const target = findButton()
    const started = performance.now()
    result.clickedAt ??= started
    target.click()
    while (!findModal()) {
      await new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect()
          resolve()
        })
        observer.observe(document, { childList: true, subtree: true, attributes: true })
        requestAnimationFrame(() => {
          observer.disconnect()
          resolve()
        })
      })
    }
    await afterFrame()
    return performance.now() - started
  }
  const firstOpen = async () => {
    result.openMs = await open()
    settle.openMs()
  }

  const seen = () => {
    if (result.buttonAt !== undefined || !findButton()) return
    result.buttonAt = performance.now()
    observer.disconnect()
    settle.buttonAt()
    if (clickAfter === undefined) return
    if (clickAfter === 'idle') {
      const idle = () => setTimeout(() => requestIdleCallback(() => void firstOpen()), 500)
      if (document.readyState === 'complete') idle()
      else addEventListener('load', idle, { once: true })
    } else {
      setTimeout(() => void firstOpen(), clickAfter)
    }
  }
  const observer = new MutationObserver(seen)
  observer.observe(document, { childList: true, subtree: true })
  const frame = () => {
    seen()
    if (result.buttonAt === undefined) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}
