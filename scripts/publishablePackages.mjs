// The workspace packages that are published: core, the testkit, each plugin, renderer and service,
// without the private ones (the React 18.3 test run). publint lints them; buildTypes writes their
// declarations.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('..', import.meta.url))

/** Each publishable package's folder and manifest (its package.json, parsed). */
export function publishablePackages() {
  const folders = ['core', 'testkit']
  for (const group of ['plugins', 'renderers', 'services']) {
    const dir = join(root, group)
    if (existsSync(dir)) for (const name of readdirSync(dir)) folders.push(join(group, name))
  }
  return folders
    .map((folder) => join(root, folder))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private)
}
