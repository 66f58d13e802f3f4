import { defineConfig } from 'vitest/config'

// Workspace packages resolve to their TypeScript source through the `@latch/source` export
// condition, so tests run against the code as written, without a build step.
const conditions = ['@latch/source', 'module', 'import', 'default']

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    include: ['{core,plugins,renderers,testkit,examples}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 20_000,
  },
})
