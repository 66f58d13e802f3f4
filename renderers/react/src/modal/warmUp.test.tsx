// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { NetworkButton } from '../buttons/NetworkButton'
import { byRole, renderUI, uiTestLatch, until } from '../testing'
import { lazyModal } from './lazyModal'
import { views } from './viewRegistry'

let unmount = () => {}
afterEach(() => unmount())

describe('warming the modal up before the first click', () => {
  // First in this file: the chunks are module singletons, not loaded yet.
  it('once the buttons are shown: the modal, Connect and its first wallets', async () => {
    expect(lazyModal.current()).toBeUndefined()
    expect(views.Connect?.Component.current()).toBeUndefined()
    const { latch } = uiTestLatch()
    const dispatch = vi.spyOn(latch, 'dispatch')
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    expect(byRole('button', 'Connect wallet')).toHaveLength(1)
    await until(() => lazyModal.current() && views.Connect?.Component.current())
    expect(dispatch).toHaveBeenCalledWith({ type: 'wallets.prefetch' })
    // Warmed, not opened: nothing shows until the visitor asks.
    expect(latch.getState().modal.open).toBe(false)
    expect(byRole('dialog')).toHaveLength(0)
  })

  it('on intent, the view that button opens: a pointer over the network button', async () => {
    expect(views.Networks?.Component.current()).toBeUndefined()
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, <NetworkButton />))
    const [button] = byRole('button', /change network/)
    act(() => {
      button?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    })
    await until(() => views.Networks?.Component.current())
    expect(latch.getState().modal.open).toBe(false)
  })

  it('warms once per client and view, however many intents', async () => {
    const { latch } = uiTestLatch()
    const dispatch = vi.spyOn(latch, 'dispatch')
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    const [button] = byRole('button', 'Connect wallet')
    for (let i = 0; i < 3; i++) {
      act(() => {
        button?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
        button?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
      })
    }
    expect(dispatch.mock.calls.filter(([c]) => c.type === 'wallets.prefetch')).toHaveLength(1)
  })
})
