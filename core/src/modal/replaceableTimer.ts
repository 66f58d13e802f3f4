import type { Clock, TimerHandle } from '../clock/clock'

/**
 * One pending timeout on the injected clock. Starting it again replaces the pending one: the shake
 * restarts, a toast's auto-close begins anew. `cancel` is what teardown calls.
 */
export interface ReplaceableTimer {
  start(ms: number, callback: () => void): void
  cancel(): void
  isPending(): boolean
}

export function createReplaceableTimer(clock: Clock): ReplaceableTimer {
  let handle: TimerHandle | undefined
  const cancel = () => {
    if (handle === undefined) return
    clock.clearTimeout(handle)
    handle = undefined
  }
  return {
    start(ms, callback) {
      cancel()
      handle = clock.setTimeout(() => {
        handle = undefined
        callback()
      }, ms)
    },
    cancel,
    isPending: () => handle !== undefined,
  }
}
