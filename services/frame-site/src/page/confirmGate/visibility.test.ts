import { describe, expect, it } from 'vitest'
import { browserVisibility, VISIBILITY_REPORT_DELAY_MS } from './visibility'

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

  it('asks for visibility tracking, and reports visible only when intersecting and visible', () => {
    const { window, made } = fakeWindow({ v2: true })
    const target = {} as Element
    const reports: boolean[] = []
    const watching = browserVisibility(window)?.(target, (visible) => reports.push(visible))
    expect(made[0]?.options).toEqual({ trackVisibility: true, delay: VISIBILITY_REPORT_DELAY_MS })
    expect(VISIBILITY_REPORT_DELAY_MS).toBeGreaterThanOrEqual(100)
    expect(made[0]?.targets).toEqual([target])
    made[0]?.deliver([
      { isIntersecting: true, isVisible: true },
      { isIntersecting: false, isVisible: true },
      { isIntersecting: true, isVisible: false },
      { isIntersecting: true },
    ])
    expect(reports).toEqual([true, false, false, false])

    // At a click: what the browser computed but has not delivered yet.
    made[0]?.queued.push({ isIntersecting: true, isVisible: false })
    watching?.flush()
    expect(reports).toEqual([true, false, false, false, false])
    watching?.stop()
    expect(made[0]?.targets).toEqual([])
  })
})
