// The type declarations of every publishable package, from one TypeScript program: each package's
// entries (the `@latch/source` files of its exports) and what they import, checked once, each
// package's `src/` written to its `dist/types/`. The JavaScript is built before it
// (`scripts/buildPackage.mjs`, tsup for the Node packages). tsup's per-package, per-entry
// declaration roll-up checked the shared sources again for every package and took most of the
// build (docs/design.md, "Build").
//
//   node scripts/buildTypes.mjs   (`npm run build` runs it after the JavaScript builds)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import ts from 'typescript'
import { publishablePackages, root } from './publishablePackages.mjs'

const started = Date.now()

/** The publishable packages: name, folder, and the entries of their exports (their sources). */
const packages = publishablePackages().map(({ dir, manifest }) => ({
  name: manifest.name,
  dir,
  entries: Object.entries(manifest.exports)
    .filter(([, target]) => typeof target === 'object' && target['@latch/source'])
    .map(([subpath, target]) => ({
      subpath,
      source: join(dir, target['@latch/source']),
      types: target.types,
    })),
}))

const failures = []
const typesDir = (pkg) => join(pkg.dir, 'dist', 'types')
const packageOf = (file) => packages.find((pkg) => file.startsWith(join(pkg.dir, 'src') + sep))
/** Where a source file's declarations go: its package's `dist/types/`, mirroring `src/`. */
const declarationFile = (pkg, source) =>
  join(typesDir(pkg), relative(join(pkg.dir, 'src'), source)).replace(/\.tsx?$/, '.d.ts')

// Each entry's `types` names the file its source's declarations land in.
for (const pkg of packages) {
  for (const { subpath, source, types } of pkg.entries) {
    const expected = `./${relative(pkg.dir, declarationFile(pkg, source)).split(sep).join('/')}`
    if (types !== expected) {
      failures.push(`${pkg.name}: exports["${subpath}"].types is ${types}, expected ${expected}`)
    }
  }
}

// The root tsconfig's options (the `@latch/source` condition: other packages' sources, imported
// by their package names, which the declarations keep).
const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
  },
})
const program = ts.createProgram({
  rootNames: packages.flatMap((pkg) => pkg.entries.map((entry) => entry.source)),
  options: {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
  },
})

const testFile = /\.test\.tsx?$|[\\/]test[\\/]/
const sourceExtension = /\.(?:d\.)?tsx?$/

/** The program's source file a relative specifier of `from` names, if any. */
function resolveRelative(from, specifier) {
  const base = join(dirname(from), specifier)
  for (const candidate of [
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    const file = program.getSourceFile(candidate)
    if (file) return file
  }
  return undefined
}

/** The relative module specifiers a source file names: imports, re-exports, `import()`. */
const relativeSpecifiers = (file) =>
  ts
    .preProcessFile(file.text, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))

const relativeTargets = new Map()
/** The program's source files a source file imports relatively (imports, re-exports, `import()`). */
function targetsOf(file) {
  if (!relativeTargets.has(file)) {
    const targets = relativeSpecifiers(file).map((specifier) =>
      resolveRelative(file.fileName, specifier),
    )
    relativeTargets.set(
      file,
      targets.filter((target) => target !== undefined),
    )
  }
  return relativeTargets.get(file)
}

/** Whether a file, or one it imports (relatively), merges into another module's declarations. */
function reachesAugmentation(start) {
  const seen = new Set([start])
  for (const file of seen) {
    const merges = file.statements.some(
      (statement) =>
        ts.isModuleDeclaration(statement) &&
        (ts.isStringLiteral(statement.name) || statement.name.text === 'global'),
    )
    if (merges) return true
    for (const target of targetsOf(file)) seen.add(target)
  }
  return false
}

/** The specifier of `target`'s built file, relative to `from`'s: `./x.js`, `../dir/index.js`. */
function jsSpecifier(from, target) {
  const path = relative(dirname(from.fileName), target.fileName).split(sep).join('/')
  return `${path.startsWith('.') ? '' : './'}${path.replace(sourceExtension, '.js')}`
}

/**
 * Declarations as a published file needs them: relative specifiers name the `.js` file (the
 * package is ESM: `node16`/`nodenext` resolution wants the extension, which the sources leave
 * out), and an import the declarations dropped (a value's) comes back as `import './x.js'` when
 * its module merges into `@latch/core` (`declare module`), so each entry's declarations carry the
 * merges its code makes.
 */
