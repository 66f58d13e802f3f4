import { defineConfig, type Options } from 'tsup'

/**
 * The build of the packages that run on Node (the services, the testkit): ESM with source maps,
 * tree-shaken; dependencies stay external (tsup's default), so each package ships only its own
 * code. The packages an app bundles are built module for module instead
 * (`scripts/buildPackage.mjs`). The type declarations are not tsup's: `scripts/buildTypes.mjs`
 * writes every package's `dist/types/` from one program (docs/design.md, "Build"); a package's own
 * `tsup` run leaves them, as tsup's clean left its own.
 */
export function latchPackage(options: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    sourcemap: true,
    clean: ['!types/**'],
    target: 'es2022',
    treeshake: true,
    ...options,
  })
}
