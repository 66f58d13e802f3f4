import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

describe('browser bundle of the test wallet', () => {
  it('builds for the browser with no Node built-in and none of the devnet', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./browser.ts', import.meta.url))],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    // platform 'browser' fails the build on an unresolvable `node:` import; the metafile also
    // lists every input, so a devnet file pulled in by accident shows up here.
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.some((input) => input.endsWith('wallet/testWallet.ts'))).toBe(true)
    expect(
      inputs.filter((input) => input.startsWith('node:') || input.includes('/devnet/')),
    ).toEqual([])
    expect(result.outputFiles[0]!.text).not.toMatch(/child_process/)
  })
})
