import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleFirstPaint } from '@latch/testkit/bundle'
import { describe, expect, it } from 'vitest'

// The first-paint budget (docs/design.md: a plugin adds at most 3 KB gzip), on a real build:
// what a host app imports at load, with every dynamic import() left out (what loads on first use)
// and the core external. web3.js, spl-token and bs58 must wait for the first wallet request.

const src = dirname(fileURLToPath(import.meta.url))
const heavy = [
  '@solana/web3.js',
  '@solana/spl-token',
  '@solana/transactions',
  'bs58',
  'buffer',
  'zod',
  'zod/*',
]
const bundle = (app: string) => bundleFirstPaint({ app, resolveDir: src, external: heavy })

const app = await bundle(`
import { createLatch } from '@latch/core'
import { solana, solanaMainnet, defineSolanaNetwork } from './index'
const local = defineSolanaNetwork({ genesisHash: '9ZCKN5vFBL7Spj7dN5x35SWou4CZLDehii8Tmeser2KR', name: 'Local', rpcUrl: 'http://127.0.0.1:8899' })
createLatch({ projectId: 'x', networks: [solanaMainnet, local], plugins: [solana()] })
`)

describe('@latch/solana first paint', () => {
  it('adds at most 3 KB gzip (Wallet Standard discovery and the adapter only)', () => {
    expect(app.gzip).toBeLessThanOrEqual(3 * 1024)
  })

  it('loads web3.js, spl-token, bs58 and zod only on first use', () => {
    expect(app.staticImports).toEqual(['@latch/core', '@latch/core/plugin'])
    expect(app.dynamicImports.some((path) => path.includes('walletActions'))).toBe(true)
  })
})

// What a returning visitor's first message signature loads: the wallet's signature in base58,
// neither web3.js nor spl-token (they took ~120 ms of reload → signed on the local stack).
const signing = await bundle(`export { signMessage } from './actions/signMessage'`)

describe('signing a message', () => {
  it('loads neither web3.js nor spl-token', () => {
    expect([...signing.staticImports].sort()).toEqual(['@latch/core', '@latch/core/plugin', 'bs58'])
  })
})

// `@latch/solana/request-wallet`, what a login method serving solana adds to its own first paint:
// the wallet's shell only; its calls, bs58, @solana/transactions and the answers' checks wait for
// its first call.
const requestWallet = await bundle(`
import { createRequestWallet } from './requestWallet/index'
export const wallet = createRequestWallet({
  name: 'x',
  icon: 'data:image/svg+xml;base64,',
  connect: async () => undefined,
  request: async () => undefined,
})
`)

describe('@latch/solana/request-wallet first paint', () => {
  it('is the wallet alone: at most 0.6 KB gzip, its calls loaded on first use', () => {
    expect(requestWallet.gzip).toBeLessThanOrEqual(0.6 * 1024)
    expect(requestWallet.staticImports).toEqual([])
    expect(requestWallet.dynamicImports.some((path) => path.includes('requestWalletCalls'))).toBe(
      true,
    )
    console.log(`@latch/solana/request-wallet first paint: ${requestWallet.gzip} B gzip`)
  })
})
