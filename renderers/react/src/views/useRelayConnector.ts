import type { Connector } from '@latch/core'
import { useLatchState } from '@latch/hooks'
import { useViews } from '../modal/viewRegistry'

/**
 * The relay protocol's connector (on the active namespace when it serves it) when the app has its
 * QR view: a catalogue wallet with nothing injected in the page is then reached through it.
 */
export function useRelayConnector(): Connector | undefined {
  const hasQrView = Boolean(useViews().ConnectingWalletConnect)
  const connector = useLatchState((s) => {
    const relay = s.connectors.all.filter((c) => c.kind === 'walletConnect')
    return relay.find((c) => c.namespace === s.networks.activeNamespace) ?? relay[0]
  })
  return hasQrView ? connector : undefined
}
