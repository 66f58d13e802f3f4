import { execFileSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const script = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../scripts/compileTestContracts.mjs',
)

describe('the test smart account artifact', () => {
  it('is what its Solidity source compiles to (solc-js, pinned)', () => {
    expect(() =>
      execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' }),
    ).not.toThrow()
  }, 60_000)
})
