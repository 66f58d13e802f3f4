import { defineConfig, type Options } from 'tsup'

/**
 * The build every Latch package shares: ESM with type declarations and source maps, tree-shaken;
 * dependencies stay external (tsup's default), so each package ships only its own code.
 */
export function latchPackage(options: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    ...options,
  })
}
