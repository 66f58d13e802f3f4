import type { WatchVisibility } from '../confirmGate/visibility'

/**
 * The browser's visibility reports, told by the test: `report(visible)` delivers one to every
 * watcher; `queue(visible)` holds one back until the watcher flushes (a report the browser has
 * computed but not delivered yet at the moment of a click).
 */
export function fakeVisibility() {
  const watchers = new Set<{ onReport(visible: boolean): void; queued: boolean[] }>()
  const targets: Element[] = []
  const watch: WatchVisibility = (target, onReport) => {
    targets.push(target)
    const watcher = { onReport, queued: [] as boolean[] }
    watchers.add(watcher)
    return {
      flush: () => {
        for (const visible of watcher.queued.splice(0)) onReport(visible)
      },
      stop: () => watchers.delete(watcher),
    }
  }
  return {
    watch,
    /** Every element watched, in order. */
    targets,
    report: (visible: boolean) => {
      for (const watcher of watchers) watcher.onReport(visible)
    },
    queue: (visible: boolean) => {
      for (const watcher of watchers) watcher.queued.push(visible)
    },
    /** Watchers still running. */
    get watching() {
      return watchers.size
    },
  }
}
