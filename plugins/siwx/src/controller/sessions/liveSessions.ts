import { sameAddress } from '../../shared/sameAddress'
import type { SiwxSession } from '../../state'

/** Whether a session still holds at `now` (ms): no expiration time, or one still to come. */
export function isLive(session: SiwxSession, now: number): boolean {
  const expires = session.data.expirationTime
  return !expires || Date.parse(expires) > now
}

/** The live session of `address` on `caipNetworkId`, if the page holds one. */
export const liveSessionFor = (
  sessions: readonly SiwxSession[],
  caipNetworkId: string,
  address: string,
  now: number,
): SiwxSession | undefined =>
  sessions.find(
    (session) =>
      session.data.caipNetworkId === caipNetworkId &&
      sameAddress(session.data.accountAddress, address) &&
      isLive(session, now),
  )
