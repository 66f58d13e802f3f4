import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleFirstPaint } from '@latch/testkit/bundle'
import { describe, expect, it } from 'vitest'

// The first-paint budget (docs/design.md: a plugin adds at most 3 KB gzip), on a real build:
// what a host app imports at load, with every dynamic import() left out and the core external.
// At load the plugin holds its slice, its command names, the pending-send listener and the reset
// on an account change; fetching, paging, the answers' schemas, polling and the pending item (its
// amount formatted) load on first use.

const src = dirname(fileURLToPath(import.meta.url))
const app = await bundleFirstPaint({
  app: `
import { createLatch } from '@latch/core'
import { activity } from './index'
createLatch({ projectId: 'x', plugins: [activity()] })
`,
  resolveDir: src,
  external: ['zod', 'zod/*'],
})

describe('@latch/activity first paint', () => {
  it('adds at most 3 KB gzip', () => {
    console.log(`@latch/activity first paint: ${app.gzip} B gzip`)
    expect(app.gzip).toBeLessThanOrEqual(3 * 1024)
  })

  it('loads the fetching code, the answers’ schemas (zod) and the amounts only on first use', () => {
    // The core's entry for the createLatch of the app above; none of the core's constants.
    expect(app.staticImports).toEqual(['@latch/core', '@latch/core/plugin'])
    expect(app.dynamicImports.some((path) => path.includes('createActivity'))).toBe(true)
  })
})

const hooks = await bundleFirstPaint({
  app: `
import { useActivity } from './hooks/index'
export function History() { return useActivity().transactions.length }
`,
  resolveDir: src,
  external: ['zod', 'zod/*', 'react', 'react/*'],
})

const views = await bundleFirstPaint({
  app: `
import { activityViews } from './react/index'
export const views = [activityViews]
`,
  resolveDir: src,
  external: ['react', 'react/*'],
})

describe('@latch/activity/hooks and /react first paint', () => {
  it('the hooks (with the display rules) stay under 3 KB gzip', () => {
    console.log(`@latch/activity/hooks first paint: ${hooks.gzip} B gzip`)
    expect(hooks.gzip).toBeLessThanOrEqual(3 * 1024)
    expect(hooks.dynamicImports).toEqual([])
  })

  it('the views cost a title and a loader each; the panels load when their tab shows', () => {
    console.log(`@latch/activity/react first paint: ${views.gzip} B gzip`)
    expect(views.gzip).toBeLessThanOrEqual(512)
    expect(views.staticImports).toEqual(['@latch/react'])
    for (const panel of ['ActivityPanel', 'NftsPanel']) {
      expect(views.dynamicImports.some((path) => path.includes(panel))).toBe(true)
    }
  })
})
