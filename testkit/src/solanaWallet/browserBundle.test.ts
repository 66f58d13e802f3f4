import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

describe('browser bundle of the Solana test wallet', () => {
  it('builds for the browser with no Node built-in and none of the validator', async () => {
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
    // lists every input, so a validator file (litesvm, node:crypto) pulled in shows up here.
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.some((input) => input.endsWith('solanaWallet/solanaTestWallet.ts'))).toBe(true)
    expect(
      inputs.filter(
        (input) =>
          input.startsWith('node:') || input.includes('/solana/') || input.includes('litesvm'),
      ),
    ).toEqual([])
    expect(result.outputFiles[0]!.text).not.toMatch(/child_process|node:crypto/)
  })
})
