import { defaultClientConditions, defineConfig } from 'vite'
import { firstPaintInOneChunk } from '../demo-support/src/viteBuild'

// Workspace packages resolve to their TypeScript source; the build bundles them like any package.
export default defineConfig({
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  build: { rolldownOptions: { output: { codeSplitting: firstPaintInOneChunk } } },
  preview: { host: '127.0.0.1' },
})
