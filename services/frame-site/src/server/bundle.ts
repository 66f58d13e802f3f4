import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { BuildOptions, Plugin } from 'esbuild'

export interface PageBundle {
  /** The page's entry script (an ES module), what every page load runs. */
  js: string
  /** First 12 hex digits of its SHA-256: the cache-busting `?v=` of its URL. */
  hash: string
  /** The entry's size, raw and gzip (with `firstLoadGzipBytes`: what a page load fetches). */
  bytes: number
  gzipBytes: number
  /**
   * The chunks the entry imports on first use (what only an approval needs: the decoders and
   * their words), by path (`/chunks/<name>-<hash>.js`, content-hashed, so cached for good).
   */
  chunks: ReadonlyMap<string, string>
  /** What every page load fetches (the entry alone). */
  firstLoadGzipBytes: number
  /** Every chunk loaded on first use, together. */
  lazyGzipBytes: number
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

/** Where the chunks are served from (the entry is `/frame.js`, so `./chunks/…` resolves here). */
export const CHUNKS_PATH = '/chunks/'

/** The module the page imports on first use (`rpc/index.ts`): built as a file of its own. */
const LAZY_IMPORT = './approvals'

const kb = (text: string) => gzipSync(text).length

/**
 * Bundles the page as two ES modules: the entry every page load runs, and what only an app's
 * request needs (`rpc/approvals.ts`: the decoders and their words), which the entry imports on
 * first use from `/chunks/approvals-<hash>.js`. Two builds rather than esbuild's splitting: the
 * workspace packages' own `import()`s would become chunks too, and splitting shares whole files
 * between the two sides (measured: 130.6 KB first load against 95.9 KB this way); the price is
 * that the second file carries its own copy of what both use (viem, zod), loaded once idle.
 * With `metafile`, esbuild's account of both.
 */
export async function buildPage(options: { metafile?: boolean } = {}) {
  const esbuild = await import('esbuild')
  const common: BuildOptions & { write: false; metafile: true } = {
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    // The dependencies' license notices (MIT), gathered at the end of each file.
    legalComments: 'eof',
    write: false,
    outdir: 'out',
    logLevel: 'silent',
    // Workspace packages from their sources, as everywhere in the repository.
    conditions: ['@latch/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
  }
  const page = pageEntry()
  const lazy = await esbuild.build({
    ...common,
    entryPoints: [join(dirname(page), 'rpc', 'approvals.ts')],
    plugins: [dropSolanaErrorMessages],
  })
  const lazyJs = lazy.outputFiles?.[0]?.text
  if (lazyJs === undefined) throw new Error('the frame page’s approvals did not bundle')
  const lazyPath = `${CHUNKS_PATH}approvals-${createHash('sha256').update(lazyJs).digest('hex').slice(0, 12)}.js`
  const entry = await esbuild.build({
    ...common,
    entryPoints: [page],
    plugins: [
      dropSolanaErrorMessages,
      {
        name: 'approvals-on-first-use',
        setup(build) {
          build.onResolve({ filter: /^\.\/approvals$/ }, (args) =>
            args.kind === 'dynamic-import' && args.path === LAZY_IMPORT
              ? { path: `.${lazyPath}`, external: true }
              : undefined,
          )
        },
      },
    ],
  })
  const js = entry.outputFiles?.[0]?.text
  if (js === undefined || entry.outputFiles?.length !== 1) {
    throw new Error('the frame page did not bundle into one entry')
  }
  if (!js.includes(`.${lazyPath}`)) throw new Error('the frame page does not load its approvals')
  return {
    js,
    chunks: new Map([[lazyPath, lazyJs]]) as ReadonlyMap<string, string>,
    bytes: Buffer.byteLength(js),
    gzipBytes: kb(js),
    firstLoadGzipBytes: kb(js),
    lazyGzipBytes: kb(lazyJs),
    metafile: options.metafile ? { entry: entry.metafile, lazy: lazy.metafile } : undefined,
  }
}

async function build(): Promise<Omit<PageBundle, 'ms'>> {
  const { metafile: _, ...page } = await buildPage()
  return { ...page, hash: createHash('sha256').update(page.js).digest('hex').slice(0, 12) }
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
