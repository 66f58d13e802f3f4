import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

/** Which imports make an edge of the graph. */
export interface ImportGraphOptions {
  /** `import type`, `export type` and imports of types only: erased from the JavaScript. */
  typeImports?: boolean
  /** `import()`: evaluated when called, not when the importer loads. */
  dynamicImports?: boolean
}

/** Each source file, by absolute path, with the source files it imports. */
export type ImportGraph = Map<string, Set<string>>

const sourceFile = /\.(?:ts|tsx|mts)$/

/**
 * The import graph of the TypeScript files under `folders` (absolute paths; `node_modules` and
 * `dist` left out), each specifier resolved as the compiler resolves it with `compilerOptions`
 * (so `@latch/*` reaches the other packages' sources through the `@latch/source` condition).
 * Only edges between the listed files are kept. By default an edge is an import the module
 * evaluates on load: a static import of a value.
 */
export function importGraph(
  folders: readonly string[],
  compilerOptions: ts.CompilerOptions,
  { typeImports = false, dynamicImports = false }: ImportGraphOptions = {},
): ImportGraph {
  const files = folders.flatMap(sourceFilesUnder)
  const known = new Set(files)
  const host = ts.createModuleResolutionCache(process.cwd(), (name) => name, compilerOptions)
  const graph: ImportGraph = new Map()
  for (const file of files) {
    const imported = new Set<string>()
    for (const specifier of moduleSpecifiers(file, { typeImports, dynamicImports })) {
      const resolved = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys, host)
        .resolvedModule?.resolvedFileName
      if (resolved && known.has(resolved)) imported.add(resolved)
    }
    graph.set(file, imported)
  }
  return graph
}

/** The root tsconfig's compiler options, as `tsc -p` reads them. */
export function compilerOptionsOf(tsconfig: string): ts.CompilerOptions {
  const read = ts.readConfigFile(tsconfig, ts.sys.readFile)
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'))
  const folder = join(tsconfig, '..')
  return ts.parseJsonConfigFileContent(read.config, ts.sys, folder).options
}

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFilesUnder(path)
    }
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

function moduleSpecifiers(file: string, options: Required<ImportGraphOptions>): string[] {
  const code = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const specifiers: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      (options.typeImports || !onlyTypes(node))
    ) {
      specifiers.push(node.moduleSpecifier.text)
    } else if (
      options.dynamicImports &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(code)
  return specifiers
}

/** Whether the declaration brings types only, so the JavaScript keeps no import of it. */
function onlyTypes(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true
    const clause = node.exportClause
    return (
      !!clause &&
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((element) => element.isTypeOnly)
    )
  }
  const clause = node.importClause
  // `import './side-effect'` runs the module.
  if (!clause) return false
  if (clause.isTypeOnly) return true
  if (clause.name) return false
  const bindings = clause.namedBindings
  return (
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  )
}
