import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { walletQuirks } from '../index'
import type { WalletQuirk } from '../walletQuirk'
import {
  COMPATIBILITY_DOC,
  declaresTest,
  findQuirkProblems,
  renderCompatibilityTable,
} from './compatibilityTable'

const root = fileURLToPath(new URL('../../../..', import.meta.url))
const here = 'testkit/src/quirks/test/compatibilityTable.test.ts'

const quirk = (overrides: Partial<WalletQuirk>): WalletQuirk => ({
  id: 'made-up-quirk',
  area: 'evm',
  behaviour: 'Answers | with a pipe.',
  knownIn: ['Acme Wallet', 'Other'],
  option: 'createTestWallet({ acme: true })',
  latch: 'Reads it anyway.',
  test: { file: here, name: 'finds a test by its exact name, whichever quote it is written in' },
  ...overrides,
})

describe('the compatibility table (docs/compatibility.md)', () => {
  it('holds: every entry names an existing test, and no id comes twice', () => {
    expect(findQuirkProblems(walletQuirks, root)).toEqual([])
  })

  it('is up to date with the entries (regenerate it with test/writeCompatibilityTable.ts)', () => {
    const committed = readFileSync(join(root, COMPATIBILITY_DOC), 'utf8')
    expect(committed).toBe(renderCompatibilityTable(walletQuirks))
  })
})

describe('the table check', () => {
  it('finds a test by its exact name, whichever quote it is written in', () => {
    expect(declaresTest(`it('opens it', () => {})`, 'opens it')).toBe(true)
    expect(declaresTest(`test.concurrent("shows 'it'", async () => {})`, "shows 'it'")).toBe(true)
    expect(declaresTest('it(`a (b) c`, () => {})', 'a (b) c')).toBe(true)
    expect(declaresTest(`it('opens it twice', () => {})`, 'opens it')).toBe(false)
    expect(declaresTest(`describe('opens it', () => {})`, 'opens it')).toBe(false)
  })

  it('reports a duplicate id, a missing test file and a test name the file does not declare', () => {
    const problems = findQuirkProblems(
      [
        quirk({}),
        quirk({ test: { file: here, name: 'no such test' } }),
        quirk({ id: 'elsewhere', test: { file: 'testkit/src/nowhere.test.ts', name: 'x' } }),
      ],
      root,
    )
    expect(problems).toEqual([
      `made-up-quirk: duplicate id`,
      `made-up-quirk: ${here} has no test named "no such test"`,
      'elsewhere: testkit/src/nowhere.test.ts does not exist',
    ])
  })

  it('renders one row per quirk under its area, a pipe in a cell escaped', () => {
    const table = renderCompatibilityTable([quirk({}), quirk({ id: 'b', area: 'mobile' })])
    expect(table).toContain('## EVM wallets (EIP-1193, EIP-6963)')
    expect(table).toContain('## Mobile links')
    expect(table).not.toContain('## Solana')
    expect(table).toContain('| **made-up-quirk**: Answers \\| with a pipe. | Acme Wallet, Other |')
    expect(table).toContain('2 quirks.')
  })
})
