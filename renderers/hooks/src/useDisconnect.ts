import type { ChainNamespace } from '@latch/core'
import { useCallback } from 'react'
import { useCommand } from './useCommand'

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
