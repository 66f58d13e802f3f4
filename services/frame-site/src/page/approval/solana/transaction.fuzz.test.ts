import { fuzzRuns } from '@latch/testkit/fuzz'
import type { Address } from '@solana/kit'
import { createApproveInstruction, createTransferCheckedInstruction } from '@solana/spl-token'
import { ComputeBudgetProgram, SystemProgram, TransactionInstruction } from '@solana/web3.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FrameError } from '../../errors'
import { solanaTransactionTexts } from '../../texts/solanaTransaction'
import { addressOf, legacyTransaction, v0Transaction } from './test/transactions'
import { solanaTransactionSection } from './transaction'
import { isTransactionInDisguise } from './transactionInDisguise'

// The rule: whatever bytes a hostile host sends as a transaction, the frame either shows a
// section made of its own words and the bytes' values, or refuses them (-32602); nothing else.
const me = addressOf(0x0e)
const wallet = me.toBase58() as Address
const seeds = [
  legacyTransaction(me, [
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 5 }),
    SystemProgram.transfer({ fromPubkey: me, toPubkey: addressOf(2), lamports: 9n }),
    createTransferCheckedInstruction(addressOf(3), addressOf(4), addressOf(5), me, 7n, 6),
    createApproveInstruction(addressOf(3), addressOf(6), me, 2n ** 64n - 1n),
    new TransactionInstruction({ programId: addressOf(7), keys: [], data: Buffer.from([1]) }),
  ]).message,
  v0Transaction(
    me,
    [SystemProgram.transfer({ fromPubkey: me, toPubkey: addressOf(8), lamports: 1n })],
    { key: addressOf(9), addresses: [addressOf(8)] },
  ).message,
]

/** Real messages with bytes changed, cut or added, and plain random bytes. */
const hostileMessage = fc.oneof(
  fc.uint8Array({ maxLength: 1232 }),
  fc
    .tuple(
      fc.constantFrom(...seeds),
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
      fc.nat(),
      fc.uint8Array({ maxLength: 8 }),
    )
    .map(([seed, changes, cut, tail]) => {
      const bytes = new Uint8Array(seed)
      for (const [at, value] of changes) bytes[at % bytes.length] = value
      return new Uint8Array([...bytes.subarray(0, cut % (bytes.length + 1)), ...tail])
    }),
)

const words: Readonly<Record<string, string>> = solanaTransactionTexts.en

describe('a hostile transaction', () => {
  it('is shown in the frame’s own words, or refused with -32602; nothing throws otherwise', () => {
    let shown = 0
    let refused = 0
    fc.assert(
      fc.property(hostileMessage, (bytes) => {
        expect(typeof isTransactionInDisguise(bytes)).toBe('boolean')
        let section: ReturnType<typeof solanaTransactionSection>
        try {
          section = solanaTransactionSection(bytes, wallet)
        } catch (error) {
          expect(error).toBeInstanceOf(FrameError)
          expect((error as FrameError).code).toBe(-32602)
          refused += 1
          return
        }
        shown += 1
        for (const row of section.rows) {
          expect(typeof row.value).toBe('string')
          // Every label, value text and warning is one of the frame's texts.
          for (const key of [row.label, row.valueText, row.warning]) {
            if (key !== undefined) expect(Object.hasOwn(words, key), key).toBe(true)
          }
        }
      }),
      { numRuns: fuzzRuns(2000), seed: 1 },
    )
    // Both outcomes were reached: the inputs are neither all garbage nor all intact.
    expect(shown).toBeGreaterThan(0)
    expect(refused).toBeGreaterThan(0)
  })
})
