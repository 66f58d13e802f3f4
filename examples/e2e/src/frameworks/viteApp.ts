import { fileURLToPath } from 'node:url'
import { runBuild } from './childProcesses'
import type { FrameworkApp } from './frameworkApp'
import { reusableBuild } from './reusableBuild'
import { serveStatic } from './serveStatic'

/** The Vite example: a single-page app, Vite's default config. */
const root = fileURLToPath(new URL('../../../vite/', import.meta.url))
/** Where `vite build` writes the app. */
const viteDist = `${root}dist/`

/**
 * `vite build` (the React template's config: Vite's default chunking; reused while its inputs are unchanged), then its
 * `dist/` on a static server that tells the page the local stack's chains and endpoints
 * (`window.LATCH_CONFIG`, before the app's script).
 */
export const viteApp: FrameworkApp = {
  rendering: 'page',
  // Vite's defaults: 101.5 KB in 11 files (2026-11-29), with some room.
  firstPaintBudget: { kb: 106, files: 11 },
  build: () =>
    reusableBuild(root, 'dist', ['vite', 'build'], () =>
      runBuild({
        command: `${root}node_modules/.bin/vite`,
        args: ['build'],
        cwd: root,
        // NODE_ENV as `npm run build` has it (the test runner's `test` would build React for
        // development).
        env: { NODE_ENV: 'production' },
      }),
    ),
  start: (stack) =>
    serveStatic({
      root: viteDist,
      headScript: `window.LATCH_CONFIG = ${JSON.stringify({
        endpoints: stack.endpoints,
        chains: stack.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      }).replaceAll('<', '\\u003c')}`,
    }),
}
