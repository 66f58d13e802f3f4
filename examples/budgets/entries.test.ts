import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { transform } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { latchCodeSplitting } from '../demo-support/src/viteBuild'

interface Sizes {
  raw: number
  gzip: number
  brotli: number
}
interface Entry {
  name: string
  imports: string
  label?: string
  plugins?: string
  networks?: string
  code?: string
  render?: string
}
interface Scenario {
  firstPaint: Sizes
  modules: Record<string, number>
}
interface Row {
  name: string
  label: string
  plugin: boolean
  firstPaint: Sizes
  adds: Sizes
  budget?: number
  ok: boolean
  largestModules: { module: string; bytes: number }[]
}
type Chunk = Sizes & { source: string }
/** What the test reads of entries.mjs, a plain JavaScript script (no types to import). */
interface EntriesScript {
  ENTRIES: Entry[]
  PLUGIN_RULE: number
  BUDGETS: Record<string, number>
  LAZY_BUDGETS: Record<string, number>
  appFiles(rows: Entry[]): Record<'index.html' | 'src/main.tsx', string>
  sourcePath(path: string, appDir?: string): string
  toRows(
    entries: Entry[],
    scenarios: Scenario[],
    budgets?: { budgets?: Record<string, number>; overrides?: Record<string, number> },
  ): Row[]
  groupLabel(name: string): string
  toLazy(
    dynamic: Chunk[],
    budgets?: Record<string, number>,
  ): (Chunk & { label: string; budget?: number; ok: boolean })[]
  withAppsFolder<T>(use: (folder: string) => Promise<T>): Promise<T>
  measureScenario(
    rows: Entry[],
    appDir: string,
  ): Promise<Scenario & { dynamic: Chunk[]; lazyShared: Sizes }>
}
const script = './entries.mjs'
const entries: EntriesScript = await import(script)
const {
  ENTRIES,
  PLUGIN_RULE,
  BUDGETS,
  LAZY_BUDGETS,
  appFiles,
  groupLabel,
  sourcePath,
  toRows,
  toLazy,
} = entries

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '../..')
const KB = 1024
/** Sizes linear in gzip, so that a difference of sizes is the size of the difference. */
const size = (gzip: number): Sizes => ({ raw: gzip * 3, gzip, brotli: gzip / 2 })

