import { createHash } from 'node:crypto'
import { crc32, inflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { identiconPng, identiconSize } from './png'
import { type LocalApi, startLocalApi } from './server'
import { errorShape } from './shapes'
import { apiUrl } from './testClient'

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Reads a PNG's chunks, checking each CRC; a decoder's first steps, written out for the test. */
function readChunks(bytes: Buffer): { type: string; data: Buffer }[] {
  expect([...bytes.subarray(0, 8)]).toEqual(pngSignature)
  const chunks: { type: string; data: Buffer }[] = []
  let offset = 8
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    const data = bytes.subarray(offset + 8, offset + 8 + length)
    const crc = bytes.readUInt32BE(offset + 8 + length)
    expect(crc).toBe(crc32(bytes.subarray(offset + 4, offset + 8 + length)))
    chunks.push({ type, data })
    offset += 12 + length
  }
  return chunks
}

function expectValidPng(bytes: Buffer): void {
  const chunks = readChunks(bytes)
  expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
  const header = chunks[0]!.data
  expect(header).toHaveLength(13)
  expect(header.readUInt32BE(0)).toBe(identiconSize) // width
  expect(header.readUInt32BE(4)).toBe(identiconSize) // height
  expect([header[8], header[9], header[10], header[11], header[12]]).toEqual([8, 2, 0, 0, 0])
  // The pixel data inflates to one filter byte plus RGB per pixel for every row.
  const raw = inflateSync(chunks[1]!.data)
  expect(raw).toHaveLength(identiconSize * (1 + identiconSize * 3))
}

describe('images', () => {
  let api: LocalApi
  beforeAll(async () => {
    api = await startLocalApi()
  })
  afterAll(() => api.stop())

  async function fetchImage(path: string) {
    const response = await fetch(apiUrl(api, path))
    return { response, bytes: Buffer.from(await response.arrayBuffer()) }
  }

  it('generates valid PNGs (signature, IHDR, CRCs, pixel data), stable per id', () => {
    const png = identiconPng('abc')
    expectValidPng(png)
    expect(identiconPng('abc')).toEqual(png)
    expect(identiconPng('abd')).not.toEqual(png)
    expect(createHash('sha256').update(png).digest('hex')).toBe(
      'f28a8a029f3108fa9f711b6a8d3955aadc2850b5abd46f76895e745a3b24f205',
    )
  })

  it('serves wallet images by image_id (and wallet id) as image/png', async () => {
    const wallet = api.wallets[3]!
    for (const id of [wallet.image_id, wallet.id]) {
      const { response, bytes } = await fetchImage(`/getWalletImage/${id}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
      expectValidPng(bytes)
    }
  })

  it('answers 404 with a JSON error for an unknown wallet image', async () => {
    const response = await fetch(apiUrl(api, `/getWalletImage/${'0'.repeat(64)}`))
    expect(response.status).toBe(404)
    errorShape.parse(await response.json())
  })

  it('serves asset, currency and token images, different per kind and id', async () => {
    const paths = [
      '/public/getAssetImage/eip155-1',
      '/public/getAssetImage/eip155-8453',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/ETH',
    ]
    const images = await Promise.all(paths.map(fetchImage))
    for (const { response, bytes } of images) {
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expectValidPng(bytes)
    }
    const digests = images.map(({ bytes }) => createHash('sha256').update(bytes).digest('hex'))
    expect(new Set(digests).size).toBe(paths.length)
  })

  it('serves icon URLs without a project id, like a CDN', async () => {
    const response = await fetch(`${api.url}/icons/eth.png`)
    expect(response.status).toBe(200)
    expectValidPng(Buffer.from(await response.arrayBuffer()))
  })
})
