import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// The harness is a package of its own because @latch/react cannot depend on the plugins (they
// depend on it for their views): it reaches every other package through its manifest, by name,
// never by a path around the package graph.

const packageDir = fileURLToPath(new URL('.', import.meta.url))
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }))

/** The package's modules (its tests aside: they run on the workspace's vitest, as every package's). */
function sources(dir = packageDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.(mjs|ts|tsx)$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : []
  })
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/**
 * What a module reaches for that is not in the package: a relative import or `new URL(…,
 * import.meta.url)` leading out of the folder, or a package its manifest does not declare.
 */
function outsideReaches(file: string, code: string): string[] {
  const { importedFiles } = ts.preProcessFile(code, true, true)
  const urls = [...code.matchAll(/new URL\(\s*'([^']+)',\s*import\.meta\.url\s*\)/g)]
  const specifiers = [
    ...importedFiles.map((imported) => imported.fileName),
    ...urls.map((m) => m[1]!),
  ]
  return specifiers
    .filter((specifier) => {
      if (specifier.startsWith('.')) {
        return relative(packageDir, resolve(file, '..', specifier)).startsWith('..')
      }
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return false
      return !declared.has(packageName(specifier))
    })
    .map((specifier) => `${relative(packageDir, file)}: ${specifier}`)
}

describe('the screenshot harness package', () => {
  it('is private: never published', () => {
    expect(manifest.private).toBe(true)
  })

  it('imports other packages by name, each declared in its manifest', () => {
    const files = sources()
    expect(files.map((file) => relative(packageDir, file))).toContain('harness/main.tsx')
    expect(files.flatMap((file) => outsideReaches(file, readFileSync(file, 'utf8')))).toEqual([])
  })

  it('would see the relative paths the harness used to reach the plugins by', () => {
    const main = join(packageDir, 'harness/main.tsx')
    const screenshots = join(packageDir, 'screenshots.mjs')
    expect(
      outsideReaches(main, "import { send } from '../../../../plugins/send/src/index'\n"),
    ).toEqual(['harness/main.tsx: ../../../../plugins/send/src/index'])
    expect(
      outsideReaches(
        screenshots,
        "const p = createRequire(new URL('../../../plugins/walletconnect/package.json', import.meta.url))\n",
      ),
    ).toEqual(['screenshots.mjs: ../../../plugins/walletconnect/package.json'])
    expect(outsideReaches(main, "const m = await import('@latch/solana')\n")).toEqual([
      'harness/main.tsx: @latch/solana',
    ])
    expect(
      outsideReaches(main, "import { x } from './local'\nimport { y } from '@latch/send/react'\n"),
    ).toEqual([])
  })
})
