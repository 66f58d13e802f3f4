import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Metafile, type OutputFile } from 'esbuild'
import { describe, expect, it } from 'vitest'

// Code splitting, checked on a real build: esbuild bundles the package entry the way an app's
// bundler would (react and the other Latch packages stay external), and the test reads what
// lands in the entry chunk, i.e. what the first paint of a page with a ConnectButton downloads.

const src = dirname(fileURLToPath(import.meta.url))
const root = join(src, '..')
const outdir = join(root, 'bundle-check')

const result = await build({
  entryPoints: [join(src, 'index.ts')],
  bundle: true,
  splitting: true,
  format: 'esm',
  write: false,
  metafile: true,
  minify: true,
  charset: 'utf8',
  outdir,
  jsx: 'automatic',
  platform: 'browser',
  logLevel: 'silent',
  external: ['react', 'react/*', 'react-dom', 'react-dom/*', '@latch/*'],
})
const metafile = result.metafile as Metafile

/** Output paths as the metafile names them (relative to the working directory). */
const cwd = process.cwd()
const metaPath = (absolute: string) => relative(cwd, absolute).split('\\').join('/')
const fileOf = (path: string): OutputFile => {
  const file = result.outputFiles.find((f) => metaPath(f.path) === path)
  if (!file) throw new Error(`no output file ${path}`)
  return file
}

const entryPath = Object.keys(metafile.outputs).find(
  (path) => metafile.outputs[path]?.entryPoint === metaPath(join(src, 'index.ts')),
) as string
const entry = fileOf(entryPath)

/** The entry and every chunk it imports statically: all of it loads with the first paint. */
function staticClosure(start: string): string[] {
  const seen = new Set<string>([start])
  for (const path of seen) {
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) seen.add(imported.path)
    }
  }
  return [...seen]
}
const firstPaint = staticClosure(entryPath)
const firstPaintInputs = firstPaint.flatMap((path) =>
  Object.keys(metafile.outputs[path]?.inputs ?? {}),
)
const firstPaintBytes = firstPaint.reduce((sum, path) => sum + fileOf(path).contents.length, 0)
const firstPaintGzip = firstPaint.reduce(
  (sum, path) => sum + gzipSync(fileOf(path).contents).length,
  0,
)
const firstPaintText = firstPaint.map((path) => fileOf(path).text).join('\n')

console.log(
  `@latch/react entry chunk: ${entry.contents.length} B (${gzipSync(entry.contents).length} B gzip); ` +
    `first paint with its static imports: ${firstPaintBytes} B (${firstPaintGzip} B gzip), ` +
    `${Object.keys(metafile.outputs).filter((p) => p.endsWith('.js')).length} chunks in all`,
)

/** The built-in views of the second lazy entry, read from its source: `from '../views/X'`. */
const otherViewsSource = readFileSync(join(src, 'modal/otherViews.ts'), 'utf8')
const otherViews = [...otherViewsSource.matchAll(/from '\.\.\/views\/(\w+)'/g)].map(
  (match) => match[1] as string,
)

/** The chunk esbuild made for a dynamically imported module, if it made one. */
function chunkFor(sourceFile: string): string | undefined {
  const wanted = metaPath(join(src, sourceFile))
  return Object.keys(metafile.outputs).find((path) => metafile.outputs[path]?.entryPoint === wanted)
}

// Text that only the modal or one view renders: finding it in the first paint would mean its code
// is there.
// The texts themselves are in the modal's dictionary (i18n/modal/en.ts): the code asks for them by
// key, so a key is the marker of the code, an English text the marker of the dictionary.
const markers = {
  'modal/Modal.tsx': 'notAvailable',
  'views/ConnectView.tsx': 'noWalletInBrowser',
  'views/AccountView.tsx': 'viewOnExplorer',
  'views/AccountViewTokens.tsx': 'loadingTokens',
  'i18n/modal/en.ts': 'This view is not available in this app.',
  'i18n/modal/es.ts': 'Esta vista no está disponible en esta app.',
  'i18n/modal/ar.ts': 'هذه الشاشة غير متاحة في هذا التطبيق.',
} as const

