import type { Latch } from '@latch/core'
import { LatchProvider } from '@latch/hooks'
import type { ReactNode } from 'react'
import { ModalRoot } from './modal/ModalRoot'
import { Toasts } from './toasts/Toasts'

export interface LatchUIProps {
  client: Latch
  children?: ReactNode
}

/**
 * The default UI: provides the client to the hooks and buttons below it, and hosts the modal and
 * the toasts.
 *
 * @example
 * <LatchUI client={latch}><ConnectButton /></LatchUI>
 */
export function LatchUI({ client, children }: LatchUIProps) {
  return (
    <LatchProvider client={client}>
      {children}
      <ModalRoot />
      <Toasts />
    </LatchProvider>
  )
}
