import type { LatchState } from '@latch/core'
import { useLatch, useLatchState } from '@latch/hooks'
import { useMemo } from 'react'
import { SiwxError } from '../errors'
import { sameAddress } from '../shared/sameAddress'
import type { SiwxRequest, SiwxSession, SiwxState } from '../state'

const IDLE: SiwxRequest = { status: 'idle' }
const NO_SESSIONS: SiwxSession[] = []

/** The plugin's slice, or undefined when the app did not register `siwx()`. */
export const selectSiwx = (s: LatchState): SiwxState | undefined => s.plugins.siwx

/** The session of the active account on the active network, if it signed in there. */
export function selectActiveSession(s: LatchState): SiwxSession | undefined {
  const { activeNamespace, activeCaipNetworkId } = s.networks
  const address = activeNamespace ? s.accounts[activeNamespace]?.address : undefined
  if (!address || !activeCaipNetworkId) return undefined
  return s.plugins.siwx?.sessions.find(
    (session) =>
      session.data.caipNetworkId === activeCaipNetworkId &&
      sameAddress(session.data.accountAddress, address),
  )
}

/**
 * Sign-in with the wallet for a custom UI (`@latch/siwx`'s state and commands): the request in
 * progress (the text to sign, 'Signature declined'…), the sessions, and the actions. Without the
 * plugin registered, `enabled` is false and every action rejects with 'SIWX is not enabled'.
 *
 * @example
 * const { session, signIn, status, error } = useSiwx()
 * <button onClick={() => signIn().catch(() => {})} disabled={status === 'signing'}>Sign in</button>
 */
export function useSiwx() {
  const latch = useLatch()
  const enabled = useLatchState((s) => selectSiwx(s) !== undefined)
  const required = useLatchState((s) => selectSiwx(s)?.required ?? false)
  const request = useLatchState((s) => selectSiwx(s)?.request ?? IDLE)
  const sessions = useLatchState((s) => selectSiwx(s)?.sessions ?? NO_SESSIONS)
  const session = useLatchState(selectActiveSession)
  const actions = useMemo(() => {
    /** Each action rejects with 'SIWX is not enabled' when the plugin is not registered. */
    const guarded =
      <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        if (!selectSiwx(latch.getState())) throw new SiwxError('SIWX_NOT_ENABLED')
        return run(...args)
      }
    return {
      /** Signs in the active account on the active network (prepares the message if needed). */
      signIn: guarded(() => latch.dispatch({ type: 'siwx.signIn' })),
      /** Prepares the message (a nonce from the app's server) so it can be shown before signing. */
      prepare: guarded(() => latch.dispatch({ type: 'siwx.prepare' })),
      /** Leaves the sign-in (spec §4: when required, back to a signed-in network or disconnect). */
      cancel: guarded(() => latch.dispatch({ type: 'siwx.cancel' })),
      /** The sessions the app's server holds for an address (default the active account's). */
      getSessions: guarded((address?: string) =>
        latch.dispatch({ type: 'siwx.getSessions', address }),
      ),
      /** Revokes a session with a signature by its account. */
      revoke: guarded((pci: string) => latch.dispatch({ type: 'siwx.revoke', pci })),
    }
  }, [latch])
  return {
    enabled,
    required,
    request,
    status: request.status,
    /** The text the wallet will be asked to sign, once prepared. */
    message: 'message' in request ? request.message : undefined,
    error: request.status === 'declined' || request.status === 'failed' ? request.error : undefined,
    sessions,
    session,
    isSignedIn: session !== undefined,
    ...actions,
  }
}
