import { readFile, writeFile } from 'node:fs/promises'
import { defineConfig, type Options } from 'tsup'

export interface LatchPackageOptions extends Options {
  /**
   * The entries that are React code (components, hooks), by entry name: built with `'use client'`
   * on top, so a React Server Component (Next.js's App Router's default) can import them. The
   * bundler drops module-level directives; it is put back on the built entry, its source map
   * shifted by that line. Never a chunk: one shared with a server-usable entry would turn it into
   * client references.
   */
  clientEntries?: readonly string[]
}

/**
 * The build every Latch package shares: ESM with source maps, tree-shaken; dependencies stay
 * external (tsup's default), so each package ships only its own code. The type declarations are
 * not tsup's: `scripts/buildTypes.mjs` writes every package's `dist/types/` from one program
 * (docs/design.md, "Build"); a package's own `tsup` run leaves them, as tsup's clean left its own.
 */
export function latchPackage({ clientEntries = [], ...options }: LatchPackageOptions = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    sourcemap: true,
    clean: ['!types/**'],
    target: 'es2022',
    treeshake: true,
    ...options,
    async onSuccess() {
      await Promise.all(clientEntries.map((entry) => markClientEntry(`dist/${entry}.js`)))
    },
  })
}

async function markClientEntry(file: string) {
  const code = await readFile(file, 'utf8')
  if (code.startsWith("'use client'")) return
  await writeFile(file, `'use client';\n${code}`)
  const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { mappings: string }
  map.mappings = `;${map.mappings}`
  await writeFile(`${file}.map`, JSON.stringify(map))
}
