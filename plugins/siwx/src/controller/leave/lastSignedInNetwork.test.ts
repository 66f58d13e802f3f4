import type { CaipNetworkId } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { exampleSession } from '../../test/sessions'
import { lastSignedInNetwork, type SignedInPlaces } from './lastSignedInNetwork'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAccount = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const solanaNetwork = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const now = Date.UTC(2026, 0, 1)
const networks = ['eip155:1', 'eip155:8453', 'eip155:10', solanaNetwork].map((id) => ({
  caipNetworkId: id as CaipNetworkId,
}))
const connected: SignedInPlaces = {
  accounts: {
    eip155: { status: 'connected', address: alice },
    solana: { status: 'connected', address: solanaAccount },
  },
  networks,
}

describe('where a required sign-in left unsigned goes back to (spec §4)', () => {
  it('the newest signed-in network other than the one being left', () => {
    const sessions = [
      exampleSession('eip155:1', alice),
      exampleSession('eip155:8453', alice),
      exampleSession('eip155:10', alice),
    ]
    expect(lastSignedInNetwork(sessions, connected, 'eip155:10', now)).toBe('eip155:8453')
  })

  it("another namespace's network, when its account is still connected", () => {
    const sessions = [exampleSession(solanaNetwork, solanaAccount)]
    expect(lastSignedInNetwork(sessions, connected, 'eip155:1', now)).toBe(solanaNetwork)
    const solanaGone = { ...connected, accounts: { eip155: connected.accounts.eip155 } }
    expect(lastSignedInNetwork(sessions, solanaGone, 'eip155:1', now)).toBeUndefined()
  })

  it('nowhere for a session that expired, of another account, or of a network the app dropped', () => {
    const expired = exampleSession('eip155:1', alice, {
      expirationTime: '2025-12-31T00:00:00.000Z',
    })
    const otherAccount = exampleSession('eip155:8453', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    const dropped = exampleSession('eip155:137', alice)
    expect(
      lastSignedInNetwork([expired, otherAccount, dropped], connected, 'eip155:10', now),
    ).toBeUndefined()
  })
})
