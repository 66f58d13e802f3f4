import semver from 'semver'
import type { InstalledPackage } from './installTree'
import { readManifest } from './manifest'
import { repoRoot } from './publishablePackages'

/** The oldest Node the repository supports: the lowest its root `engines` accepts (20.19.0). */
export const oldestNode = semver.minVersion(readManifest(repoRoot).engines!.node!)!.version

/** The package's `engines.node`, or undefined when it names none (any Node). */
export function nodeRange({ manifest }: InstalledPackage): string | undefined {
  return typeof manifest.engines === 'object' ? manifest.engines.node : undefined
}

/** Whether a package's `engines.node` accepts this Node version (no range accepts all). */
export function acceptsNode(pkg: InstalledPackage, version: string): boolean {
  const range = nodeRange(pkg)
  return range === undefined || semver.satisfies(version, range)
}

/**
 * Whether every Node version the root's `engines` promises is one this package accepts: when
 * not, installing the root on its oldest promised Node warns EBADENGINE (or fails under
 * `engine-strict`).
 */
export function coversRange(root: InstalledPackage, pkg: InstalledPackage): boolean {
  const own = nodeRange(root)
  const required = nodeRange(pkg)
  if (required === undefined) return true
  if (own === undefined) return false
  return semver.subset(own, required)
}
