import type { Clock, TimerHandle } from './clock'

export interface ManualClock extends Clock {
  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void
  /** Moves time forward and lets promise callbacks between timers run. */
  advanceAsync(ms: number): Promise<void>
  /** Timers still waiting. */
  pendingTimers(): number
}

interface Timer {
  id: number
  at: number
  callback: () => void
}

/**
 * A clock that only moves when told to: tests of cooldowns, caches and time-outs use it instead of
 * waiting for real time.
 */
export function createManualClock(startAt = 0): ManualClock {
  let now = startAt
  let nextId = 1
  const timers = new Map<number, Timer>()

  const nextDue = (until: number): Timer | undefined => {
    let due: Timer | undefined
    for (const timer of timers.values()) {
      if (
        timer.at <= until &&
        (!due || timer.at < due.at || (timer.at === due.at && timer.id < due.id))
      )
        due = timer
    }
    return due
  }

  const clock: ManualClock = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++
      timers.set(id, { id, at: now + Math.max(0, ms), callback })
      return id as TimerHandle
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
    advance(ms) {
      const until = now + ms
      for (let due = nextDue(until); due; due = nextDue(until)) {
        timers.delete(due.id)
        now = due.at
        due.callback()
      }
      now = until
    },
    async advanceAsync(ms) {
      const until = now + ms
      await flushMicrotasks()
      for (let due = nextDue(until); due; due = nextDue(until)) {
        timers.delete(due.id)
        now = due.at
        due.callback()
        await flushMicrotasks()
      }
      now = until
    },
    pendingTimers: () => timers.size,
  }
  return clock
}

async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}
