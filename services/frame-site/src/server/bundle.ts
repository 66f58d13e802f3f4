import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'esbuild'

export interface PageBundle {
  /** The page's script (one IIFE file). */
  js: string
  /** First 12 hex digits of its SHA-256: the cache-busting `?v=` of its URL. */
  hash: string
  bytes: number
  gzipBytes: number
  /** How long bundling took (0 when an earlier start in this process had done it). */
  ms: number
}

let cache: Promise<Omit<PageBundle, 'ms'>> | undefined

/** From source (`src/page/`), or from the built package (`dist/`, which ships `src`). */
function pageEntry(): string {
  const candidates = ['../page/main.ts', '../src/page/main.ts'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  )
  const entry = candidates.find((candidate) => existsSync(candidate))
  if (!entry) throw new Error(`the frame page's source is missing: ${candidates.join(', ')}`)
  return entry
}

/**
 * `@solana/errors` keeps every error message of the Solana SDK (~33 KB) in an object with computed
 * keys, which no bundler can prove free of side effects, so it stays even where it is dead: its one
 * reader runs only when `process.env.NODE_ENV !== "production"`, and the page is built for
 * production (where `SolanaError`s carry a code and no text; the page replaces them with its own
 * messages anyway). This drops the table's contents when the file still reads that way, and leaves
 * the file as it is otherwise.
 */
const dropSolanaErrorMessages: Plugin = {
  name: 'drop-solana-error-messages',
  setup(build) {
    build.onLoad(
      { filter: /[\\/]@solana[\\/]errors[\\/]dist[\\/]index\.browser\.mjs$/ },
      async (args) => {
        const text = await readFile(args.path, 'utf8')
        const table = /^var SolanaErrorMessages = \{\n[\s\S]*?\n\};$/m
        const readers = text.match(/SolanaErrorMessages\b/g)?.length
        const guarded =
          /if \(process\.env\.NODE_ENV !== "production"\) \{\s*return getHumanReadableErrorMessage\(/.test(
            text,
          ) && text.match(/getHumanReadableErrorMessage\(/g)?.length === 2 // its definition and one call
        if (!table.test(text) || readers !== 2 || !guarded) return undefined
        return { contents: text.replace(table, 'var SolanaErrorMessages = {};'), loader: 'js' }
      },
    )
  },
}

/** Bundles the page (one IIFE file); with `metafile`, esbuild's account of what went in. */
export async function buildPage(options: { metafile?: boolean } = {}) {
  const esbuild = await import('esbuild')
  const result = await esbuild.build({
    entryPoints: [pageEntry()],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    // The dependencies' license notices (MIT), gathered at the end of the file (~0.3 KB gzip).
    legalComments: 'eof',
    write: false,
    outdir: 'out',
    logLevel: 'silent',
    // Workspace packages from their sources, as everywhere in the repository.
    conditions: ['@latch/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [dropSolanaErrorMessages],
    metafile: options.metafile ?? false,
  })
  const [output, ...more] = result.outputFiles ?? []
  if (!output || more.length > 0) throw new Error('the frame page did not bundle into one file')
  const js = output.text
  return {
    js,
    bytes: Buffer.byteLength(js),
    gzipBytes: gzipSync(js).length,
    metafile: result.metafile,
  }
}

async function build(): Promise<Omit<PageBundle, 'ms'>> {
  const { js, bytes, gzipBytes } = await buildPage()
  return {
    js,
    hash: createHash('sha256').update(js).digest('hex').slice(0, 12),
    bytes,
    gzipBytes,
  }
}

/** The page bundled with esbuild, once per process (in memory). */
export async function bundlePage(): Promise<PageBundle> {
  const started = performance.now()
  const had = cache !== undefined
  cache ??= build().catch((error: unknown) => {
    cache = undefined
    throw error
  })
  const bundle = await cache
  return { ...bundle, ms: had ? 0 : Math.round(performance.now() - started) }
}
