import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleFirstPaint } from '@latch/testkit/bundle'
import { describe, expect, it } from 'vitest'

// The first-paint budget (docs/design.md: a plugin adds at most 3 KB gzip), on a real build:
// what a host app imports at load, with every dynamic import() left out (what loads on first use)
// and the core external. btc-signer and @scure/base must wait for the first use; bip322-js (Node
// only) is never reached from the page's entry.

const src = dirname(fileURLToPath(import.meta.url))
const heavy = [
  '@scure/btc-signer',
  '@scure/btc-signer/*',
  'bip322-js',
  '@scure/base',
  'zod',
  'zod/*',
]
const app = await bundleFirstPaint({
  app: `
import { createLatch } from '@latch/core'
import { bip122, bitcoinMainnet, bitcoinRegtest } from './index'
createLatch({ projectId: 'x', networks: [bitcoinMainnet, bitcoinRegtest('http://127.0.0.1:3002')], plugins: [bip122()] })
`,
  resolveDir: src,
  external: heavy,
})

describe('@latch/bip122 first paint', () => {
  it('adds at most 3 KB gzip (Wallet Standard discovery, the networks and the adapter shell)', () => {
    console.log(`@latch/bip122 first paint: ${app.gzip} B gzip`)
    expect(app.gzip).toBeLessThanOrEqual(3 * 1024)
  })

  it('loads btc-signer only on first use', () => {
    expect(app.staticImports).toEqual(['@latch/core', '@latch/core/plugin'])
    expect(app.dynamicImports.some((path) => path.includes('bitcoinActions'))).toBe(true)
    expect(app.dynamicImports.some((path) => path.includes('walletSession'))).toBe(true)
  })

  it('never reaches bip322-js from the page, on first use either (it needs Node)', async () => {
    const everything = await bundleFirstPaint({
      app: `import { bip122 } from './index'; bip122()`,
      resolveDir: src,
      external: heavy,
      lazy: false,
    })
    const imported = [...everything.staticImports, ...everything.dynamicImports]
    expect(imported).toContain('@scure/btc-signer')
    expect(imported).not.toContain('bip322-js')
  })
})

// `@latch/bip122/request-wallet`, what a login method serving bip122 adds to its own first paint:
// the wallet's shell only; its calls, btc-signer and the answers' checks wait for its first call.
const requestWallet = await bundleFirstPaint({
  app: `
import { createBitcoinRequestWallet } from './requestWallet/index'
export const wallet = createBitcoinRequestWallet({
  name: 'x',
  icon: 'data:image/svg+xml;base64,',
  connect: async () => undefined,
  request: async () => undefined,
})
`,
  resolveDir: src,
  external: heavy,
})

describe('@latch/bip122/request-wallet first paint', () => {
  it('is the wallet alone: at most 0.6 KB gzip, its calls loaded on first use', () => {
    console.log(`@latch/bip122/request-wallet first paint: ${requestWallet.gzip} B gzip`)
    expect(requestWallet.gzip).toBeLessThanOrEqual(0.6 * 1024)
    expect(requestWallet.staticImports).toEqual([])
    expect(requestWallet.dynamicImports.some((path) => path.includes('requestWalletCalls'))).toBe(
      true,
    )
  })
})
