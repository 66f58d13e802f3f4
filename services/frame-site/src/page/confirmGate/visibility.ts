/**
 * Tells whether an element is seen whole: all of it on screen (nothing clipped away, by its own
 * page or by the host page around the frame), covered by nothing (the host page's own elements
 * included) and drawn as is (no opacity, filter or transform other than a move, on it or on any
 * frame around it). Reports come late (the browser checks at most every
 * `VISIBILITY_REPORT_DELAY_MS`); `flush` takes those it has queued but not yet delivered.
 */
export interface VisibilityWatch {
  flush(): void
  stop(): void
}

/** Starts watching `target`; `onReport(visible)` on each change the browser reports. */
export type WatchVisibility = (
  target: Element,
  onReport: (visible: boolean) => void,
) => VisibilityWatch

/** The shortest delay between reports the browser allows with `trackVisibility`. */
export const VISIBILITY_REPORT_DELAY_MS = 100

/** How much of the target must be on screen to count as seen whole: all of it, but rounding. */
export const MIN_SHOWN_RATIO = 0.99

// IntersectionObserver v2 is not in TypeScript's DOM types yet.
interface VisibilityObserverInit extends IntersectionObserverInit {
  trackVisibility: boolean
  delay: number
}
interface VisibilityEntry extends IntersectionObserverEntry {
  readonly isVisible: boolean
}

/**
 * The browser's IntersectionObserver v2 (`trackVisibility`, `isVisible`: Chromium), or undefined
 * where it has none (Firefox, Safari): the caller then needs another proof that the person saw
 * what they confirm. The browser's answer is conservative: "visible" only when it is sure.
 */
export function browserVisibility(
  window: Partial<
    Pick<typeof globalThis, 'IntersectionObserver' | 'IntersectionObserverEntry'>
  > | null,
): WatchVisibility | undefined {
  const Entry = window?.IntersectionObserverEntry
  const Observer = window?.IntersectionObserver
  if (!Observer || !Entry || !('isVisible' in Entry.prototype)) return undefined
  return (target, onReport) => {
    const deliver = (entries: IntersectionObserverEntry[]) => {
      for (const entry of entries) {
        onReport(
          entry.isIntersecting &&
            entry.intersectionRatio >= MIN_SHOWN_RATIO &&
            (entry as VisibilityEntry).isVisible === true,
        )
      }
    }
    const options: VisibilityObserverInit = {
      trackVisibility: true,
      delay: VISIBILITY_REPORT_DELAY_MS,
      // A report each time the target comes whole on screen or stops being so.
      threshold: [0, MIN_SHOWN_RATIO],
    }
    const observer = new Observer(deliver, options)
    observer.observe(target)
    return {
      flush: () => deliver(observer.takeRecords()),
      stop: () => observer.disconnect(),
    }
  }
}
