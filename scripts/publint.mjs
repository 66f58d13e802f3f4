// Lints every publishable package (core, plugins, renderers, services, testkit) with publint; fails on any
// warning or error so a broken exports map never lands. Packs with npm: pnpm itself runs through npx
// and is not on PATH.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'

const root = fileURLToPath(new URL('..', import.meta.url))
const folders = ['core', 'testkit']
for (const group of ['plugins', 'renderers', 'services']) {
  const dir = join(root, group)
  if (existsSync(dir)) for (const name of readdirSync(dir)) folders.push(join(group, name))
}

let failed = 0
for (const folder of folders) {
  const pkgDir = join(root, folder)
  if (!existsSync(join(pkgDir, 'package.json'))) continue
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'))
  // Never published (the React 18.3 test run).
  if (pkg.private) continue
  const { messages } = await publint({ pkgDir, level: 'suggestion', strict: true, pack: 'npm' })
  for (const message of messages) console.log(`${pkg.name}: ${formatMessage(message, pkg)}`)
  failed += messages.length
  if (messages.length === 0) console.log(`${pkg.name}: publint clean`)
}
if (failed > 0) process.exit(1)
