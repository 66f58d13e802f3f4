import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vitest/config'
import { unitWorkers } from '../../vitest.config'

// The hooks' and the default UI's tests, run again on React 18.3 (installed in this package
// alone). A project of the root config, so `npx vitest run` runs them; alone:
//   npx vitest run --project react-18

/** A file of this package: `react` and `react-dom` are resolved as if imported from here. */
const anchor = fileURLToPath(new URL('./package.json', import.meta.url))
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url))

/** `react`, `react-dom` and every subpath of theirs (`react/jsx-runtime`, `react-dom/client`, …). */
const reactImport = /^react(-dom)?(\/.*)?$/

/**
 * Every import of React, from any file (the sources of renderers/hooks and renderers/react, the
 * testkit, the JSX runtime esbuild inserts), resolves to this package's React 18.3: resolved from
 * here through Vite's own resolver, so the packages' `exports` and conditions apply as they would
 * in an app that installed React 18.
 */
function reactFromThisPackage(): Plugin {
  return {
    name: 'latch:react-18',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (!reactImport.test(id)) return null
      return this.resolve(id, anchor, { ...options, skipSelf: true })
    },
  }
}

// As in the root config (which says why there is no `import`): workspace packages resolve to
// their TypeScript source.
const conditions = ['@latch/source', 'module', 'default']

export default defineConfig({
  root: repositoryRoot,
  plugins: [reactFromThisPackage()],
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    name: 'react-18',
    root: repositoryRoot,
    // Same as the root config's unit project: one group shares one worker count.
    maxWorkers: unitWorkers,
    include: [
      'renderers/hooks/src/**/*.test.{ts,tsx}',
      'renderers/react/src/**/*.test.{ts,tsx}',
      'renderers/react-18/src/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    setupFiles: ['renderers/react-18/src/failOnReactWarnings.ts'],
    testTimeout: 20_000,
  },
})
