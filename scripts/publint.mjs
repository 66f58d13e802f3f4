// Lints every publishable package (core, plugins, renderers, services, testkit) with publint; fails on any
// warning or error so a broken exports map never lands. Packs with npm: pnpm itself runs through npx
// and is not on PATH.
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { publishablePackages } from './publishablePackages.mjs'

let failed = 0
for (const { dir: pkgDir, manifest: pkg } of publishablePackages()) {
  const { messages } = await publint({ pkgDir, level: 'suggestion', strict: true, pack: 'npm' })
  for (const message of messages) console.log(`${pkg.name}: ${formatMessage(message, pkg)}`)
  failed += messages.length
  if (messages.length === 0) console.log(`${pkg.name}: publint clean`)
}
if (failed > 0) process.exit(1)
