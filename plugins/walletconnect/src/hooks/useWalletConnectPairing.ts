import type { LatchState } from '@latch/core'
import { useLatch, useLatchState } from '@latch/hooks'
import { useMemo } from 'react'
import type { PairingState } from '../state'
import { walletLink } from './walletLink'

const IDLE: PairingState = { status: 'idle' }

/** The plugin's pairing in Latch state (idle when the plugin is not registered). */
export const selectPairing = (s: LatchState): PairingState =>
  s.plugins.walletConnect?.pairing ?? IDLE

/** The URI a wallet can use now: only a `wc:` URI of a ready pairing (never a dead QR or link). */
export const readyUri = (pairing: PairingState): string | undefined =>
  pairing.status === 'ready' && pairing.uri.startsWith('wc:') ? pairing.uri : undefined

/**
 * The WalletConnect pairing, for a custom UI or a view: where it stands, the `wc:` URI while a
 * wallet can use it (the plugin renews it before it expires), a fresh pairing on demand, and a
 * wallet's link built from the URI ready at the moment it is asked for (call it in the tap's
 * handler: a phone opens a link set within the tap, not one that arrives later).
 *
 * @example
 * const { uri, linkFor } = useWalletConnectPairing()
 * <a href={uri} onClick={(e) => { e.currentTarget.href = linkFor(wallet.mobile_link) ?? '' }}>
 */
export function useWalletConnectPairing() {
  const latch = useLatch()
  const pairing = useLatchState(selectPairing)
  const actions = useMemo(
    () => ({
      /** A new pairing URI now (after a rejection, an unreachable relay, or to renew the QR). */
      refresh: () => latch.dispatch({ type: 'walletConnect.pair' }),
      /** The wallet's link for the pairing ready now (`walletLink`), or undefined without one. */
      linkFor: (appLink?: string | null) => {
        const uri = readyUri(selectPairing(latch.getState()))
        return uri ? walletLink(uri, appLink) : undefined
      },
    }),
    [latch],
  )
  return {
    pairing,
    status: pairing.status,
    uri: readyUri(pairing),
    expiresAt: pairing.status === 'ready' ? pairing.expiresAt : undefined,
    error:
      pairing.status === 'rejected' || pairing.status === 'unreachable' ? pairing.error : undefined,
    ...actions,
  }
}
