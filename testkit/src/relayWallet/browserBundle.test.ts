import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

describe('browser bundle of the relay test wallet', () => {
  it('builds for the browser with the SDK, no Node built-in and none of the relay server', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./relayTestWallet.ts', import.meta.url))],
      bundle: true,
      // The workspace packages from their source, as every test here takes them.
      conditions: ['@latch/source', 'module'],
      platform: 'browser',
      format: 'esm',
      splitting: true,
      outdir: 'out',
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    // platform 'browser' fails the build on an unresolvable `node:` import; the metafile lists
    // every input, so the relay server (ws, node:http) or the validator pulled in shows up here.
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.some((input) => input.includes('@walletconnect/sign-client'))).toBe(true)
    expect(
      inputs.filter(
        (input) =>
          input.startsWith('node:') ||
          input.includes('/src/relay/') ||
          input.includes('/src/solana/') ||
          input.includes('litesvm'),
      ),
    ).toEqual([])
  }, 30_000)
})
