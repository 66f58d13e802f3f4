import { createIdlePage } from '@latch/testkit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdIdleWork, IDLE_HOLD_MAX_MS, IDLE_TIMEOUT_MS, whenIdle } from './whenIdle'

describe('whenIdle', () => {
  it('in a page, waits for an idle period, at most IDLE_TIMEOUT_MS', () => {
    const page = createIdlePage()
    const requestIdle = vi.spyOn(page.window, 'requestIdleCallback')
    const task = vi.fn()
    whenIdle(page.window, task)
    expect(task).not.toHaveBeenCalled()
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS })
    page.becomeIdle()
    expect(task).toHaveBeenCalledOnce()
  })

  it('cancelled before the page is idle, the task never runs', () => {
    const page = createIdlePage()
    const task = vi.fn()
    whenIdle(page.window, task)()
    page.becomeIdle()
    expect(task).not.toHaveBeenCalled()
  })

  it('on a server or a window without idle callbacks, runs at once', () => {
    const task = vi.fn()
    whenIdle(undefined, task)
    whenIdle({ location: { origin: 'http://localhost' } }, task)
    expect(task).toHaveBeenCalledTimes(2)
  })

  describe('after the visitor acts (afterAction)', () => {
    /**
     * An idle page with window events (capture listeners, as a browser keeps them: Node's
     * EventTarget does not remove one added with `true`): `act(type)` is a press or a key.
     */
    const pageWithEvents = () => {
      const page = createIdlePage()
      const listeners = new Map<string, () => void>()
      const window = Object.assign(page.window, {
        addEventListener: (type: string, listener: () => void, capture: boolean) => {
          listeners.set(`${type}:${capture}`, listener)
        },
        removeEventListener: (type: string, listener: () => void, capture: boolean) => {
          if (listeners.get(`${type}:${capture}`) === listener)
            listeners.delete(`${type}:${capture}`)
        },
      })
      // Capture listeners only: they see the action before any of the page's own handlers.
      const act = (type: string) => listeners.get(`${type}:true`)?.()
      return { ...page, window, act }
    }

    it('waits for the first press or key, then for an idle period', () => {
      for (const action of ['pointerdown', 'keydown']) {
        const page = pageWithEvents()
        const task = vi.fn()
        whenIdle(page.window, task, true)
        page.act('pointermove')
        page.idlePeriod()
        expect(page.pending(), action).toBe(0)
        page.act(action)
        expect(task).not.toHaveBeenCalled()
        page.becomeIdle()
        // A second action asks for nothing more.
        page.act(action)
        page.idlePeriod()
        expect(task, action).toHaveBeenCalledOnce()
      }
    })

    it('once the visitor acted, later work waits for idle only (a modal opened by a click)', () => {
      const page = pageWithEvents()
      // Latch's first idle work (the deferred set-up) starts watching the page.
      whenIdle(page.window, () => {})
      page.act('pointerdown')
      const task = vi.fn()
      whenIdle(page.window, task, true)
      page.becomeIdle()
      expect(task).toHaveBeenCalledOnce()
    })

    it('cancelled before the visitor acts, the task never runs', () => {
      const page = pageWithEvents()
      const task = vi.fn()
      whenIdle(page.window, task, true)()
      page.act('pointerdown')
      page.becomeIdle()
      expect(task).not.toHaveBeenCalled()
      expect(page.pending()).toBe(0)
    })

    it('without window events (a test window), waits for idle only', () => {
      const page = createIdlePage()
      const task = vi.fn()
      whenIdle(page.window, task, true)
      page.becomeIdle()
      expect(task).toHaveBeenCalledOnce()
    })
  })

  describe('held (holdIdleWork)', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    it('passes idle periods over while the page is held; runs in the first after the release', () => {
      const page = createIdlePage()
      const task = vi.fn()
      const release = holdIdleWork(page.window)
      whenIdle(page.window, task)
      page.idlePeriod()
      page.idlePeriod()
      expect(task).not.toHaveBeenCalled()
      expect(page.pending()).toBe(1)
      // Not in the release itself: that is the moment the awaited thing arrived.
      release()
      expect(task).not.toHaveBeenCalled()
      page.idlePeriod()
      expect(task).toHaveBeenCalledOnce()
    })

    it('waits for every hold; a second release of the same hold is harmless', () => {
      const page = createIdlePage()
      const task = vi.fn()
      const first = holdIdleWork(page.window)
      const second = holdIdleWork(page.window)
      whenIdle(page.window, task)
      first()
      first()
      page.idlePeriod()
      expect(task).not.toHaveBeenCalled()
      second()
      page.idlePeriod()
      expect(task).toHaveBeenCalledOnce()
    })

    it('holds one page only', () => {
      const held = createIdlePage()
      const other = createIdlePage()
      const task = vi.fn()
      const release = holdIdleWork(held.window)
      whenIdle(other.window, task)
      other.becomeIdle()
      expect(task).toHaveBeenCalledOnce()
      release()
    })

    it('a hold never released lets go after IDLE_HOLD_MAX_MS', () => {
      vi.useFakeTimers()
      const page = createIdlePage()
      const task = vi.fn()
      holdIdleWork(page.window)
      whenIdle(page.window, task)
      vi.advanceTimersByTime(IDLE_HOLD_MAX_MS - 1)
      page.idlePeriod()
      expect(task).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      page.idlePeriod()
      expect(task).toHaveBeenCalledOnce()
    })

    it('cancelled while held, the task never runs', () => {
      const page = createIdlePage()
      const task = vi.fn()
      const release = holdIdleWork(page.window)
      const cancel = whenIdle(page.window, task)
      page.idlePeriod()
      cancel()
      release()
      page.becomeIdle()
      expect(task).not.toHaveBeenCalled()
    })

    it('a test page that is held never settles, and says so', () => {
      const page = createIdlePage()
      const release = holdIdleWork(page.window)
      whenIdle(page.window, () => {})
      expect(() => page.becomeIdle()).toThrow('The page never settles')
      release()
    })

    it('on a server, holds nothing', () => {
      const task = vi.fn()
      holdIdleWork(undefined)()
      whenIdle(undefined, task)
      expect(task).toHaveBeenCalledOnce()
    })
  })
})
