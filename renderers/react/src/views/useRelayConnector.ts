import type { Connector, ViewName } from '@latch/core'
import { useLatchState } from '@latch/hooks'
import { findView, useViews } from '../modal/viewRegistry'

/**
 * The relay protocol's connector (on the active namespace when it serves it) and its QR view, when
 * the app has that view: a catalogue wallet with nothing injected in the page is then reached through it.
 */
export function useRelayConnector(): { connector: Connector; view: ViewName } | undefined {
  const view = findView(useViews(), (v) => v.connects === 'walletConnect')
  const connector = useLatchState((s) => {
    const relay = s.connectors.all.filter((c) => c.kind === 'walletConnect')
    return relay.find((c) => c.namespace === s.networks.activeNamespace) ?? relay[0]
  })
  return view && connector ? { connector, view } : undefined
}
