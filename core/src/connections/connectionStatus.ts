import type { ChainNamespace } from '../caip/caip'
import { LatchError } from '../errors/LatchError'
import type { PluginContext } from '../plugins/types'
import { namespaceEntry } from '../state/namespaceEntry'

type ConnectionStatusForSwitch = 'connected' | 'active' | 'disconnected'

/**
 * Spec §4: a connection is connected when its connector is the active one, active when it is among
 * the recorded connections, else disconnected.
 */
export function connectionStatus(
  state: ReturnType<PluginContext['getState']>,
  namespace: ChainNamespace,
  connectorId: string,
): ConnectionStatusForSwitch {
  if (namespaceEntry(state.connectors.activeIds, namespace) === connectorId) return 'connected'
  if (namespaceEntry(state.connections, namespace)?.some((c) => c.connectorId === connectorId))
    return 'active'
  return 'disconnected'
}

/**
 * What switching to a connection takes, by its status (spec §4): select an account of the active
 * wallet, bring back a recorded connection, or go through the login flow. Any other status is
 * 'Invalid connection status'.
 */
export function planConnectionSwitch(status: string): 'selectAccount' | 'restore' | 'login' {
  switch (status) {
    case 'connected':
      return 'selectAccount'
    case 'active':
      return 'restore'
    case 'disconnected':
      return 'login'
    default:
      throw new LatchError('INVALID_CONNECTION_STATUS', { details: `Status: ${status}` })
  }
}
