import { type ChainNamespace, LatchError, type LatchState, type Network } from '@latch/core'
import { requestedNetwork } from '@latch/core/plugin'
import { SEND_NAMESPACES } from '../state'

/** Where a send goes from: the active namespace, its network and the account there. */
export interface SendingAccount {
  namespace: ChainNamespace
  network: Network
  address: string
}

/**
 * The active namespace, its network and account: 'Unsupported chain' outside eip155 and solana,
 * 'Connector not connected' (or the network's error) without an account there.
 */
export function sendingAccount(state: LatchState): SendingAccount {
  const namespace = state.networks.activeNamespace
  if (!namespace || !SEND_NAMESPACES.includes(namespace)) {
    throw new LatchError('UNSUPPORTED_CHAIN', { details: `namespace ${namespace ?? 'none'}` })
  }
  const network = requestedNetwork(state, namespace)
  const address = state.accounts[namespace]?.address
  if (!network || !address) {
    throw new LatchError('CONNECTOR_NOT_CONNECTED', { details: namespace })
  }
  return { namespace, network, address }
}
