import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The fields of a package.json that decide what installing the package pulls in and where it runs. */
export interface Manifest {
  name: string
  version: string
  private?: boolean
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
  engines?: { node?: string }
  scripts?: Record<string, string>
  gypfile?: boolean
  os?: string[]
  cpu?: string[]
  bin?: string | Record<string, string>
}

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest
}
