import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    browser: 'src/wallet/browser.ts',
    cli: 'src/stack/cli.ts',
    conformance: 'src/chain/chainAdapterConformance.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
})
