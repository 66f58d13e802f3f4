import { fileURLToPath } from 'node:url'
import { bundleFirstPaint } from '@latch/testkit/bundle'
import { describe, expect, it } from 'vitest'

// Every app bundler (Vite's rolldown, Next's webpack) warns `node:worker_threads ... externalized for
// browser compatibility` when the package's graph reaches viem's `viem/chains` barrel: its Tempo
// chains import ox's Tempo code, which imports node:worker_threads. The graph is what a bundler
// walks, tree-shaking aside, so it is checked whole: both entries with their import()s, viem
// bundled (esbuild, for the browser).

const src = fileURLToPath(new URL('..', import.meta.url))

/** Every module a bundler loads for `app` (resolved from the package's src), tree-shaken or not. */
async function graphOf(app: string): Promise<string[]> {
  const { result } = await bundleFirstPaint({ app, resolveDir: src, lazy: false })
  if (!result.metafile || result.errors.length > 0) throw new Error('esbuild failed')
  return Object.keys(result.metafile.inputs)
}

const isChainsBarrel = (path: string) => /\/viem\/_esm\/chains\/index\.js$/.test(path)
const isTempo = (path: string) => /\/(viem|ox)\/_esm\/tempo\//.test(path)

const graph = await graphOf(`export * from './index'; export * from './appRpc'`)

describe('the graph of @latch/eip155, as an app bundles it', () => {
  it('has neither viem/chains nor viem’s Tempo code', () => {
    expect(graph.filter(isChainsBarrel)).toEqual([])
    expect(graph.filter(isTempo)).toEqual([])
  })

  it('has viem’s chain code from viem’s own entries (not vacuous: viem is bundled)', () => {
    const fromViem = (entry: string) => graph.some((path) => path.endsWith(`/viem/_esm/${entry}`))
    expect(fromViem('op-stack/chainConfig.js')).toBe(true)
    expect(fromViem('celo/chainConfig.js')).toBe(true)
    expect(fromViem('zksync/chainConfig.js')).toBe(true)
    expect(fromViem('linea/index.js')).toBe(true)
  })

  it('would show the barrel and Tempo if a file imported viem/chains', async () => {
    const withBarrel = await graphOf(`export { base } from 'viem/chains'`)
    expect(withBarrel.some(isChainsBarrel)).toBe(true)
    expect(withBarrel.some(isTempo)).toBe(true)
  })
})
