// Writes docs/compatibility.md from every WalletQuirk entry, after checking them:
//   node --conditions=@latch/source --import tsx testkit/src/quirks/test/writeCompatibilityTable.ts
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { walletQuirks } from '../index'
import {
  COMPATIBILITY_DOC,
  findQuirkProblems,
  renderCompatibilityTable,
} from './compatibilityTable'

const root = fileURLToPath(new URL('../../../..', import.meta.url))
const problems = findQuirkProblems(walletQuirks, root)
if (problems.length > 0) {
  console.error(`Not written; fix the entries first:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
writeFileSync(join(root, COMPATIBILITY_DOC), renderCompatibilityTable(walletQuirks))
console.info(`${COMPATIBILITY_DOC}: ${walletQuirks.length} quirks`)
