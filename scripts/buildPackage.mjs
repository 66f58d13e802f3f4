// Builds the JavaScript of a package an app bundles (core, plugins, renderers) with rolldown, one
// output module per source module: the app's bundler then sees the package's own module graph and
// splits it as it splits the sources, instead of a graph of shared chunks cut by our build
// (docs/design.md, "Build"). Run in the package's folder:
//
//   node ../../scripts/buildPackage.mjs [--client ./react ...]
//
// The inputs are the `@latch/source` files of the package's exports, and each export's `default`
// must be where its file is written (`./src/x/y.ts` → `./dist/x/y.js`). Every bare import stays
// external and must be a dependency or peer dependency of the package. `--client` names the exports
// that are React code (components, hooks): built with `'use client'` on top, so a React Server
// Component (Next.js's App Router's default) can import them. The declarations are
// `scripts/buildTypes.mjs`'s, in `dist/types/`, which this build leaves.
import { readdir, readFile, rm } from 'node:fs/promises'
import { builtinModules } from 'node:module'
import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { rolldown } from 'rolldown'

const { values } = parseArgs({ options: { client: { type: 'string', multiple: true } } })
const root = process.cwd()
const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'))
const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url))

/** `./src/x/y.ts(x)` → `./dist/x/y.js`: where preserving the modules writes a source file. */
const builtPath = (source) => source.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, '.js')

const entries = Object.entries(manifest.exports).filter(([, target]) => typeof target === 'object')
for (const [name, target] of entries) {
  if (target.default !== builtPath(target['@latch/source'])) {
    throw new Error(
      `${manifest.name} export "${name}": default must be ${builtPath(target['@latch/source'])}`,
    )
  }
}
const clientExports = values.client ?? []
for (const name of clientExports) {
  if (!entries.some(([entry]) => entry === name)) {
    throw new Error(`${manifest.name}: --client ${name} is no export`)
  }
}
const clientSources = new Set(
  clientExports.map((name) => resolve(root, manifest.exports[name]['@latch/source'])),
)

const declared = new Set(
  ['dependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
    Object.keys(manifest[field] ?? {}),
  ),
)
const builtins = new Set(builtinModules)
/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
const undeclared = new Set()

const bundle = await rolldown({
  cwd: root,
  input: entries.map(([, target]) => resolve(root, target['@latch/source'])),
  platform: 'neutral',
  tsconfig,
  transform: { target: 'es2022' },
  external(id) {
    if (id.startsWith('.') || isAbsolute(id) || id.startsWith('\0')) return false
    const name = packageOf(id)
    if (!id.startsWith('node:') && !builtins.has(name) && !declared.has(name)) undeclared.add(id)
    return true
  },
  plugins: [
    {
      name: 'latch-declared-dependencies',
      buildEnd() {
        if (undeclared.size === 0) return
        const list = [...undeclared].sort().join(', ')
        this.error(`${manifest.name} imports what it does not depend on: ${list}`)
      },
    },
  ],
})
const dist = join(root, 'dist')
await Promise.all(
  (await readdir(dist).catch(() => []))
    .filter((file) => file !== 'types')
    .map((file) => rm(join(dist, file), { recursive: true, force: true })),
)
await bundle.write({
  dir: dist,
  format: 'esm',
  sourcemap: true,
  preserveModules: true,
  preserveModulesRoot: join(root, 'src'),
  entryFileNames: '[name].js',
  banner: (chunk) =>
    chunk.facadeModuleId && clientSources.has(chunk.facadeModuleId) ? "'use client';" : '',
})
await bundle.close()
