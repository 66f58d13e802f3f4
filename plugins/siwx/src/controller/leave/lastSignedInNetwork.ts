import type { AccountState, CaipNetworkId, Network } from '@latch/core'
import { sameAddress } from '../../shared/sameAddress'
import type { SiwxSession } from '../../state'
import { isLive } from '../sessions/liveSessions'

/** Where the page stands: its accounts by namespace and the app's networks. */
export interface SignedInPlaces {
  accounts: Partial<Record<string, Pick<AccountState, 'status' | 'address'>>>
  networks: readonly Pick<Network, 'caipNetworkId'>[]
}

/**
 * Where a required sign-in left unsigned goes back to (spec §4): the network of the newest live
 * session other than `leaving`, among the app's networks, whose account is still connected.
 */
export function lastSignedInNetwork(
  sessions: readonly SiwxSession[],
  { accounts, networks }: SignedInPlaces,
  leaving: CaipNetworkId,
  now: number,
): CaipNetworkId | undefined {
  const last = [...sessions].reverse().find((session) => {
    const namespace = session.data.caipNetworkId.split(':')[0] as string
    const connected = Object.hasOwn(accounts, namespace) ? accounts[namespace] : undefined
    return (
      isLive(session, now) &&
      session.data.caipNetworkId !== leaving &&
      networks.some((n) => n.caipNetworkId === session.data.caipNetworkId) &&
      connected?.status === 'connected' &&
      connected.address !== undefined &&
      sameAddress(connected.address, session.data.accountAddress)
    )
  })
  return last?.data.caipNetworkId as CaipNetworkId | undefined
}