describe('the app of each scenario', () => {
  const scenarios = ENTRIES.map((_, i) => ENTRIES.slice(0, i + 1))

  it('is valid TSX that imports and uses every name of its rows', async () => {
    for (const rows of [[], ...scenarios]) {
      const main = appFiles(rows)['src/main.tsx']
      await transform(main, { loader: 'tsx', jsx: 'automatic' }) // throws on a syntax error
      const body = main.replace(/^import .*$/gm, '')
      for (const row of rows) {
        expect(main).toContain(`import { ${row.imports} } from '${row.name}'`)
        for (const name of row.imports.split(',').map((part) => part.trim())) {
          // An imported name the app never uses would be tree-shaken, and its row measure nothing.
          expect(body, `${row.name}: ${name}`).toMatch(new RegExp(`\\b${name}\\b`))
        }
      }
    }
  })

  it('is the React-only app with no rows, and adds one createLatch call with them', () => {
    const reactOnly = appFiles([])['src/main.tsx']
    expect(reactOnly).not.toContain('@latch')
    expect(reactOnly).not.toContain('createLatch')
    expect(reactOnly).toContain('createRoot(root).render(<App />)')
    const every = appFiles(ENTRIES)['src/main.tsx']
    expect(every.match(/createLatch\(/g)).toHaveLength(1)
    expect(every).toContain('networks: [mainnet, solanaMainnet, bitcoinMainnet]')
    expect(every).toContain(
      "plugins: [eip155(), solana(), bip122(), walletConnect(), embeddedWallet({ frameUrl: 'https://wallet.example/frame' }), activity(), siwx(), send()]",
    )
    // The React-only app's code is in every scenario, so subtracting it leaves what Latch adds.
    for (const line of ['const [count, setCount] = useState(0)', 'Clicked {count} times']) {
      expect(every).toContain(line)
    }
  })

  it('has an index.html that loads src/main.tsx', () => {
    expect(appFiles(ENTRIES)['index.html']).toContain(
      '<script type="module" src="/src/main.tsx"></script>',
    )
  })
})

describe('budgets', () => {
  it('gives every entry but the plugins a first-paint budget', () => {
    for (const { name, plugins } of ENTRIES) {
      if (plugins) expect(BUDGETS[name], name).toBeUndefined()
      else expect(BUDGETS[name], name).toBeGreaterThan(0)
    }
    expect(PLUGIN_RULE).toBe(3 * KB)
  })

  it('budgets lazy chunks by sources that exist, or by chunk groups of the README', () => {
    const groups = latchCodeSplitting.groups.map(({ name }) => groupLabel(name))
    for (const source of Object.keys(LAZY_BUDGETS)) {
      expect(existsSync(join(root, source)) || groups.includes(source), source).toBe(true)
    }
  })
})

describe('rows and verdicts from the measurements', () => {
  const fixture: Entry[] = [
    { name: '@x/core', imports: 'a', label: 'a()' },
    { name: '@x/plugin', imports: 'p, net', plugins: 'p()', networks: 'net' },
    { name: '@x/ui', imports: 'b', label: 'B' },
  ]
  const scenarios: Scenario[] = [
    { firstPaint: size(60 * KB), modules: { react: 100, '(app) src/main.tsx': 10 } },
    { firstPaint: size(90 * KB), modules: { react: 100, '(app) src/main.tsx': 20, core: 500 } },
    {
      firstPaint: size(90 * KB + PLUGIN_RULE),
      modules: { react: 100, '(app) src/main.tsx': 30, core: 500, plugin: 40, viem: 90 },
    },
    { firstPaint: size(100 * KB), modules: { react: 100, core: 500, plugin: 40, ui: 7 } },
  ]
  const budgets = { '@x/core': 30 * KB, '@x/ui': 7 * KB }
  const rows = toRows(fixture, scenarios, { budgets, overrides: {} })

  it('subtracts the previous scenario, the first from the React-only app', () => {
    expect(rows.map((row) => row.adds)).toEqual([
      size(30 * KB),
      size(PLUGIN_RULE),
      size(10 * KB - PLUGIN_RULE),
    ])
    expect(rows.map((row) => row.firstPaint.gzip)).toEqual([
      30 * KB,
      30 * KB + PLUGIN_RULE,
      40 * KB,
    ])
    expect(rows.map((row) => row.label)).toEqual(['a()', 'p() + net', 'B'])
  })

  it('judges a plugin by the 3 KB rule or its override, the others by their budget', () => {
    expect(rows.map((row) => [row.plugin, row.budget, row.ok])).toEqual([
      [false, 30 * KB, true],
      [true, PLUGIN_RULE, true],
      [false, 7 * KB, true],
    ])
    const tighter = toRows(fixture, scenarios, { budgets: { ...budgets, '@x/ui': 7 * KB - 1 } })
    expect(tighter[2]).toMatchObject({ budget: 7 * KB - 1, ok: false })
    const plusOne = scenarios.map((scenario, i) =>
      i === 2 ? { ...scenario, firstPaint: size(90 * KB + PLUGIN_RULE + 1) } : scenario,
    )
    expect(toRows(fixture, plusOne, { budgets, overrides: {} })[1]?.ok).toBe(false)
    const overridden = toRows(fixture, plusOne, { budgets, overrides: { '@x/plugin': 4 * KB } })
    expect(overridden[1]).toMatchObject({ budget: 4 * KB, ok: true })
  })

  it('fails an entry without a budget', () => {
    expect(toRows(fixture, scenarios, { budgets: {}, overrides: {} })[0]).toMatchObject({
      budget: undefined,
      ok: false,
    })
  })

  it('names the modules a row adds, largest first', () => {
    expect(rows[1]?.largestModules).toEqual([
      { module: 'viem', bytes: 90 },
      { module: 'plugin', bytes: 40 },
      { module: '(app) src/main.tsx', bytes: 10 },
    ])
  })

  it('lists the lazy chunks largest first, judging only those with a budget', () => {
    const dynamic = [
      { source: 'views/A.tsx', ...size(900) },
      { source: 'views/B.tsx', ...size(2000) },
      { source: 'viem/x.js', ...size(5000) },
    ]
    const lazy = toLazy(dynamic, { 'views/A.tsx': 1000, 'views/B.tsx': 1999 })
    expect(lazy.map((chunk) => [chunk.label, chunk.ok])).toEqual([
      ['viem/x.js', true],
      ['views/B.tsx', false],
      ['views/A.tsx', true],
    ])
  })

  it('fails a budget whose chunk the build did not make (its code moved elsewhere)', () => {
    const lazy = toLazy([{ source: 'views/A.tsx', ...size(900) }], {
      'views/A.tsx': 1000,
      'modal/Modal.tsx': 8000,
    })
    expect(lazy.map((chunk) => [chunk.label, chunk.ok])).toEqual([
      ['views/A.tsx', true],
      ['modal/Modal.tsx (no such chunk)', false],
    ])
  })

  it('labels chunks and modules by their path from the repo root', () => {
    const appDir = join(here, '.entries-tmp-x/2')
    expect(sourcePath('../../../../renderers/react/src/views/ConnectView.tsx', appDir)).toBe(
      'renderers/react/src/views/ConnectView.tsx',
    )
    expect(
      sourcePath(
        '../../../../node_modules/.pnpm/viem@2.0.0/node_modules/viem/_esm/actions/index.js',
        appDir,
      ),
    ).toBe('viem/_esm/actions/index.js')
    expect(sourcePath('\0vite/preload-helper.js')).toBe('(virtual) vite/preload-helper.js')
    expect(sourcePath(join(root, 'plugins/eip155/src/appRequests.ts'))).toBe(
      'plugins/eip155/src/appRequests.ts',
    )
  })
})

describe('the temporary apps folder', () => {
  it('is made under examples/budgets and removed afterwards, also on failure', async () => {
    let made = ''
    await expect(
      entries.withAppsFolder(async (folder) => {
        made = folder
        expect(dirname(folder)).toBe(here)
        expect(basename(folder)).toMatch(/^\.entries-tmp-/)
        expect(existsSync(folder)).toBe(true)
        throw new Error('build failed')
      }),
    ).rejects.toThrow('build failed')
    expect(made).not.toBe('')
    expect(existsSync(made)).toBe(false)
  })
})

// The one real build: the smallest scenario, createLatch alone (a few seconds).
describe('a real Vite build of the @latch/core scenario', () => {
  it('measures its first paint, its modules and its lazy chunks by path from the repo root', async () => {
    let folder = ''
    const scenario = await entries.withAppsFolder((made) => {
      folder = made
      return entries.measureScenario(ENTRIES.slice(0, 1), join(made, '1'))
    })
    expect(existsSync(folder)).toBe(false)
    expect(scenario.firstPaint.gzip).toBeGreaterThan(0)
    expect(scenario.firstPaint.brotli).toBeGreaterThan(0)
    expect(Object.keys(scenario.modules)).toEqual(
      expect.arrayContaining(['core/src/client/createLatch.ts', '(app) src/main.tsx']),
    )
    // React's production build, even under vitest (NODE_ENV=test).
    const modules = Object.keys(scenario.modules)
    expect(modules.filter((path) => /\.development\./.test(path))).toEqual([])
    expect(modules).toContain('react-dom/cjs/react-dom-client.production.js')
    const paths = [...modules, ...scenario.dynamic.map((c) => c.source)]
    for (const path of paths) expect(path).not.toMatch(/^(\.\.|\/)|node_modules|entries-tmp/)
    for (const chunk of scenario.dynamic) expect(chunk.gzip, chunk.source).toBeGreaterThan(0)
  })
})
