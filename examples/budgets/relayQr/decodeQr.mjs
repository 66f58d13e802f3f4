import { createRequire } from 'node:module'

// jsQR, a well-kept decoder, as @latch/walletconnect's tests have it (not a dependency of the
// budgets package: resolved from the plugin's own).
const jsQR = createRequire(new URL('../../../plugins/walletconnect/package.json', import.meta.url))(
  'jsqr',
)

/** The text a QR image holds (RGBA pixels, `side` × `side`), or undefined if none is read. */
export function decodeQr(pixels, side) {
  return jsQR(Uint8ClampedArray.from(pixels), side, side)?.data
}
