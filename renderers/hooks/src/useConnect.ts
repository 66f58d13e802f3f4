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
