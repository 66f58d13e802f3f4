import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'

const script = fileURLToPath(new URL('./buildPackage.mjs', import.meta.url))
const run = promisify(execFile)

let folder: string | undefined
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true })
  folder = undefined
})

/** A package in a temporary folder: its manifest and `src/` files. */
async function makePackage(manifest: object, files: Record<string, string>) {
  folder = await mkdtemp(join(tmpdir(), 'latch-build-package-'))
  await writeFile(join(folder, 'package.json'), JSON.stringify(manifest))
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true })
    await writeFile(join(folder, path), text)
  }
  return folder
}

const build = (cwd: string, ...args: string[]) => run(process.execPath, [script, ...args], { cwd })

/** What a build wrote to `dist/`, sorted. */
const builtFiles = async (root: string) =>
  (await readdir(join(root, 'dist'), { recursive: true })).sort()

const manifest = {
  name: '@latch/example',
  type: 'module',
  dependencies: { react: '19.2.0' },
  exports: {
    '.': { '@latch/source': './src/index.ts', default: './dist/index.js' },
    './react': { '@latch/source': './src/react/index.tsx', default: './dist/react/index.js' },
    './package.json': './package.json',
  },
}
const sources = {
  'src/index.ts': "export { shout } from './shout'\nexport const later = () => import('./later')\n",
  'src/shout.ts': 'export const shout = (text: string): string => text.toUpperCase()\n',
  'src/later.ts': "export const LATER = 'later'\n",
  'src/react/index.tsx':
    "import { useState } from 'react'\nimport { shout } from '../shout'\nexport function Shout() {\n  const [text] = useState('hi')\n  return <b>{shout(text)}</b>\n}\n",
}

/** The JavaScript `sources` build to: a file per module. */
const ONE_FILE_PER_SOURCE = ['index.js', 'later.js', 'react/index.js', 'shout.js']

describe('buildPackage', () => {
  it('writes each source module to its own file, the client exports marked', async () => {
    const root = await makePackage(manifest, sources)
    await mkdir(join(root, 'dist/types'), { recursive: true })
    await writeFile(join(root, 'dist/types/index.d.ts'), 'export {}\n')
    await writeFile(join(root, 'dist/stale.js'), '')

    await build(root, '--client', './react')

    const files = await builtFiles(root)
    expect(files.filter((file) => file.endsWith('.js'))).toEqual(ONE_FILE_PER_SOURCE)
    // The declarations are another script's: left as they were.
    expect(files).toContain('types/index.d.ts')
    const index = await readFile(join(root, 'dist/index.js'), 'utf8')
    expect(index).toContain('from "./shout.js"')
    expect(index).toContain('import("./later.js")')
    expect(index).not.toContain('use client')
    const react = await readFile(join(root, 'dist/react/index.js'), 'utf8')
    expect(react).toMatch(/^["']use client["'];\n/)
    expect(react).toContain('from "react/jsx-runtime"')
    expect(react).toContain('from "../shout.js"')
  })

  it('refuses an export whose default is not where its source is written', async () => {
    const root = await makePackage(
      {
        ...manifest,
        exports: {
          ...manifest.exports,
          './react': { '@latch/source': './src/react/index.tsx', default: './dist/react.js' },
        },
      },
      sources,
    )
    await expect(build(root)).rejects.toThrow(
      '@latch/example export "./react": default must be ./dist/react/index.js',
    )
  })

  it('refuses a bare import the package does not depend on', async () => {
    const root = await makePackage(
      { ...manifest, dependencies: {} },
      { ...sources, 'src/shout.ts': "export { default as shout } from 'lodash/upperCase'\n" },
    )
    await expect(build(root)).rejects.toThrow(
      '@latch/example imports what it does not depend on: lodash/upperCase, react, react/jsx-runtime',
    )
  })

  it('refuses a --client that names no export', async () => {
    const root = await makePackage(manifest, sources)
    await expect(build(root, '--client', './hooks')).rejects.toThrow(
      '@latch/example: --client ./hooks is no export',
    )
  })

  it('ships the modules --one-module names as one, where the first is written', async () => {
    const root = await makePackage(manifest, {
      ...sources,
      'src/shout.ts':
        "import { EXCLAIM } from './marks/exclaim'\nexport const shout = (text: string): string => text.toUpperCase() + EXCLAIM\n",
      'src/marks/exclaim.ts': "export const EXCLAIM = '!'\n",
    })

    await build(root, '--one-module', './src/shout.ts=./src/marks/exclaim.ts')

    const files = await builtFiles(root)
    expect(files.filter((file) => file.endsWith('.js'))).toEqual(ONE_FILE_PER_SOURCE)
    const shout = await readFile(join(root, 'dist/shout.js'), 'utf8')
    // The constant is inside, not imported from a file of its own.
    expect(shout).not.toContain('import')
    const { shout: built } = await import(join(root, 'dist/shout.js'))
    expect(built('hi')).toBe('HI!')
  })

  it('refuses one module whose parts import something else, or with an export after its first', async () => {
    const root = await makePackage(manifest, {
      ...sources,
      'src/shout.ts': "import { LATER } from './later'\nexport const shout = () => LATER\n",
      'src/exclaim.ts': "export const EXCLAIM = '!'\n",
    })
    await expect(build(root, '--one-module', './src/shout.ts=./src/exclaim.ts')).rejects.toThrow(
      `${root}/src/shout.ts imports ${root}/src/later.ts, outside its one module`,
    )
    await expect(
      build(root, '--one-module', './src/shout.ts=./src/react/index.tsx'),
    ).rejects.toThrow(
      `--one-module ./src/shout.ts=./src/react/index.tsx: ${root}/src/react/index.tsx is an export, so it comes first`,
    )
  })

  it('keeps the imports of constants, never a bare import left where one was inlined', async () => {
    const root = await makePackage(manifest, {
      ...sources,
      'src/shout.ts':
        "import { LOUD } from './loud'\nexport const shout = (text: string): string => (LOUD ? text.toUpperCase() : text)\n",
      'src/loud.ts': 'export const LOUD = true\n',
    })

    await build(root)

    // A bare `import "./loud.js"` would keep the module in every chunk that reached it, for the
    // app's bundler to split off as a file of its own.
    const shout = await readFile(join(root, 'dist/shout.js'), 'utf8')
    expect(shout).toContain('import { LOUD } from "./loud.js"')
  })
})
