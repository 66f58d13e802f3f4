import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleFirstPaint } from '@latch/testkit/bundle'
import { describe, expect, it } from 'vitest'

// The first-paint budget (docs/design.md: a plugin adds at most 3 KB gzip), on a real build:
// what a host app imports at load, with every dynamic import() left out (what loads on first use)
// and the core external. The WalletConnect SDK must wait for a click on WalletConnect (or a page
// that had a session). Its Solana and Bitcoin wallets are `@latch/solana/request-wallet`'s and
// `@latch/bip122/request-wallet`'s (external here, each held to its own first paint in its
// package's bundle test).

const src = dirname(fileURLToPath(import.meta.url))
const heavy = [
  '@walletconnect/sign-client',
  '@walletconnect/utils',
  '@walletconnect/types',
  'zod',
  'zod/*',
]
const bundle = (app: string) => bundleFirstPaint({ app, resolveDir: src, external: heavy })

const app = await bundle(`
import { createLatch } from '@latch/core'
import { walletConnect } from './index'
createLatch({ projectId: 'x', plugins: [walletConnect()] })
`)

describe('@latch/walletconnect first paint', () => {
  it('adds at most 3 KB gzip (the login method and its thin providers)', () => {
    expect(app.gzip).toBeLessThanOrEqual(3 * 1024)
  })

  it('loads the WalletConnect SDK only on first use', () => {
    expect(app.staticImports).toEqual([
      '@latch/core',
      '@latch/bip122/request-wallet',
      '@latch/core/plugin',
      '@latch/solana/request-wallet',
    ])
    expect(app.dynamicImports.some((path) => path.includes('createSessionController'))).toBe(true)
    console.log(`@latch/walletconnect first paint: ${app.gzip} B gzip`)
  })
})
