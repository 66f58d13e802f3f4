import { sameAddress } from '../../shared/sameAddress'
import type { SiwxSession } from '../../state'
import type { SiwxContext } from '../siwxContext'
import { isLive } from './liveSessions'

/** Keeps a verified session (known to the server): one per network and address, the new one last. */
export function keepSession(context: SiwxContext, session: SiwxSession): void {
  context.confirmed.add(session.pci)
  context.setSessions(withSession(context.own().sessions, session, context.clock.now()))
}

/**
 * The sessions with `session` added: it replaces the one of its network and address, and the
 * expired ones go.
 */
export const withSession = (
  sessions: readonly SiwxSession[],
  session: SiwxSession,
  now: number,
): SiwxSession[] => [
  ...sessions.filter(
    (s) =>
      isLive(s, now) &&
      !(
        s.data.caipNetworkId === session.data.caipNetworkId &&
        sameAddress(s.data.accountAddress, session.data.accountAddress)
      ),
  ),
  session,
]
