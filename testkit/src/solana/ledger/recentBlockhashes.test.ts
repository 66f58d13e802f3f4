import { expect, it } from 'vitest'
import { BLOCKHASH_VALID_BLOCKS, createRecentBlockhashes } from './recentBlockhashes'

it('accepts a blockhash for 150 blocks after its own, then forgets it', () => {
  const blockhashes = createRecentBlockhashes()
  blockhashes.add('first', 0)
  expect(blockhashes.lastValidBlockHeight('first')).toBe(BLOCKHASH_VALID_BLOCKS)
  expect(blockhashes.isValid('first', 150)).toBe(true)
  expect(blockhashes.isValid('first', 151)).toBe(false)
  expect(blockhashes.isValid('never handed out', 0)).toBe(false)

  blockhashes.add('much later', 151)
  expect(blockhashes.lastValidBlockHeight('first')).toBeUndefined()
  expect(blockhashes.isValid('much later', 151)).toBe(true)
})
