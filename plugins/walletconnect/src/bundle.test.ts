import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Metafile, type Plugin } from 'esbuild'
import { describe, expect, it } from 'vitest'

// The first-paint budget (docs/design.md: a plugin adds at most 3 KB gzip), on a real build:
// what a host app imports at load, with every dynamic import() left out (what loads on first use)
// and the core external. The WalletConnect SDK must wait for a click on WalletConnect (or a page
// that had a session).

const src = dirname(fileURLToPath(import.meta.url))
const heavy = [
  '@walletconnect/sign-client',
  '@walletconnect/utils',
  '@walletconnect/types',
  '@solana/transactions',
  'bs58',
  'zod',
  'zod/*',
]

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
import { walletConnect } from './index'
createLatch({ projectId: 'x', plugins: [walletConnect()] })
`)

describe('@latch/walletconnect first paint', () => {
  it('adds at most 3 KB gzip (the login method and its two thin providers)', () => {
    expect(app.gzip).toBeLessThanOrEqual(3 * 1024)
  })

  it('loads the WalletConnect SDK only on first use', () => {
    expect(app.staticImports).toEqual(['@latch/core'])
    expect(app.dynamicImports.some((path) => path.includes('createSessionController'))).toBe(true)
    console.log(`@latch/walletconnect first paint: ${app.gzip} B gzip`)
  })
})
