import { defaultClientConditions, defineConfig } from 'vite'
import { latchCodeSplitting } from '../demo-support/src/viteBuild'

// Workspace packages resolve to their TypeScript source; the build bundles them like any package.
export default defineConfig({
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  build: { rolldownOptions: { output: { codeSplitting: latchCodeSplitting } } },
  preview: { host: '127.0.0.1' },
})
