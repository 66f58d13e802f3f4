import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { forgetUncapturedShot } from './uncapturedShot'

describe('forgetUncapturedShot', () => {
  let outDir: string
  beforeEach(async () => {
    outDir = `${await mkdtemp(join(tmpdir(), 'latch-shots-'))}/`
    for (const suffix of ['light', 'dark']) await writeFile(`${outDir}relay-qr-${suffix}.png`, '')
    await writeFile(`${outDir}connect-light.png`, '')
  })
  afterEach(() => rm(outDir, { recursive: true, force: true }))

  it("removes a missing view's images when the run writes images", async () => {
    await forgetUncapturedShot({
      outDir,
      file: 'relay-qr',
      suffixes: ['light', 'dark'],
      write: true,
    })
    expect(await readdir(outDir)).toEqual(['connect-light.png'])
  })

  it('keeps every image when the run writes none (npm run a11y)', async () => {
    await forgetUncapturedShot({
      outDir,
      file: 'relay-qr',
      suffixes: ['light', 'dark'],
      write: false,
    })
    expect((await readdir(outDir)).sort()).toEqual([
      'connect-light.png',
      'relay-qr-dark.png',
      'relay-qr-light.png',
    ])
  })
})
