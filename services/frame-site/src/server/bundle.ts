import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

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

async function build(): Promise<Omit<PageBundle, 'ms'>> {
  const esbuild = await import('esbuild')
  const result = await esbuild.build({
    entryPoints: [pageEntry()],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
    outdir: 'out',
    logLevel: 'silent',
    // Workspace packages from their sources, as everywhere in the repository.
    conditions: ['@latch/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const [output, ...more] = result.outputFiles ?? []
  if (!output || more.length > 0) throw new Error('the frame page did not bundle into one file')
  const js = output.text
  return {
    js,
    hash: createHash('sha256').update(js).digest('hex').slice(0, 12),
    bytes: Buffer.byteLength(js),
    gzipBytes: gzipSync(js).length,
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
