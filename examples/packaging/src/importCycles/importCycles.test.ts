import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../publishablePackages'
import { findCycles } from './findCycles'
import { compilerOptionsOf, importGraph } from './importGraph'

const compilerOptions = compilerOptionsOf(join(repoRoot, 'tsconfig.json'))

/** Every package's sources: core, the testkit, each plugin, renderer and service. */
function packageSources(): string[] {
  const folders = ['core/src', 'testkit/src']
  for (const group of ['plugins', 'renderers', 'services']) {
    for (const name of readdirSync(join(repoRoot, group))) folders.push(join(group, name, 'src'))
  }
  return folders.map((folder) => join(repoRoot, folder)).filter((folder) => existsSync(folder))
}

describe("the packages' sources", () => {
  it('import nothing that imports them back, values and types alike', () => {
    const graph = importGraph(packageSources(), compilerOptions, { typeImports: true })
    // A shared piece goes to a file of its own, which both sides import.
    const cycles = findCycles(graph).map((cycle) =>
      cycle.map((file) => relative(repoRoot, file)).join(' > '),
    )
    expect(cycles).toEqual([])
  })
})

describe('the cycle check itself', () => {
  const folder = mkdtempSync(join(tmpdir(), 'latch-import-cycles-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))
  const write = (files: Record<string, string>) => {
    for (const [name, code] of Object.entries(files)) writeFileSync(join(folder, name), code)
  }
  const cyclesIn = (options: Parameters<typeof importGraph>[2]) =>
    findCycles(importGraph([folder], compilerOptions, options)).map((cycle) =>
      cycle.map((file) => relative(folder, file)),
    )

  it('finds a value cycle, a type-only one when asked, and follows re-exports', () => {
    write({
      'a.ts': "import { b } from './b'\nexport const a = () => b\n",
      'b.ts': "export { c as b } from './c'\n",
      'c.ts': "import { a } from './a'\nexport const c = () => a\n",
      'types.ts':
        "import type { Other } from './other'\nexport interface Types { other?: Other }\n",
      'other.ts':
        "import { type Types } from './types'\nexport interface Other { types?: Types }\n",
      'lazy.ts': "export const load = () => import('./loaded')\n",
      'loaded.ts': "import { load } from './lazy'\nexport const again = load\n",
      'self.ts': "export * from './self'\n",
    })
    expect(cyclesIn({})).toEqual([
      ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
      ['self.ts', 'self.ts'],
    ])
    expect(cyclesIn({ typeImports: true })).toEqual([
      ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
      ['other.ts', 'types.ts', 'other.ts'],
      ['self.ts', 'self.ts'],
    ])
    expect(cyclesIn({ dynamicImports: true })).toContainEqual(['lazy.ts', 'loaded.ts', 'lazy.ts'])
  })
})
