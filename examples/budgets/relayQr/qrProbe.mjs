/**
 * In the page: a click on the Connect button → the Connect view painted (the modal's first open),
 * then, `dwellMs` later, a click on WalletConnect → its QR painted. "Painted" is the first task after the
 * next frame that shows the element (a requestAnimationFrame, then a message: after the paint).
 * Runs in the page (`page.evaluate`), so no round trip to the test runner is counted.
 */
export async function clickToQr({ qrLabel, timeoutMs, dwellMs }) {
  const afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(performance.now())
        channel.port2.postMessage(null)
      }),
    )
  const appears = (find) =>
    new Promise((resolve, reject) => {
      const found = find()
      if (found) return resolve(found)
      const timer = setTimeout(() => {
        observer.disconnect()
        reject(new Error(`not shown within ${timeoutMs} ms`))
      }, timeoutMs)
      const observer = new MutationObserver(() => {
        const element = find()
        if (!element) return
        observer.disconnect()
        clearTimeout(timer)
        resolve(element)
      })
      observer.observe(document, { childList: true, subtree: true, attributes: true })
    })
  const button = (name) =>
    [...document.querySelectorAll('button')].find(
      (each) => each.getAttribute('aria-label') === name || each.textContent?.trim() === name,
    )
  const inDialog = (name) =>
    [...(document.querySelector('[role="dialog"]')?.querySelectorAll('button') ?? [])].find(
      (each) => each.textContent?.trim().startsWith(name),
    )

  const connect = await appears(() => button('Connect wallet'))
  const openAt = performance.now()
  connect.click()
  const row = await appears(() => inDialog('WalletConnect'))
  const shownAt = await afterPaint()
  // The user reads the list before clicking (0: a click the moment it shows).
  if (dwellMs > 0) await new Promise((resolve) => setTimeout(resolve, dwellMs))
  const clickAt = performance.now()
  row.click()
  // The QR view itself (its spinner while the pairing is not ready): where the time goes.
  const view = appears(() => document.querySelector('[role="dialog"] .latch-panel')).then(() =>
    performance.now(),
  )
  const qr = await appears(() => document.querySelector(`svg[role="img"][aria-label="${qrLabel}"]`))
  const qrAt = await afterPaint()
  return {
    modalOpenMs: shownAt - openAt,
    clickToQrMs: qrAt - clickAt,
    clickToViewMs: (await view) - clickAt,
    // What the page fetched after the click (a chunk on the QR's path shows here).
    fetched: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= clickAt)
      .map((entry) => ({
        name: entry.name.split('/').at(-1),
        at: Math.round(entry.startTime - clickAt),
        done: Math.round(entry.responseEnd - clickAt),
      })),
    svg: qr.outerHTML,
  }
}

/** In the page: the QR's SVG drawn on a white canvas of `side` px, its RGBA pixels. */
export async function rasterize({ svg, side }) {
  const image = new Image()
  image.width = side
  image.height = side
  // An SVG in an HTML page has no xmlns of its own; as an image file it needs one.
  const file = svg.includes('xmlns=')
    ? svg
    : svg.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"')
  const url = URL.createObjectURL(new Blob([file], { type: 'image/svg+xml' }))
  await new Promise((resolve, reject) => {
    image.onload = resolve
    image.onerror = () => reject(new Error('the QR SVG did not load as an image'))
    image.src = url
  })
  const canvas = document.createElement('canvas')
  canvas.width = side
  canvas.height = side
  const context = canvas.getContext('2d')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, side, side)
  context.drawImage(image, 0, 0, side, side)
  URL.revokeObjectURL(url)
  return Array.from(context.getImageData(0, 0, side, side).data)
}
