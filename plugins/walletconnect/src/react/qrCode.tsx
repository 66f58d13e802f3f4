import { encode } from 'uqr'

/** Modules of quiet zone around the code (ISO/IEC 18004 asks for 4). */
export const QUIET_ZONE = 4
/** The error correction level (see qrModules). */
export const QR_ECC = 'Q'
/** How wide the logo in the middle is, as a share of the code's width. */
const LOGO_SHARE = 0.2

export interface QrModules {
  /** Modules per side, quiet zone excluded. */
  size: number
  /** The dark modules as horizontal runs: `[x, y, width]`, row by row. */
  runs: [x: number, y: number, width: number][]
  /** The square in the middle kept free of modules for the logo: its first module and its width. */
  logo: { start: number; size: number }
}

/**
 * The modules of `value`'s QR code, drawn locally (uqr). Error correction Q: a quarter of the code
 * may be lost, so the logo in the middle (4% of its area) leaves it readable; H would mean a larger
 * code (81 modules a side instead of 73 for a usual URI), too fine at the size the modal shows it
 * to read reliably. Undefined when `value` is longer than a QR code holds.
 */
export function qrModules(value: string): QrModules | undefined {
  let qr: ReturnType<typeof encode>
  try {
    qr = encode(value, { ecc: QR_ECC, border: 0 })
  } catch {
    return undefined
  }
  const { size, data } = qr
  // Odd like the code (4 × version + 17), so it sits exactly in the middle.
  let logoSize = Math.round(size * LOGO_SHARE)
  if (logoSize % 2 === 0) logoSize += 1
  const start = (size - logoSize) / 2
  const end = start + logoSize
  const inLogo = (x: number, y: number) => x >= start && x < end && y >= start && y < end

  const runs: QrModules['runs'] = []
  for (let y = 0; y < size; y++) {
    const row = data[y] ?? []
    let x = 0
    while (x < size) {
      if (!row[x] || inLogo(x, y)) {
        x++
        continue
      }
      const from = x
      while (x < size && row[x] && !inLogo(x, y)) x++
      runs.push([from, y, x - from])
    }
  }
  return { size, runs, logo: { start, size: logoSize } }
}

/** WalletConnect's mark (its brand kit's path, 300 × 185). */
const MARK =
  'M61.439 36.256c48.91-47.888 128.212-47.888 177.123 0l5.886 5.764a6.041 6.041 0 0 1 0 8.67l-20.136 19.716a3.179 3.179 0 0 1-4.428 0l-8.101-7.931c-34.122-33.408-89.444-33.408-123.566 0l-8.675 8.494a3.179 3.179 0 0 1-4.428 0L54.978 51.253a6.041 6.041 0 0 1 0-8.67l6.46-6.327ZM280.206 77.03l17.922 17.547a6.041 6.041 0 0 1 0 8.67l-80.81 79.122c-2.446 2.394-6.41 2.394-8.856 0l-57.354-56.155a1.59 1.59 0 0 0-2.214 0L91.54 182.37c-2.446 2.394-6.411 2.394-8.857 0L1.872 103.247a6.041 6.041 0 0 1 0-8.671l17.922-17.547c2.445-2.394 6.41-2.394 8.856 0l57.355 56.155a1.59 1.59 0 0 0 2.214 0L145.57 77.03c2.446-2.394 6.41-2.395 8.856 0l57.355 56.155a1.59 1.59 0 0 0 2.214 0L271.35 77.03c2.446-2.394 6.41-2.394 8.856 0Z'

export const WALLETCONNECT_BLUE = '#3396FF'

/** WalletConnect's logo: its mark in white on a blue rounded square (`size` × `size` at x, y). */
export function WalletConnectLogo({
  x = 0,
  y = 0,
  size,
}: {
  x?: number
  y?: number
  size: number
}) {
  return (
    <svg x={x} y={y} width={size} height={size} viewBox="0 0 400 400" aria-hidden="true">
      <rect width="400" height="400" rx="96" fill={WALLETCONNECT_BLUE} />
      <path d={MARK} fill="#fff" transform="translate(80 126) scale(0.8)" />
    </svg>
  )
}

export interface QrCodeProps {
  /** The code's modules (`qrModules(value)`). */
  modules: QrModules
  /** The image's accessible name. */
  label: string
}

/**
 * A QR code in SVG: black modules on white whatever the theme (scanners read dark on
 * light), a quiet zone around, WalletConnect's logo in the middle. An image with a name for
 * assistive tech; its modules are one element per horizontal run.
 */
export function QrCode({ modules, label }: QrCodeProps) {
  const { size, runs, logo } = modules
  const side = size + 2 * QUIET_ZONE
  // The logo sits on white, one module in from the free square's edges.
  const inset = 1
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      width="100%"
      height="100%"
      style={{ display: 'block' }}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <g fill="#000" shapeRendering="crispEdges" data-qr-modules="">
        {runs.map(([x, y, width]) => (
          <rect key={`${x},${y}`} x={x} y={y} width={width} height={1} />
        ))}
      </g>
      <WalletConnectLogo
        x={logo.start + inset}
        y={logo.start + inset}
        size={logo.size - 2 * inset}
      />
    </svg>
  )
}
