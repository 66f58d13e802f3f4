import type { Latch } from '@latch/core'
import { useContext } from 'react'
import { LatchContext } from './LatchProvider'

/** The Latch client of the nearest `LatchProvider`. */
export function useLatch(): Latch {
  const client = useContext(LatchContext)
  if (!client) {
    throw new Error(
      'useLatch: no Latch client here. Wrap your app in <LatchProvider client={latch}>.',
    )
  }
  return client
}
