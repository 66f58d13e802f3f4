/**
 * Size budget (issue 7): builds react-default for production and a React-only baseline the same
 * way, and prints, gzip and brotli: the entry chunk, everything loaded before the modal opens (the
 * HTML's scripts, styles and their static imports), and the total. Fails when the example adds more
 * than 50 KB gzip before the modal opens, or more than 150 KB gzip in all, beyond the baseline.
 *
 *   node examples/budgets/size.mjs [--json]
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build, defaultClientConditions } from 'vite'

const KB = 1024
export const BUDGET = { beforeModalGzip: 50 * KB, totalGzip: 150 * KB }
const root = fileURLToPath(new URL('../../', import.meta.url))

const compressed = (bytes) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
})
const sum = (sizes) =>
  sizes.reduce(
    (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  )

/** Builds an app (its index.html) to a temporary folder and measures what the page loads. */
async function measure(appRoot) {
  const outDir = await mkdtemp(join(tmpdir(), 'latch-size-'))
  try {
    await build({
      root: appRoot,
      configFile: false,
      logLevel: 'error',
      resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
      build: { outDir, manifest: true, emptyOutDir: true, reportCompressedSize: false },
    })
    const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'))
    const file = async (name) => compressed(await readFile(join(outDir, name)))
    const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)
    // Loaded before the modal opens: the entry, its static imports (transitively) and their CSS.
    const initial = new Set()
    const visit = (key) => {
      const chunk = manifest[key]
      if (!chunk || initial.has(chunk.file)) return
      initial.add(chunk.file)
      for (const css of chunk.css ?? []) initial.add(css)
      for (const imported of chunk.imports ?? []) visit(imported)
    }
    visit(entryKey)
    const all = new Set(
      Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
    )
    return {
      entry: await file(entry.file),
      beforeModal: sum(await Promise.all([...initial].map(file))),
      total: sum(await Promise.all([...all].map(file))),
      files: { initial: initial.size, all: all.size },
    }
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

const [app, baseline] = [
  await measure(join(root, 'examples/react-default')),
  await measure(join(root, 'examples/budgets/baseline')),
]
const added = {
  beforeModal: app.beforeModal.gzip - baseline.beforeModal.gzip,
  total: app.total.gzip - baseline.total.gzip,
}
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
const row = (label, size) =>
  `  ${label.padEnd(34)} ${kb(size.gzip).padStart(9)} gzip ${kb(size.brotli).padStart(9)} brotli ${kb(size.raw).padStart(10)} raw`

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ app, baseline, added, budget: BUDGET }))
} else {
  console.log('Bundle size of examples/react-default (vite build, production)')
  console.log(row('entry chunk', app.entry))
  console.log(row(`before the modal opens (${app.files.initial} files)`, app.beforeModal))
  console.log(row(`total (${app.files.all} files)`, app.total))
  console.log('React-only baseline (react + react-dom + a button, same build)')
  console.log(row('before any interaction', baseline.beforeModal))
  console.log('Added by Latch beyond the baseline (gzip)')
  console.log(
    `  before the modal opens: ${kb(added.beforeModal)} (budget ${kb(BUDGET.beforeModalGzip)})`,
  )
  console.log(`  whole example:          ${kb(added.total)} (budget ${kb(BUDGET.totalGzip)})`)
}
const over = added.beforeModal > BUDGET.beforeModalGzip || added.total > BUDGET.totalGzip
if (over) {
  console.error('✗ size budget broken')
  process.exit(1)
}
