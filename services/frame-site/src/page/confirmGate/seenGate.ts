import type { Clock, TimerHandle } from '@latch/core'
import type { WatchVisibility } from './visibility'

/**
 * How long what the person confirms must have been seen whole, without a break, before their
 * click counts: longer than a host page needs to swap the frame in under a click it asked for
 * elsewhere (a double click, a moving target), short enough not to slow a person who reads.
 * The words say it (`gateShownBriefly`: "half a second"): change them with it.
 */
export const MIN_VISIBLE_MS = 500

/** Why a confirmation does not count yet, or 'open'. */
export type SeenState = 'shownBriefly' | 'covered' | 'open'

/**
 * Where the browser reports visibility (IntersectionObserver v2): the gate opens once `target`
 * has been reported visible for `MIN_VISIBLE_MS` without a break; any report of it not visible
 * closes it and starts the time again. `onChange` is called when the state may have changed.
 */
export function seenGate(options: {
  target: Element
  watch: WatchVisibility
  clock: Clock
  onChange(): void
}) {
  const { clock, onChange } = options
  /** When the current unbroken stretch of being seen began; undefined while not seen. */
  let since: number | undefined
  let covered = false
  let timer: TimerHandle | undefined
  const seenLongEnough = () => since !== undefined && clock.now() - since >= MIN_VISIBLE_MS

  const watching = options.watch(options.target, (visible) => {
    if (visible && since === undefined) {
      since = clock.now()
      timer = clock.setTimeout(onChange, MIN_VISIBLE_MS)
    } else if (!visible) {
      since = undefined
      covered = true
      if (timer !== undefined) clock.clearTimeout(timer)
    }
    onChange()
  })

  return {
    state(): SeenState {
      if (seenLongEnough()) return 'open'
      return since === undefined && covered ? 'covered' : 'shownBriefly'
    },
    /** Whether a confirmation counts now, after the reports the browser has not delivered yet. */
    open(): boolean {
      watching.flush()
      return seenLongEnough()
    },
    stop() {
      if (timer !== undefined) clock.clearTimeout(timer)
      watching.stop()
    },
  }
}
