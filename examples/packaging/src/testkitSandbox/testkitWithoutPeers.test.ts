import { afterAll, describe, expect, it } from 'vitest'
import { publishablePackages } from '../publishablePackages'
import { createTestkitSandbox, type TestkitSandbox } from './sandbox'

// `@latch/testkit` as published (its built dist), installed outside the workspace with only its
// production dependencies: what a plugin author gets from `npm install -D @latch/testkit`.
const testkitDir = publishablePackages().find((pkg) => pkg.name === '@latch/testkit')!.dir
const sandboxes: TestkitSandbox[] = []
const sandbox = (extra: readonly string[] = []) => {
  const created = createTestkitSandbox(testkitDir, extra)
  sandboxes.push(created)
  return created
}
afterAll(() => {
  for (const created of sandboxes) created.remove()
})

interface Failure {
  name: string
  code?: string
  message: string
  packages?: string[]
}
type Outcome = 'started' | Failure

/** What the main entry imports statically of Solana: the Solana test wallet's and API's libraries. */
const solanaClientPackages = [
  '@solana/kit',
  '@wallet-standard/features',
  '@wallet-standard/wallet',
  '@solana/wallet-standard-features',
]

/** A devnet started in a process of its own: ~10 s alone, over 20 s once on a busy machine. */
const DEVNET_TEST_MS = 60_000

describe('@latch/testkit with only its own dependencies', () => {
  it(
    'runs an EVM plugin test from @latch/testkit/evm: the devnet, a signature, a transfer',
    async () => {
      const result = await sandbox().run<{ signatureValid: boolean; receiptStatus: string }>(
        'evmPluginTest.mjs',
      )
      expect(result).toEqual({ signatureValid: true, receiptStatus: 'success' })
    },
    DEVNET_TEST_MS,
  )

  it('refuses its main entry, naming the Solana package that is missing', async () => {
    const result = await sandbox().run<{ import: Outcome }>('mainEntry.mjs')
    expect(result.import).toMatchObject({ code: 'ERR_MODULE_NOT_FOUND' })
    const missing = (result.import as Failure).message.match(/Cannot find package '([^']+)'/)?.[1]
    expect(solanaClientPackages).toContain(missing)
  })
})

describe('@latch/testkit with the Solana client libraries, without the services', () => {
  it('names, for each part, the optional peers to add, before starting anything', async () => {
    const result = await sandbox(solanaClientPackages).run<Record<string, Outcome>>('mainEntry.mjs')
    expect(result).toMatchObject({
      import: 'started',
      startLocalStack: { name: 'MissingOptionalPeerError', packages: ['@latch/auth-server'] },
      startSolanaValidator: {
        name: 'MissingOptionalPeerError',
        packages: expect.arrayContaining(['litesvm', '@solana-program/token']),
      },
      startMailCatcher: {
        name: 'MissingOptionalPeerError',
        packages: ['smtp-server', 'mailparser'],
      },
    })
    expect((result.startLocalStack as Failure).message).toContain(
      'npm install --save-dev @latch/auth-server',
    )
  })
})
