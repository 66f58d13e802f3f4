import { describe, expect, it } from 'vitest'
import { connectorForWallet } from './connectorForWallet'
import type { Connector } from './types'

const connectors: Connector[] = [
  { id: 'a', kind: 'announced', namespace: 'eip155', name: 'Alpha', info: { rdns: 'io.alpha' } },
  { id: 'b', kind: 'external', namespace: 'eip155', name: 'Beta Wallet' },
  { id: 'c', kind: 'walletConnect', namespace: 'eip155', name: 'Relay', explorerId: 'w-c' },
]

describe('connectorForWallet', () => {
  it('matches by catalogue id, then rdns, then name (case and spaces aside)', () => {
    expect(connectorForWallet(connectors, { id: 'w-c', name: 'Other' })?.id).toBe('c')
    expect(connectorForWallet(connectors, { id: 'x', name: 'Renamed', rdns: 'io.alpha' })?.id).toBe(
      'a',
    )
    expect(connectorForWallet(connectors, { id: 'y', name: ' beta wallet ' })?.id).toBe('b')
  })

  it('finds nothing for a wallet with no connector', () => {
    expect(connectorForWallet(connectors, { id: 'z', name: 'Gamma', rdns: 'io.gamma' })).toBe(
      undefined,
    )
    expect(connectorForWallet(connectors, { id: 'z', name: 'Gamma', rdns: null })).toBe(undefined)
  })
})
