import type { Latch } from '@latch/core'
import { LatchProvider } from '@latch/hooks'
import { type ReactNode, useMemo } from 'react'
import { ModalRoot } from './modal/ModalRoot'
import { mergeViews, type ViewSet, ViewsContext } from './modal/viewRegistry'
import { Toasts } from './toasts/Toasts'

export interface LatchUIProps {
  client: Latch
  /**
   * The views of the app's plugins (each plugin's `react` entry exports a `defineViews` set),
   * added to the built-in views in order; a view a set names again replaces the earlier one.
   * A module-level array keeps the merged registry from being rebuilt on every render.
   */
  views?: readonly ViewSet[]
  children?: ReactNode
}

/**
 * The default UI: provides the client to the hooks and buttons below it, and hosts the modal and
 * the toasts. Its views are the built-ins and those of `views`, for this LatchUI only.
 *
 * @example
 * <LatchUI client={latch} views={[walletConnectViews]}><ConnectButton /></LatchUI>
 */
export function LatchUI({ client, views, children }: LatchUIProps) {
  const registry = useMemo(() => mergeViews(views), [views])
  return (
    <LatchProvider client={client}>
      <ViewsContext.Provider value={registry}>
        {children}
        <ModalRoot />
        <Toasts />
      </ViewsContext.Provider>
    </LatchProvider>
  )
}