describe(`code splitting (entry chunk ${entry.contents.length} bytes, first paint ${firstPaintBytes} bytes)`, () => {
  it('builds without errors or warnings', () => {
    expect(result.errors).toEqual([])
    expect(result.warnings).toEqual([])
    expect(entry.contents.length).toBeGreaterThan(0)
  })

  it('ships the buttons at first paint', () => {
    for (const button of ['ConnectButton', 'AccountButton', 'NetworkButton']) {
      expect(firstPaintInputs).toContain(metaPath(join(src, `buttons/${button}.tsx`)))
    }
    expect(firstPaintText.includes('Connecting…')).toBe(true)
    expect(firstPaintText.includes('Unsupported network')).toBe(true)
  })

  // The view registry (titles and chunk loaders, a few hundred bytes) is in the first paint on
  // purpose: opening loads the modal and its first view in parallel.
  it('keeps the modal, every view and floating-ui out of the first paint', () => {
    const leaked = firstPaintInputs.filter(
      (input) =>
        input.includes('/src/views/') ||
        input.endsWith('/src/modal/Modal.tsx') ||
        input.includes('@floating-ui'),
    )
    expect(leaked).toEqual([])
    const found = Object.values(markers).filter((text) => firstPaintText.includes(text))
    expect(found).toEqual([])
  })

  it('puts the modal with the Connect view in one chunk, and the other views together in one more', () => {
    expect(otherViews).not.toContain('ConnectView')
    expect(otherViews).toContain('AccountView')
    const modal = chunkFor('modal/Modal.tsx')
    expect(modal).toBeDefined()
    // What a first open fetches: the modal's chunk and its own imports. The other views' entry
    // imports the modal's module, so esbuild makes the modal's chunk a facade over a chunk the two
    // share (rolldown keeps that code in the modal's chunk).
    const firstOpen = staticClosure(modal as string).filter((path) => !firstPaint.includes(path))
    const firstOpenText = firstOpen.map((path) => fileOf(path).text).join('\n')
    expect(firstOpenText.includes(markers['modal/Modal.tsx'])).toBe(true)
    const modalInputs = firstOpen.flatMap((path) =>
      Object.keys(metafile.outputs[path]?.inputs ?? {}),
    )
    // A first open lands on Connect: its code comes with the modal, not in one more request.
    expect(modalInputs).toContain(metaPath(join(src, 'views/ConnectView.tsx')))
    expect(firstOpenText.includes(markers['views/ConnectView.tsx'])).toBe(true)

    // Two lazy entries, not one per view: a view per chunk made each module the modal and the
    // views share a file of its own under a bundler's default splitting.
    const views = chunkFor('modal/otherViews.ts')
    expect(views).toBeDefined()
    expect(firstOpen).not.toContain(views)
    expect(views).not.toBe(entryPath)
    const viewInputs = Object.keys(metafile.outputs[views as string]?.inputs ?? {})
    for (const view of otherViews) {
      expect(viewInputs).toContain(metaPath(join(src, `views/${view}.tsx`)))
      expect(modalInputs).not.toContain(metaPath(join(src, `views/${view}.tsx`)))
    }
    expect(fileOf(views as string).text.includes(markers['views/AccountView.tsx'])).toBe(true)
  })

  it("loads the modal's English texts with the modal, each other language on demand", () => {
    const modal = chunkFor('modal/Modal.tsx') as string
    const withModal = staticClosure(modal).map((path) => fileOf(path).text)
    expect(withModal.some((text) => text.includes(markers['i18n/modal/en.ts']))).toBe(true)
    for (const locale of ['es', 'ar'] as const) {
      const chunk = chunkFor(`i18n/modal/${locale}.ts`)
      expect(chunk).toBeDefined()
      expect(fileOf(chunk as string).text.includes(markers[`i18n/modal/${locale}.ts`])).toBe(true)
      expect(staticClosure(modal)).not.toContain(chunk)
      expect(firstPaint).not.toContain(chunk)
    }
  })

  it('ships no NFTs or Activity panel: they come with the activity plugin (`@latch/activity/react`)', () => {
    const texts = Object.keys(metafile.outputs).map((path) => fileOf(path).text)
    for (const placeholder of ['No activity yet', 'No NFTs yet']) {
      expect(texts.some((text) => text.includes(placeholder))).toBe(false)
    }
  })
})
