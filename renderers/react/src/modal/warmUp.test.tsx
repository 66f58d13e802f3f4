// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { byRole, renderUI, settle, uiTestLatch, until } from '../testing'
import { lazyModal } from './lazyModal'
import { views } from './viewRegistry'

/** The page's idle callbacks, run when the test says the page is idle. */
function stubIdle() {
  const waiting: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
  return () => {
    for (const callback of waiting.splice(0)) act(callback)
  }
}

let unmount = () => {}
afterEach(() => {
  unmount()
  vi.unstubAllGlobals()
})

describe('warming the modal up before the first click', () => {
  // First in this file: the chunks are module singletons, not loaded yet.
  it('once the page is idle after the first paint: the modal, Connect and its wallets', async () => {
    const becomeIdle = stubIdle()
    const { latch } = uiTestLatch()
    const dispatch = vi.spyOn(latch, 'dispatch')
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    await settle()
    expect(byRole('button', 'Connect wallet')).toHaveLength(1)
    expect(lazyModal.current()).toBeUndefined()
    expect(views.Connect?.Component.current()).toBeUndefined()

    becomeIdle()
    await until(() => lazyModal.current() && views.Connect?.Component.current())
    expect(dispatch).toHaveBeenCalledWith({ type: 'wallets.prefetch' })
    // Warmed, not opened: nothing shows until the visitor asks.
    expect(latch.getState().modal.open).toBe(false)
    expect(byRole('dialog')).toHaveLength(0)
  })

  it('on intent, before the page is idle: a pointer over the button, or focus', async () => {
    stubIdle() // never idle
    for (const intent of ['pointerenter', 'focus'] as const) {
      const { latch } = uiTestLatch()
      const dispatch = vi.spyOn(latch, 'dispatch')
      ;({ unmount } = renderUI(latch, <ConnectButton />))
      const [button] = byRole('button', 'Connect wallet')
      act(() => {
        if (intent === 'focus') button?.focus()
        else button?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
      })
      expect(dispatch).toHaveBeenCalledWith({ type: 'wallets.prefetch' })
      unmount()
    }
  })

  it('warms once per client and view, however many intents', async () => {
    stubIdle()
    const { latch } = uiTestLatch()
    const dispatch = vi.spyOn(latch, 'dispatch')
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    const [button] = byRole('button', 'Connect wallet')
    for (let i = 0; i < 3; i++) act(() => button?.focus())
    expect(dispatch.mock.calls.filter(([c]) => c.type === 'wallets.prefetch')).toHaveLength(1)
  })
})
