import type { Latch } from '@latch/core'
import { createContext, type ReactNode } from 'react'

export const LatchContext = createContext<Latch | null>(null)

export interface LatchProviderProps {
  /** The client from `createLatch(…)`, created once, outside render. */
  client: Latch
  children?: ReactNode
}

/** Makes a Latch client available to the hooks below it. */
export function LatchProvider({ client, children }: LatchProviderProps) {
  return <LatchContext.Provider value={client}>{children}</LatchContext.Provider>
}
