// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { byRole, renderUI, settle, uiTestLatch, until } from '../test/renderUI'
import { lazyModal } from './lazyModal'
import { builtInViews } from './viewRegistry'

// What a browser throws when a chunk does not download (offline, or a deploy replaced it).
const notFetched = () => new TypeError('Failed to fetch dynamically imported module')

let unmount = () => {}
afterEach(() => {
  unmount()
  vi.restoreAllMocks()
})

describe('code that does not download', () => {
  // First in this file: the modal's chunk is a module singleton, not loaded yet.
  it('a warm-up that fails says nothing: nobody asked for the modal yet', async () => {
    const load = vi.spyOn(lazyModal, 'load').mockRejectedValue(notFetched())
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    // The download after the first commit, and the modal root's own.
    await until(() => load.mock.calls.length >= 2)
    await settle()
    expect(latch.getState().toasts.current).toBeNull()
    expect(latch.getState().modal.open).toBe(false)
  })

  it('a modal that cannot load closes again and says why; the next click downloads it again', async () => {
    const load = vi.spyOn(lazyModal, 'load').mockRejectedValue(notFetched())
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    const [connect] = byRole('button', 'Connect wallet')
    await act(async () => connect?.click())
    await until(() => latch.getState().toasts.current !== null)
    // Not left open with nothing on screen: the button works again.
    expect(latch.getState().modal.open).toBe(false)
    expect(latch.getState().toasts.current).toMatchObject({
      variant: 'error',
      code: 'UI_LOAD_FAILED',
      message: 'Network Error - Could not load the wallet window',
    })
    expect(byRole('dialog')).toHaveLength(0)

    load.mockRestore()
    await act(async () => connect?.click())
    await until(() => byRole('dialog').length === 1)
    expect(latch.getState().modal.open).toBe(true)
  })

  it('a view that cannot load shows why and a way to try again, in place of a spinner', async () => {
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.open())
    await until(() => byRole('dialog').length === 1)
    const view = builtInViews.Networks!.Component
    expect(view.current()).toBeUndefined()
    const load = vi.spyOn(view, 'load').mockRejectedValue(notFetched())
    await act(() => latch.dispatch({ type: 'router.push', view: 'Networks' }))
    await until(() => byRole('alert').length > 0)
    expect(byRole('alert')[0]?.textContent).toBe('Network Error - Could not load the wallet window')
    // Still the dialog, focus still inside it.
    expect(byRole('dialog')[0]?.contains(document.activeElement)).toBe(true)

    load.mockRestore()
    const [tryAgain] = byRole('button', 'Try again')
    await act(async () => tryAgain?.click())
    await until(() => view.current() !== undefined && byRole('alert').length === 0)
    expect(byRole('button', 'Try again')).toHaveLength(0)
  })
})
