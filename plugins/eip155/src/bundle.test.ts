import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleFirstPaint } from '@latch/testkit/bundle'
import { describe, expect, it } from 'vitest'

// The first-paint budget (docs/design.md, "First paint is budgeted": a plugin adds at most 3 KB
// gzip), checked on a real build: esbuild bundles what a host app imports at load, tree-shaken
// the way its bundler would, with every dynamic import() left out (what loads on first use) and
// viem and @noble/* external, so the output says which of them the page imports before any
// interaction. The budget proper is measured with Vite on two apps (examples/budgets: core alone,
// core + eip155() + mainnet); this test fails fast when viem comes back into the first paint.

const src = dirname(fileURLToPath(import.meta.url))

/** On first use only: viem and the hashes and curves under it. */
const heavy = ['viem', 'viem/*', '@noble/*']
const isHeavy = (specifier: string) =>
  specifier === 'viem' || specifier.startsWith('viem/') || specifier.startsWith('@noble/')

/** A host app's bundle of `app` (which imports `./index`); the core is the core's budget. */
const bundle = (app: string, { lazy = true } = {}) =>
  bundleFirstPaint({ app, resolveDir: src, external: heavy, lazy })

// The budget's app: the plugin and one network.
const minimal = await bundle(`
import { createLatch } from '@latch/core'
import { eip155, mainnet } from './index'
createLatch({ projectId: 'x', networks: [mainnet], plugins: [eip155()] })
`)
// Everything an app may need at load: the plugin, the network list, its own chain.
const broad = `
import { createLatch } from '@latch/core'
import { defineEip155Network, eip155, eip155Networks } from './index'
const local = defineEip155Network({ chainId: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:8545' })
createLatch({ projectId: 'x', networks: [...eip155Networks, local], plugins: [eip155()] })
`
const full = await bundle(broad)
// The same app with its import()s bundled: viem is there, so the check above can see it.
const withLazy = await bundle(broad, { lazy: false })

const inSrc = (path: string) => `src/${path}`
const hasInput = (inputs: string[], path: string) => inputs.some((i) => i.endsWith(inSrc(path)))

describe(`the first paint of an app with eip155() and mainnet: ${minimal.gzip} B gzip (esbuild, without the core)`, () => {
  it('builds without errors or warnings', () => {
    for (const { result } of [minimal, full, withLazy]) {
      expect(result.errors).toEqual([])
      expect(result.warnings).toEqual([])
    }
    expect(hasInput(minimal.inputs, 'plugin.ts')).toBe(true)
    expect(hasInput(minimal.inputs, 'adapter/createEip155Adapter.ts')).toBe(true)
  })

  it('imports nothing of viem or @noble/* before first use (type imports aside)', () => {
    for (const { staticImports, dynamicImports } of [minimal, full]) {
      expect(staticImports).toEqual(['@latch/core', '@latch/core/plugin'])
      expect(dynamicImports.filter(isHeavy)).toEqual([])
    }
    // Not vacuous: with the import()s bundled, viem is imported.
    expect(withLazy.staticImports).toEqual(expect.arrayContaining(['viem', 'viem/actions']))
  })

  it('announces wallets at once: EIP-6963 discovery (mipd) and the networks are in it', () => {
    expect(minimal.inputs.some((input) => input.includes('/mipd/'))).toBe(true)
    expect(hasInput(minimal.inputs, 'adapter/injectedWallets.ts')).toBe(true)
    expect(hasInput(minimal.inputs, 'networks/networkData.generated.ts')).toBe(true)
  })

  it('loads the wallet actions, clients, app requests and receipts on first use', () => {
    expect(minimal.dynamicImports).toEqual(
      expect.arrayContaining([
        './walletActions',
        './rpc/createEip155PublicClient',
        './appRequests',
        './actions/waitForReceipt',
      ]),
    )
    for (const lazy of [
      'adapter/walletActions.ts',
      'rpc/createEip155PublicClient.ts',
      'appRequests.ts',
      'actions/waitForReceipt.ts',
      'actions/mapNodeError.ts',
      'networks/toViemChain.ts',
      'networks/viemChainData.generated.ts',
      'networks/viemChainFamilies.ts',
    ]) {
      expect(hasInput(full.inputs, lazy)).toBe(false)
    }
    // The core's parseOrThrow (zod-checked app requests and RPC options) only from those modules;
    // not vacuous: with the import()s bundled, it is imported.
    expect(full.coreImports).not.toContain('parseOrThrow')
    expect(withLazy.coreImports).toContain('parseOrThrow')
  })

  // esbuild's figure leaves out the core's share (adapter events, errors) that the Vite measure
  // counts against the plugin: a margin under 3 KB, so a regression shows before it is spent.
  it('stays within 2.5 KB gzip', () => {
    expect(minimal.gzip).toBeLessThan(2560)
  })
})
