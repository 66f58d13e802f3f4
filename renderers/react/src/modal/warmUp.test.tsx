// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { byRole, renderUI, settle, uiTestLatch, until } from '../testing'
import { lazyModal } from './lazyModal'
import { views } from './viewRegistry'

/** The page's frames, produced when the test says the page paints. */
function stubFrames() {
  const waiting: (() => void)[] = []
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => waiting.push(callback))
  vi.stubGlobal('cancelAnimationFrame', () => {})
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
  it('once the page has painted: the modal, Connect and its wallets', async () => {
    const paint = stubFrames()
    const { latch } = uiTestLatch()
    const dispatch = vi.spyOn(latch, 'dispatch')
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    await settle()
    expect(byRole('button', 'Connect wallet')).toHaveLength(1)
    expect(lazyModal.current()).toBeUndefined()
    expect(views.Connect?.Component.current()).toBeUndefined()

    paint()
    await until(() => lazyModal.current() && views.Connect?.Component.current())
    expect(dispatch).toHaveBeenCalledWith({ type: 'wallets.prefetch' })
    // Warmed, not opened: nothing shows until the visitor asks.
    expect(latch.getState().modal.open).toBe(false)
    expect(byRole('dialog')).toHaveLength(0)
  })

  it('on intent, before the page has painted: a pointer over the button, or focus', async () => {
    stubFrames() // never painted
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
    stubFrames()
    const { latch } = uiTestLatch()
    const dispatch = vi.spyOn(latch, 'dispatch')
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    const [button] = byRole('button', 'Connect wallet')
    for (let i = 0; i < 3; i++) act(() => button?.focus())
    expect(dispatch.mock.calls.filter(([c]) => c.type === 'wallets.prefetch')).toHaveLength(1)
  })
})
