import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleFirstPaint } from '@latch/testkit/bundle'
import { describe, expect, it } from 'vitest'

// The first-paint budget (docs/design.md: a plugin adds at most 3 KB gzip), on a real build:
// what a host app imports at load, with every dynamic import() left out and the core external.
// At load the plugin holds its slice, its command names and the reset on a namespace switch; the
// checks, the name resolution, the fee and the send load on first use, with their schemas.

const src = dirname(fileURLToPath(import.meta.url))
const app = await bundleFirstPaint({
  app: `
import { createLatch } from '@latch/core'
import { send } from './index'
createLatch({ projectId: 'x', plugins: [send()] })
`,
  resolveDir: src,
  external: ['zod', 'zod/*'],
})

describe('@latch/send first paint', () => {
  it('adds at most 3 KB gzip', () => {
    console.log(`@latch/send first paint: ${app.gzip} B gzip`)
    expect(app.gzip).toBeLessThanOrEqual(3 * 1024)
  })

  it('loads the send code and its schemas (zod) only on first use', () => {
    expect(app.staticImports).toEqual(['@latch/core', '@latch/core/plugin'])
    expect(app.dynamicImports.some((path) => path.includes('createSend'))).toBe(true)
  })
})

const hooks = await bundleFirstPaint({
  app: `
import { useSend } from './hooks/index'
export function Form() { return useSend().state.sendTokenAmount }
`,
  resolveDir: src,
  external: ['zod', 'zod/*', 'react', 'react/*'],
})

const views = await bundleFirstPaint({
  app: `
import { sendViews } from './react/index'
export const views = [sendViews]
`,
  resolveDir: src,
  external: ['react', 'react/*'],
})

describe('@latch/send/hooks and /react first paint', () => {
  it('the hook stays under 3 KB gzip', () => {
    console.log(`@latch/send/hooks first paint: ${hooks.gzip} B gzip`)
    expect(hooks.gzip).toBeLessThanOrEqual(3 * 1024)
    expect(hooks.dynamicImports).toEqual([])
  })

  it('the views cost a title and a loader each; Send and Receive load when shown', () => {
    console.log(`@latch/send/react first paint: ${views.gzip} B gzip`)
    expect(views.gzip).toBeLessThanOrEqual(512)
    expect(views.staticImports).toEqual(['@latch/react'])
    for (const view of ['SendView', 'ReceiveView']) {
      expect(views.dynamicImports.some((path) => path.includes(view))).toBe(true)
    }
  })
})
