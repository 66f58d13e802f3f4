import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createTestLatch } from '@latch/testkit'
import { describeFuzz, fuzzEntry, hostileRecord, settleWithClock } from '@latch/testkit/fuzz'
import { afterAll, describe, expect, it } from 'vitest'

// The rule (docs/design.md, "Hostile input") for every command the core registers: whatever the
// params, `dispatch` settles with a result or a LatchError, on a client whose remote calls fail
// at once and whose time moves only when the fuzzer advances it.

/** Every command type the core's sources register with `handle('…'`, read from the sources. */
function coreCommandTypes(): string[] {
  const src = join(import.meta.dirname, '..')
  const types = new Set<string>()
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) visit(path)
      else if (/(?<!\.test)\.ts$/.test(entry.name)) {
        // Code lines only: doc comments show example plugins' commands.
        const code = readFileSync(path, 'utf8').replace(/^\s*(\*|\/\/).*$/gm, '')
        for (const [, type] of code.matchAll(/\bhandle\(\s*'([\w.]+)'/g)) types.add(type as string)
      }
    }
  }
  visit(src)
  return [...types].sort()
}

/** The names command params use across the core, so validation past the first field is reached. */
const PARAM_NAMES = [
  'namespace',
  'caipNetworkId',
  'connectorId',
  'view',
  'data',
  'message',
  'address',
  'themeMode',
  'themeVariables',
  'variant',
  'text',
  'query',
  'name',
  'id',
  'walletId',
  'loading',
  'transaction',
  'to',
  'value',
  'force',
  'network',
  'reason',
]

const latch = createTestLatch()
afterAll(() => latch.destroy())
const types = coreCommandTypes()

describe('the commands under fuzzing', () => {
  it('are every command the core registers', async () => {
    expect(types.length).toBeGreaterThan(25)
    const settle = settleWithClock(latch.clock)
    for (const type of types) {
      let code: string | undefined
      const done = latch.dispatch({ type } as never).catch((error: { code?: string }) => {
        code = error.code
      })
      expect(await settle(done), `${type} settles`).toBe(true)
      expect(code, type).not.toBe('UNKNOWN_COMMAND')
    }
  })
})

describeFuzz(
  types.map((type) =>
    fuzzEntry({
      name: `dispatch ${type}`,
      input: hostileRecord(PARAM_NAMES),
      call: (params) => latch.dispatch({ ...params, type } as never),
      options: { settle: settleWithClock(latch.clock) },
    }),
  ),
)
