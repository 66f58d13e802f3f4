// @vitest-environment happy-dom
import type { ToastVariant } from '@latch/core'
import { TOAST_AUTO_CLOSE_MS, TOAST_SWAP_DELAY_MS } from '@latch/core/constants'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { byRole, renderUI, uiTestLatch, until } from '../test/renderUI'
import { lazyToastBody } from './lazyToastBody'

let unmount = () => {}
afterEach(() => unmount())

/** A page whose toasts' chunk is in (the modal's warm-up fetches it once the page has painted). */
async function setup() {
  const { latch } = uiTestLatch()
  ;({ unmount } = renderUI(latch, null))
  await act(() => lazyToastBody.load())
  const show = (message: string, variant: ToastVariant, autoClose?: boolean) =>
    act(() => latch.dispatch({ type: 'toast.show', message, variant, autoClose }))
  return { latch, show }
}

const live = (role: 'status' | 'alert', message: string) => byRole(role, message)

describe('Toasts', () => {
  // First in the file: the toasts' chunk is not in yet.
  it('are not in the first paint: a toast before their chunk shows once it is in', async () => {
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, null))
    expect(lazyToastBody.current()).toBeUndefined()
    // The live region is there from the start, so the first message is announced.
    expect(byRole('status')).toHaveLength(1)
    await act(() => latch.dispatch({ type: 'toast.show', message: 'Copied', variant: 'success' }))
    await until(() => live('status', 'Copied').length === 1)
    expect(lazyToastBody.current()).toBeDefined()
  })

  it('announces a success politely and goes when the core hides it', async () => {
    const { latch, show } = await setup()
    // The polite region is in the page before any toast, so its first message is announced.
    const [region] = byRole('status')
    expect(region?.getAttribute('aria-live')).toBe('polite')
    expect(region?.textContent).toBe('')

    await show('Address copied', 'success')
    expect(live('status', 'Address copied')).toHaveLength(1)
    expect(byRole('alert')).toHaveLength(0)

    await act(() => latch.clock.advanceAsync(TOAST_AUTO_CLOSE_MS - 1))
    expect(live('status', 'Address copied')).toHaveLength(1)
    await act(() => latch.clock.advanceAsync(1))
    expect(latch.getState().toasts.current).toBeNull()
    expect(live('status', 'Address copied')).toHaveLength(0)
    expect(byRole('status')[0]?.textContent).toBe('')
  })

  it('shows an error as an alert, which also closes by itself', async () => {
    const { latch, show } = await setup()
    await show('Token Balance Unavailable', 'error')
    expect(live('alert', 'Token Balance Unavailable')).toHaveLength(1)
    expect(live('status', 'Token Balance Unavailable')).toHaveLength(0)
    await act(() => latch.clock.advanceAsync(TOAST_AUTO_CLOSE_MS))
    expect(byRole('alert')).toHaveLength(0)
  })

  it("shows an error toast with its code in the client's language, English meanwhile", async () => {
    const { latch } = await setup()
    const toast = { message: 'Token Balance Unavailable', variant: 'error' } as const
    await act(() =>
      latch.dispatch({ type: 'toast.show', ...toast, code: 'TOKEN_BALANCE_UNAVAILABLE' }),
    )
    expect(live('alert', 'Token Balance Unavailable')).toHaveLength(1)
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'fr' }))
    await until(() => live('alert', 'Soldes des jetons indisponibles').length === 1)
    // Without a code a toast is shown as given.
    await act(() => latch.dispatch({ type: 'toast.show', ...toast }))
    await act(() => latch.clock.advanceAsync(TOAST_SWAP_DELAY_MS))
    expect(live('alert', 'Token Balance Unavailable')).toHaveLength(1)
  })

  it('takes a loading toast away by itself too, unless it was asked to stay', async () => {
    const { latch, show } = await setup()
    await show('Sending…', 'loading')
    expect(live('status', 'Sending…')).toHaveLength(1)
    await act(() => latch.clock.advanceAsync(TOAST_AUTO_CLOSE_MS))
    expect(live('status', 'Sending…')).toHaveLength(0)

    await show('Waiting for the wallet', 'loading', false)
    await act(() => latch.clock.advanceAsync(TOAST_AUTO_CLOSE_MS * 4))
    expect(live('status', 'Waiting for the wallet')).toHaveLength(1)
    await act(() => latch.dispatch({ type: 'toast.hide' }))
    expect(live('status', 'Waiting for the wallet')).toHaveLength(0)
  })

  it('swaps toasts: the old one leaves at once, the new one appears after the swap delay', async () => {
    const { latch, show } = await setup()
    await show('Sending…', 'loading')
    await show('Transaction failed', 'error')
    expect(live('status', 'Sending…')).toHaveLength(0)
    expect(byRole('alert')).toHaveLength(0)
    await act(() => latch.clock.advanceAsync(TOAST_SWAP_DELAY_MS))
    expect(live('alert', 'Transaction failed')).toHaveLength(1)
  })
})
