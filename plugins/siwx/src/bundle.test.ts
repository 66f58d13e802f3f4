import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleFirstPaint } from '@latch/testkit/bundle'
import { describe, expect, it } from 'vitest'

// The first-paint budget (docs/design.md: a plugin adds at most 3 KB gzip), on a real build: what
// a host app imports at load, every dynamic import() left out, the core external. The sign-in's
// logic, its server client and the message builders (viem's SIWE utilities, wallet-standard-util)
// load on first use: a connect, a network change or a command.

const src = dirname(fileURLToPath(import.meta.url))
const heavy = ['viem', 'viem/*', '@solana/wallet-standard-util', 'bs58', 'zod', 'zod/*', 'valibot']
const bundle = (app: string) => bundleFirstPaint({ app, resolveDir: src, external: heavy })

const app = await bundle(`
import { createLatch } from '@latch/core'
import { siwx } from './index'
createLatch({ projectId: 'x', plugins: [siwx({ required: true })] })
`)

describe('@latch/siwx first paint', () => {
  it('adds at most 3 KB gzip (the command handlers and the event listeners)', () => {
    expect(app.gzip).toBeLessThanOrEqual(3 * 1024)
    console.log(`@latch/siwx first paint: ${app.gzip} B gzip`)
  })

  it('loads the sign-in logic and the message builders only on first use', () => {
    // valibot, which the core's first paint has already: the stored sessions' schema (built on
    // first read), which the plugin declares in its setup. zod only in lazy code.
    expect(app.staticImports).toEqual(['@latch/core', '@latch/core/plugin', 'valibot'])
    expect(app.dynamicImports.some((path) => path.includes('createSiwxController'))).toBe(true)
  })
})
