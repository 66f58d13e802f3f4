import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

describe('compiled contract artifacts', () => {
  it('match what solc produces from the committed Solidity sources', async () => {
    const script = fileURLToPath(new URL('../../scripts/compileContracts.mjs', import.meta.url))
    // Exits non-zero, failing this test, when an artifact differs from a fresh compile.
    const { stderr } = await promisify(execFile)(process.execPath, [script, '--check'])
    expect(stderr).toBe('')
  })
})
