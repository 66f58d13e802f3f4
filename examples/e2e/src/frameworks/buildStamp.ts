import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Folders of an app that are not its source: dependencies, build outputs, caches. */
const notSource =
  /^(node_modules|\.next.*|build|dist|\.react-router|\.vite|next-env\.d\.ts|.*\.tsbuildinfo)$/

function* files(folder: string, skip: RegExp): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  )) {
    if (skip.test(entry.name)) continue
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* files(path, skip)
    else if (entry.isFile()) yield path
  }
}

/** The Latch packages an app links (`node_modules/@latch/*`), and theirs, as real folders. */
function latchPackages(folder: string, found = new Set<string>()): Set<string> {
  const scope = join(folder, 'node_modules', '@latch')
  if (!existsSync(scope)) return found
  for (const name of readdirSync(scope)) {
    const real = realpathSync(join(scope, name))
    if (found.has(real)) continue
    found.add(real)
    latchPackages(real, found)
  }
  return found
}

/**
 * What a production build of the app at `root` is made from: its source, the Latch packages it
 * links (their `package.json` and built `dist`), the workspace's lockfile (every other
 * dependency's version) and `extra` (the bundler, the output folder). The same stamp, the same
 * build: it can be reused.
 */
export function buildStamp(root: string, workspace: string, extra: string): string {
  const hash = createHash('sha256').update(extra)
  const add = (path: string) => {
    hash.update(`\0${relative(workspace, path)}\0`)
    hash.update(readFileSync(path))
  }
  for (const path of files(root, notSource)) add(path)
  for (const folder of [...latchPackages(root)].sort()) {
    add(join(folder, 'package.json'))
    const dist = join(folder, 'dist')
    if (existsSync(dist) && statSync(dist).isDirectory()) {
      for (const path of files(dist, /^$/)) add(path)
    }
  }
  add(join(workspace, 'pnpm-lock.yaml'))
  return hash.digest('hex')
}
