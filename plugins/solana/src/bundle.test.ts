import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Metafile, type Plugin } from 'esbuild'
import { describe, expect, it } from 'vitest'

// The first-paint budget (docs/design.md: a plugin adds at most 3 KB gzip), on a real build:
// what a host app imports at load, with every dynamic import() left out (what loads on first use)
// and the core external. web3.js, spl-token and bs58 must wait for the first wallet request.

const src = dirname(fileURLToPath(import.meta.url))
const heavy = ['@solana/web3.js', '@solana/spl-token', 'bs58', 'zod', 'zod/*']

const onFirstUse: Plugin = {
  name: 'on-first-use',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    )
  },
}

async function bundle(app: string) {
  const result = await build({
    stdin: { contents: app, resolveDir: src, sourcefile: 'app.ts', loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    minify: true,
    outdir: join(src, '..', 'bundle-check'),
    platform: 'browser',
    logLevel: 'silent',
    external: [...heavy, '@latch/*'],
    plugins: [onFirstUse],
  })
  const [output] = Object.values((result.metafile as Metafile).outputs)
  const [file] = result.outputFiles
  if (!output || !file) throw new Error('no output')
  return {
    gzip: gzipSync(file.contents).length,
    staticImports: [
      ...new Set(
        output.imports
          .filter((i) => i.external && i.kind === 'import-statement')
          .map((i) => i.path),
      ),
    ],
    dynamicImports: output.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
  }
}

const app = await bundle(`
import { createLatch } from '@latch/core'
import { solana, solanaMainnet, defineSolanaNetwork } from './index'
const local = defineSolanaNetwork({ genesisHash: '9ZCKN5vFBL7Spj7dN5x35SWou4CZLDehii8Tmeser2KR', name: 'Local', rpcUrl: 'http://127.0.0.1:8899' })
createLatch({ projectId: 'x', networks: [solanaMainnet, local], plugins: [solana()] })
`)

describe('@latch/solana first paint', () => {
  it('adds at most 3 KB gzip (Wallet Standard discovery and the adapter only)', () => {
    expect(app.gzip).toBeLessThanOrEqual(3 * 1024)
  })

  it('loads web3.js, spl-token, bs58 and zod only on first use', () => {
    expect(app.staticImports).toEqual(['@latch/core'])
    expect(app.dynamicImports.some((path) => path.includes('walletActions'))).toBe(true)
  })
})
