import { defineConfig } from 'vitest/config'

// Workspace packages resolve to their TypeScript source through the `@latch/source` export
// condition, so tests run against the code as written, without a build step.
const conditions = ['@latch/source', 'module', 'import', 'default']

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    include: ['{core,plugins,renderers,services,testkit,examples}/**/*.test.{ts,tsx}'],
    // renderers/react-18 runs the hooks' and the UI's tests again on React 18.3, with its own
    // config (renderers/react-18/vitest.config.ts); its own tests hold only under that config.
    exclude: ['**/node_modules/**', '**/dist/**', 'renderers/react-18/**'],
    testTimeout: 20_000,
    // @walletconnect/core's ESM build default-imports a CommonJS-only package; under the
    // `module` condition above Node hands it the whole exports object. Vitest's interop unwraps
    // `default` for inlined dependencies.
    server: { deps: { inline: [/@walletconnect\//] } },
  },
})
