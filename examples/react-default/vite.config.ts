import { defaultClientConditions, defineConfig } from 'vite'

// Workspace packages resolve to their TypeScript source; the build bundles them like any package.
export default defineConfig({
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  preview: { host: '127.0.0.1' },
})
