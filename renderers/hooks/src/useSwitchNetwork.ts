import type { CaipNetworkId } from '@latch/core'
import { useCallback } from 'react'
import { useCommand } from './useCommand'

/** Switches network with the spec's decisions (confirmation views, going back on failure). */
export function useSwitchNetwork() {
  const { run, ...state } = useCommand<'network.switch'>()
  const switchNetwork = useCallback(
    (caipNetworkId: CaipNetworkId) => run({ type: 'network.switch', caipNetworkId }),
    [run],
  )
  return { switchNetwork, ...state }
}
