import { formatDecimal } from '@latch/core'
import { describe, expect, it } from 'vitest'
import {
  displayQuantity,
  groupByDay,
  transactionTitle,
  transferLabels,
  transferSign,
} from './display'
import type { ActivityTransaction } from './state'

const tx = (over: Partial<ActivityTransaction>): ActivityTransaction => ({
  id: over.hash ?? 'x',
  hash: '0x1',
  chain: 'eip155:1',
  operationType: 'send',
  status: 'confirmed',
  minedAt: '2026-11-23T10:00:00.000Z',
  from: '0xa',
  to: '0xb',
  transfers: [],
  ...over,
})

describe('transaction display (spec §9)', () => {
  it('signs receive, deposit, borrow, claim plus; withdraw, repay, burn minus', () => {
    for (const op of ['receive', 'deposit', 'borrow', 'claim']) {
      expect(transferSign(op, 'out'), op).toBe('+')
    }
    for (const op of ['withdraw', 'repay', 'burn']) {
      expect(transferSign(op, 'in'), op).toBe('−')
    }
    // A trade: each transfer by its direction; to oneself, no sign.
    expect(transferSign('trade', 'in')).toBe('+')
    expect(transferSign('trade', 'out')).toBe('−')
    expect(transferSign('send', 'self')).toBe('')
    expect(transferSign('deploy', 'in')).toBe('+')
  })

  it('shows quantities to 3 decimals, never rounded up', () => {
    expect(displayQuantity('12.34567')).toBe('12.345')
    expect(displayQuantity('0.0009')).toBe('0')
    expect(displayQuantity('1000000')).toBe('1000000')
    expect(displayQuantity('1.5')).toBe('1.5')
    expect(displayQuantity('not a number')).toBe('not a number')
  })

  it('labels transfers with sign, quantity and symbol or the NFT name', () => {
    const labels = transferLabels(
      tx({
        operationType: 'trade',
        transfers: [
          { kind: 'fungible', direction: 'out', quantity: '1.23456', name: 'Ether', symbol: 'ETH' },
          { kind: 'nft', direction: 'in', name: 'Latch Pets #7', collection: 'Latch Pets' },
        ],
      }),
    )
    expect(labels).toEqual(['−1.234 ETH', '+Latch Pets #7'])
    // A UI writes the quantity its locale's way.
    const german = transferLabels(
      tx({
        operationType: 'receive',
        transfers: [
          { kind: 'fungible', direction: 'in', quantity: '1234.5', name: 'Ether', symbol: 'ETH' },
        ],
      }),
      (quantity) => formatDecimal(quantity, 'de'),
    )
    expect(german).toEqual(['+1.234,5 ETH'])
    expect(transactionTitle({ operationType: 'receive', status: 'confirmed' })).toBe('Received')
    expect(transactionTitle({ operationType: 'send', status: 'pending' })).toBe('Sending')
    expect(transactionTitle({ operationType: 'send', status: 'failed' })).toBe('Sent (failed)')
    expect(transactionTitle({ operationType: 'bridge', status: 'confirmed' })).toBe('Bridge')
  })

  it('groups by day, newest first, pending on top', () => {
    const now = Date.parse('2026-11-23T12:00:00Z')
    const groups = groupByDay(
      [
        tx({ hash: 'a', minedAt: '2026-11-23T09:00:00Z' }),
        tx({ hash: 'b', minedAt: '2026-11-23T01:00:00Z' }),
        tx({ hash: 'c', minedAt: '2026-11-22T23:00:00Z' }),
        tx({ hash: 'd', minedAt: '2026-11-01T08:00:00Z' }),
        tx({ hash: 'p', status: 'pending', minedAt: '2026-11-23T11:59:00Z' }),
      ],
      now,
      { timeZone: 'UTC' },
    )
    expect(groups.map((g) => [g.label, g.items.map((i) => i.hash)])).toEqual([
      ['Pending', ['p']],
      ['Today', ['a', 'b']],
      ['Yesterday', ['c']],
      ['Nov 1, 2026', ['d']],
    ])
    // What a UI in another language words its headings from.
    expect(groups.map((g) => g.kind)).toEqual(['pending', 'today', 'yesterday', 'date'])
    expect(groups[3]?.time).toBe(Date.parse('2026-11-01T08:00:00Z'))
  })
})
