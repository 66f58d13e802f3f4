import { crc32, deflateSync } from 'node:zlib'
import { digest } from './random'

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type: string, data: Buffer): Buffer {
  const typeBytes = Buffer.from(type, 'latin1')
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.byteLength)
  const checksum = Buffer.alloc(4)
  checksum.writeUInt32BE(crc32(Buffer.concat([typeBytes, data])))
  return Buffer.concat([length, typeBytes, data, checksum])
}

/** Encodes 8-bit RGB pixels (row-major, 3 bytes a pixel) as a PNG. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: truecolour
  header[10] = 0 // compression: deflate
  header[11] = 0 // filter method
  header[12] = 0 // no interlace
  // Each scanline starts with its filter type byte (0: none).
  const stride = width * 3
  const raw = Buffer.alloc((stride + 1) * height)
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0
    Buffer.from(rgb.buffer, rgb.byteOffset + y * stride, stride).copy(raw, y * (stride + 1) + 1)
  }
  return Buffer.concat([
    pngSignature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Side of the generated images in pixels: small, but large enough to look like an icon. */
export const identiconSize = 40
const cells = 5

/**
 * A deterministic, symmetric 5x5 identicon derived from the id: the same id always gives the same
 * bytes, different ids give visibly different images.
 */
export function identiconPng(id: string): Buffer {
  const hash = digest('latch-identicon', id)
  const foreground = [hash[0]!, hash[1]!, hash[2]!]
  const background = [240, 240, 245]
  const cellSize = identiconSize / cells
  const filled: boolean[] = []
  for (let row = 0; row < cells; row++) {
    for (let column = 0; column < cells; column++) {
      // Mirror the left half so the icon is symmetric, like the usual identicons.
      const source = column < 3 ? column : cells - 1 - column
      filled.push((hash[3 + row * 3 + source]! & 1) === 1)
    }
  }
  const rgb = new Uint8Array(identiconSize * identiconSize * 3)
  for (let y = 0; y < identiconSize; y++) {
    for (let x = 0; x < identiconSize; x++) {
      const cell = Math.floor(y / cellSize) * cells + Math.floor(x / cellSize)
      const colour = filled[cell] ? foreground : background
      rgb.set(colour, (y * identiconSize + x) * 3)
    }
  }
  return encodePng(identiconSize, identiconSize, rgb)
}
