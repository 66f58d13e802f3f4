import { describe, expect, it } from 'vitest'
import { type Batch, createBatches, MAX_BATCHES_KEPT } from './batches'

const batch = (count: number): Batch => ({
  chainId: 31337,
  account: '0x1111111111111111111111111111111111111111',
  count,
  hashes: [],
  sending: false,
})

describe('the batches a frame remembers', () => {
  it(`keeps the last ${MAX_BATCHES_KEPT}, forgetting the oldest first`, () => {
    const batches = createBatches()
    for (let index = 0; index <= MAX_BATCHES_KEPT; index++)
      batches.add(`0x${index.toString(16)}`, batch(index))
    expect(batches.has('0x0')).toBe(false)
    expect(batches.get('0x1')?.count).toBe(1)
    expect(batches.get(`0x${MAX_BATCHES_KEPT.toString(16)}`)?.count).toBe(MAX_BATCHES_KEPT)
  })

  it('reads an id in either case of hex', () => {
    const batches = createBatches(2)
    batches.add('0xAbC', batch(3))
    expect(batches.get('0xabc')?.count).toBe(3)
    expect(batches.has('0xABC')).toBe(true)
  })
})
