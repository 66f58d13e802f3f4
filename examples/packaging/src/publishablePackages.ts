import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readManifest } from './manifest'

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

/** A workspace package that is published (not `private`): its name and folder. */
export interface PublishablePackage {
  name: string
  dir: string
}

/** The same folders `scripts/publint.mjs` lints: core, testkit, plugins, renderers, services. */
export function publishablePackages(): PublishablePackage[] {
  const folders = ['core', 'testkit']
  for (const group of ['plugins', 'renderers', 'services']) {
    for (const name of readdirSync(join(repoRoot, group))) folders.push(join(group, name))
  }
  return folders
    .map((folder) => join(repoRoot, folder))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: readManifest(dir) }))
    .filter(({ manifest }) => !manifest.private)
    .map(({ dir, manifest }) => ({ name: manifest.name, dir }))
}
