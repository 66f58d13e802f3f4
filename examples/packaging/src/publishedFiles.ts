import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

/** One package's tarball as `npm publish` would make it: its name and the files in it. */
export interface PublishedPackage {
  name: string
  dir: string
  /** Paths relative to the package's folder, as in the tarball. */
  files: string[]
}

/**
 * What each package in `dirs` publishes: npm's own listing (`npm pack --dry-run`, which applies
 * `files`, `.npmignore` and what npm always adds), for every folder in one npm run. Offline, no
 * scripts: nothing is built or written.
 */
export function publishedFiles(dirs: readonly string[]): PublishedPackage[] {
  const listing = execFileSync(
    'npm',
    ['pack', '--dry-run', '--json', '--ignore-scripts', '--offline', ...dirs],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const packed = JSON.parse(listing) as { name: string; files: { path: string }[] }[]
  if (packed.length !== dirs.length) {
    throw new Error(`npm pack listed ${packed.length} packages for ${dirs.length} folders`)
  }
  // npm answers in the order of its arguments.
  return packed.map((pkg, index) => ({
    name: pkg.name,
    dir: dirs[index]!,
    files: pkg.files.map((file) => file.path),
  }))
}

const moduleFile = /\.(?:[cm]?[jt]s|tsx|jsx)$/

/** The package's files (relative paths) that import `specifier` or one of its subpaths. */
export function filesImporting(dir: string, files: readonly string[], specifier: string): string[] {
  return files.filter(
    (file) =>
      moduleFile.test(file) &&
      importsOf(readFileSync(join(dir, file), 'utf8')).some(
        (imported) => imported === specifier || imported.startsWith(`${specifier}/`),
      ),
  )
}

/** Every module a file names: static and dynamic imports, re-exports, require() calls. */
function importsOf(code: string): string[] {
  return ts.preProcessFile(code, true, true).importedFiles.map((imported) => imported.fileName)
}
