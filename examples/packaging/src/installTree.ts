import { existsSync, realpathSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { type Manifest, readManifest } from './manifest'

/** One package an install of the root brings, found in the installed workspace. */
export interface InstalledPackage {
  name: string
  version: string
  /** Its folder, symlinks resolved: one folder per installed copy. */
  dir: string
  manifest: Manifest
  /** Names from the root to this package (the root first): the shortest chain that brings it. */
  path: string[]
}

/**
 * What npm installs for a package from its packed tarball: its `dependencies`, its peers not
 * marked optional (npm 7+ installs them), and the `optionalDependencies` installed on this
 * platform; recursively. Workspace dependencies count as the published packages they become,
 * so the walk continues through their own production dependencies, never their devDependencies.
 * Read from the installed tree (pnpm's symlinks), so it needs no network.
 */
export function productionInstallTree(rootDir: string): InstalledPackage[] {
  const root = installed(realpathSync(rootDir), [])
  const seen = new Map<string, InstalledPackage>([[root.dir, root]])
  const queue = [root]
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const { name, required } of productionEdges(next.manifest)) {
      const dir = findInstalled(next.dir, name)
      if (!dir) {
        if (!required) continue
        throw new Error(`${[...next.path, name].join(' > ')} is not installed`)
      }
      if (seen.has(dir)) continue
      const found = installed(dir, [...next.path, name])
      seen.set(dir, found)
      queue.push(found)
    }
  }
  return [...seen.values()]
}

function installed(dir: string, parents: string[]): InstalledPackage {
  const manifest = readManifest(dir)
  const path = parents.length === 0 ? [manifest.name] : parents
  return { name: manifest.name, version: manifest.version, dir, manifest, path }
}

/** The packages an install of this manifest brings; optional ones only when present. */
function productionEdges(manifest: Manifest): { name: string; required: boolean }[] {
  const optional = new Set(Object.keys(manifest.optionalDependencies ?? {}))
  const edges = [
    ...Object.keys(manifest.dependencies ?? {}).filter((name) => !optional.has(name)),
    ...Object.keys(manifest.peerDependencies ?? {}).filter(
      (name) => !manifest.peerDependenciesMeta?.[name]?.optional,
    ),
  ].map((name) => ({ name, required: true }))
  return [...edges, ...[...optional].map((name) => ({ name, required: false }))]
}

/** Node's lookup: `node_modules/<name>` in the package's folder and each folder above it. */
function findInstalled(fromDir: string, name: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    if (basename(dir) !== 'node_modules') {
      const candidate = join(dir, 'node_modules', name)
      if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate)
    }
    if (dirname(dir) === dir) return undefined
  }
}
