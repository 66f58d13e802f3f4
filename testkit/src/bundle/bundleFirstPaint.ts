import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { type BuildResult, build, type Metafile, type Plugin } from 'esbuild'

export interface BundleFirstPaintOptions {
  /** The host app's code (TypeScript): it imports the plugin from `resolveDir`. */
  app: string
  /** Where the app's imports resolve from: the plugin's `src`. */
  resolveDir: string
  /** Packages left out of the bundle, as a bundler loading them on first use would (globs `x/*`). */
  external?: readonly string[]
  /** Leave every `import()` out: what it loads is not in the first paint. Default true. */
  lazy?: boolean
}

export interface FirstPaintBundle {
  result: BuildResult
  /** The source files bundled. */
  inputs: string[]
  gzip: number
  /**
   * The names taken from `@latch/core`'s entries (the app's, `/plugin`, `/constants`), which stay
   * external: `LatchError`, `parseOrThrow`…
   */
  coreImports: string[]
  /** External packages imported at load, and those imported on first use. */
  staticImports: string[]
  dynamicImports: string[]
}

/** Leaves each import() out of the bundle: what it loads is not in the first paint. */
const onFirstUse: Plugin = {
  name: 'on-first-use',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    )
  },
}

/**
 * A host app's first paint with a plugin, as its bundler would tree-shake it (esbuild, minified,
 * `@latch/*` external): what a plugin adds to the page before any interaction, and which packages
 * it imports at load or on first use. For the "a plugin adds at most 3 KB gzip" rule in a plugin's
 * own tests; the Vite measure of every entry is examples/budgets/entries.mjs.
 *
 * @example
 * const app = await bundleFirstPaint({ app: `import { solana } from './index'; solana()`, resolveDir: src })
 * expect(app.gzip).toBeLessThanOrEqual(3 * 1024)
 */
export async function bundleFirstPaint(
  options: BundleFirstPaintOptions,
): Promise<FirstPaintBundle> {
  const result = await build({
    stdin: {
      contents: options.app,
      resolveDir: options.resolveDir,
      sourcefile: 'app.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    minify: true,
    outdir: join(options.resolveDir, '..', 'bundle-check'),
    platform: 'browser',
    logLevel: 'silent',
    external: [...(options.external ?? []), '@latch/*'],
    plugins: options.lazy === false ? [] : [onFirstUse],
  })
  const [output] = Object.values((result.metafile as Metafile).outputs)
  const [file] = result.outputFiles ?? []
  if (!output || !file) throw new Error('esbuild wrote no output')
  const imports = (kind: 'import-statement' | 'dynamic-import') => [
    ...new Set(output.imports.filter((i) => i.external && i.kind === kind).map((i) => i.path)),
  ]
  return {
    result,
    inputs: Object.keys(output.inputs),
    gzip: gzipSync(file.contents).length,
    coreImports: [
      ...file.text.matchAll(/import\{([^}]*)\}from"@latch\/core(?:\/plugin|\/constants)?"/g),
    ].flatMap(([, names = '']) =>
      names.split(',').map((name) => name.split(' as ')[0]?.trim() ?? ''),
    ),
    staticImports: imports('import-statement'),
    dynamicImports: imports('dynamic-import'),
  }
}
