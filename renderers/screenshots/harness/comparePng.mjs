/**
 * Compares two PNGs in a browser page (no image library needed): how many pixels differ, and how
 * many differ by more than `tolerance` on some channel (anti-aliasing noise of software rendering
 * stays under it; a real change does not).
 *
 * @param {import('playwright-core').Page} page any page (a blank one will do)
 * @param {Buffer} a
 * @param {Buffer} b
 * @returns {Promise<{ sameSize: boolean, differing: number, significant: number }>}
 */
export function comparePng(page, a, b, tolerance = 64) {
  return page.evaluate(
    async ([a, b, tolerance]) => {
      const pixels = async (base64) => {
        const image = new Image()
        image.src = `data:image/png;base64,${base64}`
        await image.decode()
        const canvas = new OffscreenCanvas(image.width, image.height)
        const context = canvas.getContext('2d')
        context.drawImage(image, 0, 0)
        return context.getImageData(0, 0, image.width, image.height)
      }
      const [first, second] = [await pixels(a), await pixels(b)]
      if (first.width !== second.width || first.height !== second.height)
        return { sameSize: false, differing: Number.NaN, significant: Number.NaN }
      let differing = 0
      let significant = 0
      for (let i = 0; i < first.data.length; i += 4) {
        let delta = 0
        for (let c = 0; c < 4; c++)
          delta = Math.max(delta, Math.abs(first.data[i + c] - second.data[i + c]))
        if (delta > 0) differing++
        if (delta > tolerance) significant++
      }
      return { sameSize: true, differing, significant }
    },
    [a.toString('base64'), b.toString('base64'), tolerance],
  )
}
