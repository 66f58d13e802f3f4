import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { WalletQuirk } from '../walletQuirk'

/** Where the generated table lives, from the repository's root. */
export const COMPATIBILITY_DOC = 'docs/compatibility.md'

/** The areas in the order the table shows them, with their headings. */
const AREAS: Record<WalletQuirk['area'], string> = {
  evm: 'EVM wallets (EIP-1193, EIP-6963)',
  solana: 'Solana wallets (Wallet Standard)',
  relay: 'Relay-protocol wallets (WalletConnect)',
  mobile: 'Mobile links',
  popup: 'Popups and new windows',
  reload: 'Reload',
}

/** A table cell: one line, no column break. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim()

/**
 * `docs/compatibility.md` for `quirks`: per area, each quirk, the wallets it is known in, the test
 * wallet option that replays it, what Latch does and the test that proves it. Deterministic (the
 * check test compares it with the committed file), so it carries no date.
 */
export function renderCompatibilityTable(quirks: readonly WalletQuirk[]): string {
  const lines = [
    '# Wallet compatibility',
    '',
    '<!-- Generated from testkit/src/quirks (every `WalletQuirk` entry); do not edit by hand. -->',
    '<!-- Regenerate: node --conditions=@latch/source --import tsx testkit/src/quirks/test/writeCompatibilityTable.ts -->',
    '',
    'Real wallets do things the standards do not describe. Each behaviour below is replayed by an',
    "option of Latch's test wallets, and the named test fails without Latch's handling of it.",
    '',
  ]
  for (const [area, heading] of Object.entries(AREAS)) {
    const entries = quirks.filter((quirk) => quirk.area === area)
    if (entries.length === 0) continue
    lines.push(`## ${heading}`, '')
    lines.push('| Quirk | Known in | Test wallet option | What Latch does | Proven by |')
    lines.push('| --- | --- | --- | --- | --- |')
    for (const quirk of entries) {
      const behaviour = quirk.source
        ? `${cell(quirk.behaviour)} (${cell(quirk.source)})`
        : cell(quirk.behaviour)
      lines.push(
        `| **${cell(quirk.id)}**: ${behaviour} | ${cell(quirk.knownIn.join(', '))} | \`${cell(quirk.option)}\` | ${cell(quirk.latch)} | \`${cell(quirk.test.file)}\`: ${cell(quirk.test.name)} |`,
      )
    }
    lines.push('')
  }
  lines.push(`${quirks.length} quirks.`, '')
  return lines.join('\n')
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether `source` declares a test (`it`, `test`, with modifiers) titled exactly `name`. */
export function declaresTest(source: string, name: string): boolean {
  const title = ['`', "'", '"'].map((quote) => `${quote}${escapeRegExp(name)}${quote}`).join('|')
  return new RegExp(`\\b(?:it|test)(?:\\.\\w+)*\\(\\s*(?:${title})`).test(source)
}

/**
 * What is wrong with the entries, read against the repository at `root`: a duplicate id, an area
 * with no heading, a test file that does not exist, or one that declares no test of that exact
 * name. Empty when every entry holds.
 */
export function findQuirkProblems(quirks: readonly WalletQuirk[], root: string): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const quirk of quirks) {
    if (seen.has(quirk.id)) problems.push(`${quirk.id}: duplicate id`)
    seen.add(quirk.id)
    if (!(quirk.area in AREAS)) problems.push(`${quirk.id}: unknown area ${quirk.area}`)
    const path = join(root, quirk.test.file)
    if (!existsSync(path)) {
      problems.push(`${quirk.id}: ${quirk.test.file} does not exist`)
      continue
    }
    if (!declaresTest(readFileSync(path, 'utf8'), quirk.test.name)) {
      problems.push(`${quirk.id}: ${quirk.test.file} has no test named "${quirk.test.name}"`)
    }
  }
  return problems
}
