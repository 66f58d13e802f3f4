import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  // The modal and each view are their own chunks: the first paint ships only the buttons.
  splitting: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
})
