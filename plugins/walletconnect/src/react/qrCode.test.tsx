import jsQR from 'jsqr'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { QrCode, type QrModules, QUIET_ZONE, qrModules } from './qrCode'
import { sampleUri } from './test/sampleUri'

/**
 * The code as a scanner sees it on a screen: `side` pixels wide (quiet zone included), each pixel
 * the module under its top-left corner, as a browser snaps `shape-rendering: crispEdges` rects
 * (modules 2 or 3 pixels wide at the modal's size). The logo's square is painted `logo` (white, or
 * black: the worst a logo can do to the modules under it).
 */
function raster({ size, runs, logo }: QrModules, side: number, logoColour: 'white' | 'black') {
  const dark = new Set<number>()
  for (const [x, y, width] of runs) for (let i = 0; i < width; i++) dark.add(y * size + x + i)
  const inLogo = (x: number, y: number) =>
    x >= logo.start && x < logo.start + logo.size && y >= logo.start && y < logo.start + logo.size
  const modulesPerSide = size + 2 * QUIET_ZONE
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      const x = Math.floor((px * modulesPerSide) / side) - QUIET_ZONE
      const y = Math.floor((py * modulesPerSide) / side) - QUIET_ZONE
      const black = dark.has(y * size + x) || (logoColour === 'black' && inLogo(x, y))
      if (x >= 0 && y >= 0 && x < size && y < size && black) {
        const i = (py * side + px) * 4
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0
      }
    }
  }
  return pixels
}

const uris = {
  short: 'wc:abc@2?relay-protocol=irn&symKey=00',
  typical: sampleUri(1),
  'with methods': `${sampleUri(3)}&methods=[wc_sessionPropose],[wc_authRequest,wc_authBatchRequest]`,
  // Far longer than a pairing URI: a larger code, read here at whole-pixel modules only.
  long: `${sampleUri(2)}&methods=${'wc_sessionRequest,'.repeat(12)}`,
}

describe('the QR code of a pairing URI', () => {
  for (const [name, uri] of Object.entries(uris)) {
    it(`decodes back to the ${name} URI (${uri.length} characters) with the logo on it`, () => {
      const modules = qrModules(uri)
      expect(modules).toBeDefined()
      const { logo, size } = modules as QrModules
      // The logo's square: in the middle, about a fifth of the width.
      expect(logo.start * 2 + logo.size).toBe(size)
      expect(logo.size / size).toBeGreaterThan(0.15)
      expect(logo.size / size).toBeLessThan(0.25)
      // The modal's size (256 px, 240 px on a narrow phone), and large with whole-pixel modules.
      const large = (size + 2 * QUIET_ZONE) * 4
      for (const side of name === 'long' ? [large] : [240, 256, large]) {
        for (const colour of ['white', 'black'] as const) {
          const pixels = raster(modules as QrModules, side, colour)
          expect(jsQR(pixels, side, side)?.data, `${side} px, logo ${colour}`).toBe(uri)
        }
      }
    })
  }

  it('is not drawn for a value longer than a QR code holds', () => {
    expect(qrModules('wc:'.padEnd(4_000, 'a'))).toBeUndefined()
  })

  it('is an image named for assistive tech, its modules one rect per run, dark on white', () => {
    const modules = qrModules(uris.typical) as QrModules
    const html = renderToStaticMarkup(<QrCode modules={modules} label="Scan me" />)
    expect(html).toMatch(/^<svg role="img" aria-label="Scan me"/)
    expect(html.match(/<rect /g)?.length).toBe(modules.runs.length + 2)
    expect(html).toContain('fill="#fff"')
    expect(html).toContain('fill="#000"')
    // The logo is decoration: the image's name says what to do.
    expect(html).toContain('aria-hidden="true"')
  })
})
