import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'

// A plugin's views ship only with the apps that pass them to LatchUI: two apps, built the way a
// host app's bundler would (esbuild, code splitting; react and the core stay external), one
// without the fixture plugin's view set and one with it.

const here = dirname(fileURLToPath(import.meta.url))
const fixtures = join(here, 'fixtures')
const cwd = process.cwd()
const metaPath = (absolute: string) => relative(cwd, absolute).split('\\').join('/')
const pluginView = metaPath(join(fixtures, 'ConnectingWalletConnectView.tsx'))
const pluginViews = metaPath(join(fixtures, 'walletConnectViews.ts'))
/** Text only the plugin's view renders. */
const marker = 'Scan this code with a WalletConnect wallet'

async function buildApp(file: string) {
  const result = await build({
    entryPoints: [join(fixtures, file)],
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    metafile: true,
    minify: true,
    charset: 'utf8',
    outdir: join(here, '..', '..', 'bundle-check-plugin-views'),
    jsx: 'automatic',
    platform: 'browser',
    logLevel: 'silent',
    alias: { '@latch/react': join(here, '..', 'index.ts') },
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', '@latch/core', '@latch/hooks'],
  })
  const metafile = result.metafile as Metafile
  const text = (path: string) =>
    result.outputFiles.find((f) => metaPath(f.path) === path)?.text ?? ''
  const entry = Object.keys(metafile.outputs).find(
    (path) => metafile.outputs[path]?.entryPoint === metaPath(join(fixtures, file)),
  ) as string
  // The entry and every chunk it imports statically: the app's first paint.
  const firstPaint = new Set([entry])
  for (const path of firstPaint) {
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) firstPaint.add(imported.path)
    }
  }
  const outputs = Object.keys(metafile.outputs).filter((path) => path.endsWith('.js'))
  return {
    result,
    outputs,
    inputsOf: (path: string) => Object.keys(metafile.outputs[path]?.inputs ?? {}),
    chunkOf: (source: string) =>
      outputs.find((path) => metafile.outputs[path]?.entryPoint === source),
    text,
    firstPaint: [...firstPaint],
    firstPaintBytes: [...firstPaint].reduce((sum, path) => sum + text(path).length, 0),
  }
}

const without = await buildApp('appWithoutPlugin.tsx')
const withSet = await buildApp('appWithPlugin.tsx')

describe('views of a plugin in the default UI, in a real build', () => {
  it('builds both apps without errors or warnings', () => {
    for (const app of [without, withSet]) {
      expect(app.result.errors).toEqual([])
      expect(app.result.warnings).toEqual([])
    }
  })

  it('ships none of a plugin’s views to an app that does not pass them, not even as a chunk', () => {
    const inputs = without.outputs.flatMap(without.inputsOf)
    expect(inputs).not.toContain(pluginView)
    expect(inputs).not.toContain(pluginViews)
    expect(without.outputs.filter((path) => without.text(path).includes(marker))).toEqual([])
    // The built-in views are a chunk of that app, as before.
    expect(without.chunkOf(metaPath(join(here, 'otherViews.ts')))).toBeDefined()
  })

  it('gives an app that passes the set the view as a chunk of its own, outside the first paint', () => {
    const chunk = withSet.chunkOf(pluginView)
    expect(chunk).toBeDefined()
    expect(withSet.text(chunk as string)).toContain(marker)
    expect(withSet.firstPaint).not.toContain(chunk)
    expect(withSet.firstPaint.flatMap(withSet.inputsOf)).not.toContain(pluginView)
    expect(withSet.firstPaint.some((path) => withSet.text(path).includes(marker))).toBe(false)
    // Not in the modal's chunk either: it loads when the view first shows.
    const modal = withSet.chunkOf(metaPath(join(here, 'Modal.tsx')))
    expect(modal).toBeDefined()
    expect(withSet.inputsOf(modal as string)).not.toContain(pluginView)
  })

  it('costs the app that passes the set only its title and loader at first paint', () => {
    const added = withSet.firstPaintBytes - without.firstPaintBytes
    console.log(`first paint without the set ${without.firstPaintBytes} B, with it +${added} B`)
    expect(added).toBeGreaterThan(0)
    expect(added).toBeLessThan(300)
  })
})
