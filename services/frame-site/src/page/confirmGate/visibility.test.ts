import { describe, expect, it } from 'vitest'
import { browserVisibility, MIN_SHOWN_RATIO, VISIBILITY_REPORT_DELAY_MS } from './visibility'

/** A browser window whose IntersectionObserver the test drives; `v2` adds `isVisible`. */
function fakeWindow({ v2 }: { v2: boolean }) {
  const made: {
    options: unknown
    targets: Element[]
    queued: unknown[]
    deliver(e: unknown[]): void
  }[] = []
  class Entry {}
  if (v2) Object.defineProperty(Entry.prototype, 'isVisible', { get: () => false })
  class Observer {
    readonly record
    constructor(deliver: (entries: unknown[]) => void, options: unknown) {
      this.record = { options, targets: [] as Element[], queued: [] as unknown[], deliver }
      made.push(this.record)
    }
    observe(target: Element) {
      this.record.targets.push(target)
    }
    takeRecords() {
      return this.record.queued.splice(0)
    }
    disconnect() {
      this.record.targets = []
    }
  }
  const window = { IntersectionObserver: Observer, IntersectionObserverEntry: Entry }
  return { window: window as unknown as typeof globalThis, made }
}

describe('browserVisibility', () => {
  it('is undefined where the browser has no IntersectionObserver v2 (Firefox, Safari)', () => {
    expect(browserVisibility(fakeWindow({ v2: false }).window)).toBeUndefined()
    expect(browserVisibility({})).toBeUndefined()
    expect(browserVisibility(null)).toBeUndefined()
  })

  it('asks for visibility tracking; visible only when all of it is on screen, unoccluded, as drawn', () => {
    const { window, made } = fakeWindow({ v2: true })
    const target = {} as Element
    const reports: boolean[] = []
    const watching = browserVisibility(window)?.(target, (visible) => reports.push(visible))
    expect(made[0]?.options).toEqual({
      trackVisibility: true,
      delay: VISIBILITY_REPORT_DELAY_MS,
      threshold: [0, MIN_SHOWN_RATIO],
    })
    expect(VISIBILITY_REPORT_DELAY_MS).toBeGreaterThanOrEqual(100)
    expect(made[0]?.targets).toEqual([target])
    made[0]?.deliver([
      { isIntersecting: true, intersectionRatio: 1, isVisible: true },
      { isIntersecting: false, intersectionRatio: 0, isVisible: true },
      { isIntersecting: true, intersectionRatio: 1, isVisible: false },
      { isIntersecting: true, intersectionRatio: 1 },
      // Part of it clipped away (a clip-path, a box around the frame): not seen whole.
      { isIntersecting: true, intersectionRatio: 0.4, isVisible: true },
      { isIntersecting: true, intersectionRatio: 0.995, isVisible: true },
    ])
    expect(reports).toEqual([true, false, false, false, false, true])

    // At a click: what the browser computed but has not delivered yet.
    made[0]?.queued.push({ isIntersecting: true, intersectionRatio: 1, isVisible: false })
    watching?.flush()
    expect(reports.at(-1)).toBe(false)
    watching?.stop()
    expect(made[0]?.targets).toEqual([])
  })
})
