// @vitest-environment happy-dom
import { whenIdle } from '@latch/core/plugin'
import { createIdlePage } from '@latch/testkit'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { byRole, renderUI, uiTestLatch, until } from '../test/renderUI'
import type { LazyDefault } from './lazyComponent'
import { lazyModal } from './lazyModal'

// happy-dom has no idle callbacks: here the page's idle periods are the test's.
const page = createIdlePage()

/** Holds `lazy`'s download back until the returned function is called. */
function delay<T>(lazy: LazyDefault<T>): () => void {
  const load = lazy.load
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  vi.spyOn(lazy, 'load').mockImplementation(() => arrived.then(load))
  return arrive
}

let unmount = () => {}
beforeEach(() => {
  // Each idle period with time left, as a browser's.
  const deadline = { didTimeout: false, timeRemaining: () => 50 }
  window.requestIdleCallback = (callback) =>
    page.window.requestIdleCallback(() => callback(deadline))
  window.cancelIdleCallback = page.window.cancelIdleCallback
})
afterEach(() => {
  unmount()
  vi.restoreAllMocks()
  Reflect.deleteProperty(window, 'requestIdleCallback')
  Reflect.deleteProperty(window, 'cancelIdleCallback')
})

describe('idle work while the modal is on its way', () => {
  // First in this file: the modal's chunk is a module singleton, not loaded yet (and, as it never
  // arrives here, not after it either).
  it('waits no longer once the modal is closed before it came', async () => {
    expect(lazyModal.current()).toBeUndefined()
    delay(lazyModal)
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.open())
    const prefetch = vi.fn()
    whenIdle(window, prefetch)
    page.idlePeriod()
    expect(prefetch).not.toHaveBeenCalled()

    await act(() => latch.close())
    page.idlePeriod()
    expect(prefetch).toHaveBeenCalledOnce()
  })

  it('waits until the modal shows: the idle time before its chunk arrives is not for prefetches', async () => {
    expect(lazyModal.current()).toBeUndefined()
    const arrive = delay(lazyModal)
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    const [connect] = byRole('button', 'Connect wallet')
    await act(async () => connect?.click())
    const prefetch = vi.fn()
    whenIdle(window, prefetch)
    page.idlePeriod()
    expect(prefetch).not.toHaveBeenCalled()

    arrive()
    await until(() => byRole('dialog').length === 1)
    page.idlePeriod()
    expect(prefetch).toHaveBeenCalledOnce()
  })
})

describe("a first-time visitor's plugins", () => {
  it('are set up in the task after the commit that shows the button, not once the page is idle', async () => {
    // The modal's chunk never arrives here: what sets the plugins up is not its warm-up.
    delay(lazyModal)
    const { latch } = uiTestLatch({ window: page.window })
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    // Not while the button renders and commits: its first paint has the cores to itself.
    expect(byRole('button', 'Connect wallet')).toHaveLength(1)
    expect(latch.getState().pluginStatus).toEqual({})
    // The next task: a click at once finds them ready (the page has not been idle).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(latch.getState().pluginStatus.evm).toEqual({ status: 'ready' })
  })
})
