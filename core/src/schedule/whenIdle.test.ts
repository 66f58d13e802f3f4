import { createIdlePage } from '@latch/testkit'
import { describe, expect, it, vi } from 'vitest'
import { IDLE_TIMEOUT_MS, whenIdle } from './whenIdle'

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
})
