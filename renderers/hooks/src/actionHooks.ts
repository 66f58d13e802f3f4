import type { CaipNetworkId, ChainNamespace } from '@latch/core'
import { useCallback } from 'react'
import { useCommand } from './useCommand'

/** Connects a connector; `status`, `error` ('Connection rejected'…) and `data` follow it. */
export function useConnect() {
  const { run, ...state } = useCommand<'connection.connect'>()
  const connect = useCallback(
    (
      connectorId: string,
      options: { namespace?: ChainNamespace; caipNetworkId?: CaipNetworkId } = {},
    ) => run({ type: 'connection.connect', connectorId, ...options }),
    [run],
  )
  return { connect, ...state }
}

/**
 * Disconnects the active namespace (or `namespace`); `disconnectAll` every connected one. The
 * other namespaces' wallets stay connected.
 */
export function useDisconnect() {
  const { run, ...state } = useCommand<'connection.disconnect'>()
  const disconnect = useCallback(
    (namespace?: ChainNamespace) => run({ type: 'connection.disconnect', namespace }),
    [run],
  )
  const disconnectAll = useCallback(() => run({ type: 'connection.disconnect', all: true }), [run])
  return { disconnect, disconnectAll, ...state }
}

/** Switches network with the spec's decisions (confirmation views, going back on failure). */
export function useSwitchNetwork() {
  const { run, ...state } = useCommand<'network.switch'>()
  const switchNetwork = useCallback(
    (caipNetworkId: CaipNetworkId) => run({ type: 'network.switch', caipNetworkId }),
    [run],
  )
  return { switchNetwork, ...state }
}

/** Signs a message with the connected account; `data` is the signature. */
export function useSignMessage() {
  const { run, ...state } = useCommand<'account.signMessage'>()
  const signMessage = useCallback(
    (message: string, namespace?: ChainNamespace) =>
      run({ type: 'account.signMessage', message, namespace }),
    [run],
  )
  return { signMessage, ...state }
}
