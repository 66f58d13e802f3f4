// @vitest-environment happy-dom
import { act, useLayoutEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { NetworkButton } from '../buttons/NetworkButton'
import { byRole, renderUI, uiTestLatch, until } from '../test/renderUI'
import { isModalReadyFor, lazyModal } from './lazyModal'
import { builtInViews } from './viewRegistry'
import { warmUp } from './warmUp'

let unmount = () => {}

/**
 * Runs `run` in a layout effect: once the DOM is in, before the browser paints and before any
 * passive effect. A download started during render would be on its way by then.
 */
function AtCommit({ run }: { run: () => void }) {
  useLayoutEffect(() => run(), [run])
  return <ConnectButton />
}
afterEach(() => unmount())

describe('warming the modal up before the first click', () => {
  // First in this file: the chunks are module singletons, not loaded yet.
  it('starts the downloads right after the button is on screen, never while rendering it', () => {
    expect(lazyModal.current()).toBeUndefined()
    const load = vi.spyOn(lazyModal, 'load')
    const seenAtCommit: number[] = []
    ;({ unmount } = renderUI(
      uiTestLatch().latch,
      <AtCommit
        run={() => {
          seenAtCommit.push(load.mock.calls.length)
        }}
      />,
    ))
    // Nothing while the button renders: the render that paints it has the cores to itself.
    expect(seenAtCommit[0]).toBe(0)
    // Then at once, in the effect after that commit.
    expect(load).toHaveBeenCalled()
    load.mockRestore()
  })

  it('once the buttons are shown: the modal, Connect and its first wallets', async () => {
    const { latch } = uiTestLatch()
    const dispatch = vi.spyOn(latch, 'dispatch')
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    expect(byRole('button', 'Connect wallet')).toHaveLength(1)
    await until(() => isModalReadyFor('Connect', builtInViews, 'en'))
    await until(() => dispatch.mock.calls.some(([command]) => command.type === 'wallets.prefetch'))
    // Warmed, not opened: nothing shows until the visitor asks.
    expect(latch.getState().modal.open).toBe(false)
    expect(byRole('dialog')).toHaveLength(0)
  })

  it('after a click that came first, leaves the catalogue to the opening (once the modal shows)', async () => {
    const { latch } = uiTestLatch()
    await latch.open()
    const dispatch = vi.spyOn(latch, 'dispatch')
    warmUp(latch, builtInViews, 'Connect')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(dispatch).not.toHaveBeenCalledWith({ type: 'wallets.prefetch' })
  })

  it("asks for the catalogue's first wallets only once the modal's code is in", async () => {
    const { latch } = uiTestLatch()
    const dispatch = vi.spyOn(latch, 'dispatch')
    let arrive = () => {}
    const Connect = builtInViews.Connect
    if (!Connect) throw new Error('no Connect view')
    const slowConnect = {
      ...Connect,
      Component: {
        current: () => undefined,
        load: () =>
          new Promise<never>((resolve) => {
            arrive = () => resolve(Connect.Component.load() as never)
          }),
      },
    }
    warmUp(latch, { ...builtInViews, Connect: slowConnect }, 'Connect')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(dispatch).not.toHaveBeenCalledWith({ type: 'wallets.prefetch' })
    arrive()
    await until(() => dispatch.mock.calls.some(([command]) => command.type === 'wallets.prefetch'))
  })

  it("opens in the client's language at once: its texts load with the modal, no English first", async () => {
    const { latch } = uiTestLatch({ locale: 'ja' })
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    const titles = new Set<string>()
    const observer = new MutationObserver(() => {
      const title = document.querySelector('[role="dialog"] h2')?.textContent
      if (title) titles.add(title)
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    await act(() => latch.open())
    await until(() => byRole('dialog').length === 1)
    observer.disconnect()
    expect([...titles]).toEqual(['ウォレットを接続'])
  })

  it('on intent, the view that button opens: a pointer over the network button', async () => {
    expect(builtInViews.Networks?.Component.current()).toBeUndefined()
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, <NetworkButton />))
    const [button] = byRole('button', /change network/)
    act(() => {
      button?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    })
    await until(() => builtInViews.Networks?.Component.current())
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
    await until(() => dispatch.mock.calls.some(([c]) => c.type === 'wallets.prefetch'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(dispatch.mock.calls.filter(([c]) => c.type === 'wallets.prefetch')).toHaveLength(1)
  })
})
