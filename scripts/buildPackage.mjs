// Builds the JavaScript of a package an app bundles (core, plugins, renderers) with rolldown, one
// output module per source module: the app's bundler then sees the package's own module graph and
// splits it as it splits the sources, instead of a graph of shared chunks cut by our build
// (docs/design.md, "Build"). Run in the package's folder:
//
//   node ../../scripts/buildPackage.mjs [--client ./react ...] [--one-module ./src/a/home.ts=./src/a/b.ts,...]
//
// The inputs are the `@latch/source` files of the package's exports, and each export's `default`
// must be where its file is written (`./src/x/y.ts` → `./dist/x/y.js`). Every bare import stays
// external and must be a dependency or peer dependency of the package. `--client` names the exports
// that are React code (components, hooks): built with `'use client'` on top, so a React Server
// Component (Next.js's App Router's default) can import them. `--one-module` ships the modules it
// names as one, written where the first one is: modules the first paint shares with lazy chunks
// (the core's errors, the hooks' store binding), which Vite's default splitting otherwise made
// files of their own (docs/design.md, "Speed with the bundler's defaults"). They import no other
// module of the package at run time (packages they may), and only the first may be an export. The
// declarations are `scripts/buildTypes.mjs`'s, in `dist/types/`, which this build leaves.
import { readdir, readFile, rm } from 'node:fs/promises'
import { builtinModules } from 'node:module'
import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { rolldown } from 'rolldown'

const { values } = parseArgs({
  options: {
    client: { type: 'string', multiple: true },
    'one-module': { type: 'string', multiple: true },
  },
})
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

const exportSources = new Set(entries.map(([, target]) => resolve(root, target['@latch/source'])))
/** Each module shipped with others as one: its path → the path the one module is written at. */
const together = new Map()
for (const spec of values['one-module'] ?? []) {
  const [home, others = ''] = spec.split('=')
  const paths = [home, ...others.split(',').filter(Boolean)].map((path) => resolve(root, path))
  if (paths.length < 2) throw new Error(`--one-module ${spec}: two modules or more`)
  // Only the first is written: an export's file must be, so an export can only come first.
  const exported = paths.slice(1).find((path) => exportSources.has(path))
  if (exported) throw new Error(`--one-module ${spec}: ${exported} is an export, so it comes first`)
  for (const path of paths) together.set(path, paths[0])
}

/**
 * One module's code: rolldown bundles the modules into one (their exports are its exports); an
 * import of another of the package's modules is refused, as the one module's path would not keep
 * its meaning.
 */
async function bundleTogether(home) {
  const members = [...together].filter(([, at]) => at === home).map(([path]) => path)
  const entry = '\0latch-one-module'
  const group = await rolldown({
    cwd: root,
    input: entry,
    platform: 'neutral',
    tsconfig,
    transform: { target: 'es2022' },
    plugins: [
      {
        name: 'latch-one-module-entry',
        resolveId: (id) => (id === entry ? id : undefined),
        load: (id) =>
          id === entry
            ? members.map((path) => `export * from ${JSON.stringify(path)}`).join('\n')
            : undefined,
      },
    ],
    external(id, importer, isResolved) {
      if (id === entry || importer === undefined || importer === entry) return false
      // A package stays imported by name, as in the main build, which checks it is declared.
      if (!id.startsWith('.') && !isAbsolute(id)) return true
      if (!isResolved || members.includes(id)) return false
      throw new Error(`${manifest.name}: ${importer} imports ${id}, outside its one module`)
    },
  })
  const { output } = await group.generate({ format: 'esm', sourcemap: true })
  await group.close()
  return { code: output[0].code, map: output[0].map }
}

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
  // Inlined, a constant left a bare `import "./x.js"` behind: the module stayed reached from every
  // chunk that had used it, shared, and the app's bundler split it off (the app inlines it itself).
  optimization: { inlineConst: false },
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
      name: 'latch-one-module',
      async resolveId(source, importer, options) {
        if (together.size === 0 || !importer) return undefined
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
        return resolved && together.has(resolved.id) ? together.get(resolved.id) : resolved
      },
      load: (id) => (together.get(id) === id ? bundleTogether(id) : undefined),
    },
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
