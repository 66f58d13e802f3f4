/**
 * One production build for every app the budgets measure (the example, the React-only baseline,
 * the peers' one-button apps): Vite 8 (rolldown), each app's index.html, the same options.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build, defaultClientConditions } from 'vite'
import { latchCodeSplitting } from '../../demo-support/src/viteBuild.ts'

/**
 * Builds `root` (its index.html) into a new temporary folder. `plugins` are added to the build
 * (the speed proof injects a delay through one). `chunkGroups: false` builds with Vite's
 * defaults, as a new user does, instead of the README's chunk groups (`latchCodeSplitting`).
 * Returns the folder and a remover.
 */
export async function buildApp(
  root,
  { plugins = [], conditions = ['@latch/source'], chunkGroups = true } = {},
) {
  const outDir = await mkdtemp(join(tmpdir(), 'latch-budget-'))
  const remove = () => rm(outDir, { recursive: true, force: true })
  // Vite reads NODE_ENV before its mode: under a test runner (NODE_ENV=test) it would bundle
  // React's development build. The budgets measure what ships.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    plugins,
    resolve: { conditions: [...conditions, ...defaultClientConditions] },
    build: {
      outDir,
      manifest: true,
      emptyOutDir: true,
      reportCompressedSize: false,
      rolldownOptions: chunkGroups ? { output: { codeSplitting: latchCodeSplitting } } : {},
    },
  })
    .catch(async (error) => {
      await remove()
      throw error
    })
    .finally(() => {
      if (nodeEnv === undefined) delete process.env.NODE_ENV
      else process.env.NODE_ENV = nodeEnv
    })
  return { outDir, remove }
}

export const compressed = (bytes) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
})

export const sumSizes = (sizes) =>
  sizes.reduce(
    (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  )

/**
 * What a built app loads, from its Vite manifest: the entry chunk, everything before any
 * interaction (the entry, its static imports, transitively, and their CSS), the JS files a first
 * open adds (the modal's chunk and its static imports), every file, each dynamic chunk by its
 * source (so a view's own cost is visible) and the other lazy chunks by name.
 */
export async function measureBuild(outDir) {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'))
  // Each file read and compressed once, however many of the totals count it.
  const sizes = new Map()
  const size = (name) => {
    if (!sizes.has(name)) sizes.set(name, readFile(join(outDir, name)).then(compressed))
    return sizes.get(name)
  }
  const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)
  const initial = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || initial.has(chunk.file)) return
    initial.add(chunk.file)
    for (const css of chunk.css ?? []) initial.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(entryKey)
  // What a first open adds: the modal's chunk and the chunks it imports, beyond the first paint.
  const modalKey = Object.keys(manifest).find((key) => /\/modal\/Modal\.(tsx|js)$/.test(key))
  const firstOpen = new Set()
  const visitOpen = (key) => {
    const chunk = manifest[key]
    if (!chunk || initial.has(chunk.file) || firstOpen.has(chunk.file)) return
    firstOpen.add(chunk.file)
    for (const imported of chunk.imports ?? []) visitOpen(imported)
  }
  if (modalKey) visitOpen(modalKey)
  const all = new Set(
    Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
  )
  const dynamic = {}
  // Lazy chunks that are no dynamic entry, by name (a chunk group of the app's is one).
  const shared = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry) dynamic[key] = await size(chunk.file)
    else if (!chunk.isEntry && chunk.name && !initial.has(chunk.file)) {
      shared[chunk.name] = sumSizes([shared[chunk.name], await size(chunk.file)].filter(Boolean))
    }
  }
  return {
    entry: await size(entry.file),
    beforeInteraction: sumSizes(await Promise.all([...initial].map(size))),
    total: sumSizes(await Promise.all([...all].map(size))),
    files: {
      initial: initial.size,
      initialJs: [...initial].filter((file) => file.endsWith('.js')).length,
      // Unknown when the modal is in a chunk group of the app's (no chunk of its own to start from).
      firstOpenJs: modalKey
        ? [...firstOpen].filter((file) => file.endsWith('.js')).length
        : undefined,
      all: all.size,
    },
    dynamic,
    shared,
  }
}