const publishedDeclarations = (context) => (declarations) => {
  const { factory } = context
  const source = program.getSourceFile(declarations.fileName)
  const imported = new Set()
  const published = (specifier) => {
    if (!specifier.startsWith('.')) {
      // Another Latch package by one of its entries, never by a path inside it.
      const [scope, name, ...rest] = specifier.split('/')
      const entry = ['.', ...rest].join('/')
      const pkg = packages.find((candidate) => candidate.name === `${scope}/${name}`)
      if (scope === '@latch' && !pkg?.entries.some(({ subpath }) => subpath === entry)) {
        failures.push(`${relative(root, source.fileName)}: its declarations import ${specifier}`)
      }
      return specifier
    }
    const target = resolveRelative(source.fileName, specifier)
    if (!target || packageOf(target.fileName) !== packageOf(source.fileName)) {
      failures.push(`${relative(root, source.fileName)}: its declarations import ${specifier}`)
      return specifier
    }
    imported.add(target)
    return jsSpecifier(source, target)
  }
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const specifier = factory.createStringLiteral(published(node.moduleSpecifier.text))
      return ts.isImportDeclaration(node)
        ? factory.updateImportDeclaration(
            node,
            node.modifiers,
            node.importClause,
            specifier,
            node.attributes,
          )
        : factory.updateExportDeclaration(
            node,
            node.modifiers,
            node.isTypeOnly,
            node.exportClause,
            specifier,
            node.attributes,
          )
    }
    if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      return factory.updateImportTypeNode(
        node,
        factory.updateLiteralTypeNode(
          node.argument,
          factory.createStringLiteral(published(node.argument.literal.text)),
        ),
        node.attributes,
        node.qualifier && ts.visitNode(node.qualifier, visit),
        node.typeArguments && ts.visitNodes(node.typeArguments, visit),
        node.isTypeOf,
      )
    }
    return ts.visitEachChild(node, visit, context)
  }
  const statements = ts.visitNodes(declarations.statements, visit)
  const merges = []
  for (const target of new Set(targetsOf(source))) {
    if (imported.has(target) || !reachesAugmentation(target)) continue
    merges.push(
      factory.createImportDeclaration(
        undefined,
        undefined,
        factory.createStringLiteral(jsSpecifier(source, target)),
      ),
    )
  }
  return factory.updateSourceFile(declarations, [...merges, ...statements])
}

for (const pkg of packages) rmSync(typesDir(pkg), { recursive: true, force: true })
let written = 0
const { diagnostics, emitSkipped } = program.emit(
  undefined,
  (file, text, _bom, _onError, sources) => {
    const source = sources?.[0]?.fileName ?? file
    const pkg = packageOf(source)
    if (!pkg) {
      failures.push(
        `${relative(root, source)}: outside every package's src/, reached from an entry`,
      )
    } else if (testFile.test(relative(pkg.dir, source))) {
      failures.push(`${relative(root, source)}: a test file, reached from an entry`)
    } else {
      const out = declarationFile(pkg, source)
      mkdirSync(dirname(out), { recursive: true })
      writeFileSync(out, text)
      written++
    }
  },
  undefined,
  true,
  { afterDeclarations: [publishedDeclarations] },
)

// The build fails on a type error, as tsup's did: a declaration made from wrong code is wrong too.
const errors = [
  ...program.getOptionsDiagnostics(),
  ...program.getGlobalDiagnostics(),
  ...program.getSyntacticDiagnostics(),
  ...program.getSemanticDiagnostics(),
  ...diagnostics,
]
if (errors.length > 0) {
  console.error(
    ts.formatDiagnosticsWithColorAndContext(errors, {
      getCanonicalFileName: (file) => file,
      getCurrentDirectory: () => root,
      getNewLine: () => '\n',
    }),
  )
}
for (const failure of failures) console.error(failure)
if (emitSkipped || errors.length > 0 || failures.length > 0) process.exit(1)
const seconds = ((Date.now() - started) / 1000).toFixed(1)
console.log(`declarations: ${written} files for ${packages.length} packages (${seconds} s)`)
