import { createTestLatch } from '@latch/testkit'
import { describe, expect, it, vi } from 'vitest'
import { TOAST_AUTO_CLOSE_MS, TOAST_SWAP_DELAY_MS } from '../constants'

const toastOnScreen = (latch: ReturnType<typeof createTestLatch>) => latch.getState().toasts.current

describe('showing a toast', () => {
  it('shows a success toast at once and closes it after TOAST_AUTO_CLOSE_MS', async () => {
    const latch = createTestLatch()
    await latch.dispatch({ type: 'toast.show', message: 'Address copied', variant: 'success' })
    expect(toastOnScreen(latch)).toEqual({
      id: expect.any(Number),
      message: 'Address copied',
      variant: 'success',
      autoClose: true,
    })
    latch.clock.advance(TOAST_AUTO_CLOSE_MS - 1)
    expect(toastOnScreen(latch)?.message).toBe('Address copied')
    latch.clock.advance(1)
    expect(toastOnScreen(latch)).toBeNull()
  })

  it('carries a link (a sent transaction on the explorer); only http(s) URLs', async () => {
    const latch = createTestLatch()
    const link = { url: 'https://etherscan.io/tx/0xabc', label: 'View on explorer' }
    await latch.dispatch({ type: 'toast.show', message: 'Sent 1 ETH', variant: 'success', link })
    expect(toastOnScreen(latch)?.link).toEqual(link)
    await expect(
      latch.dispatch({
        type: 'toast.show',
        message: 'Sent 1 ETH',
        variant: 'success',
        link: { url: 'javascript:alert(1)', label: 'View on explorer' },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' })
  })

  it('closes error toasts by themselves too', async () => {
    const latch = createTestLatch()
    await latch.dispatch({ type: 'toast.show', message: 'Signature declined', variant: 'error' })
    latch.clock.advance(TOAST_AUTO_CLOSE_MS)
    expect(toastOnScreen(latch)).toBeNull()
  })

  it('closes a loading toast that nothing replaces by itself too (spec §2: by default)', async () => {
    const latch = createTestLatch()
    await latch.dispatch({ type: 'toast.show', message: 'Sending…', variant: 'loading' })
    expect(toastOnScreen(latch)?.autoClose).toBe(true)
    latch.clock.advance(TOAST_AUTO_CLOSE_MS - 1)
    expect(toastOnScreen(latch)?.message).toBe('Sending…')
    latch.clock.advance(1)
    expect(toastOnScreen(latch)).toBeNull()
  })

  it('keeps a loading toast the caller asked to keep, until it is replaced or hidden', async () => {
    const latch = createTestLatch()
    const waiting = { message: 'Waiting for the wallet', variant: 'loading' } as const
    await latch.dispatch({ type: 'toast.show', ...waiting, autoClose: false })
    latch.clock.advance(10 * TOAST_AUTO_CLOSE_MS)
    expect(toastOnScreen(latch)?.message).toBe('Waiting for the wallet')
    await latch.dispatch({ type: 'toast.hide' })
    expect(toastOnScreen(latch)).toBeNull()
  })

  it('keeps a success toast when asked not to close it', async () => {
    const latch = createTestLatch()
    await latch.dispatch({
      type: 'toast.show',
      message: 'Name registered',
      variant: 'success',
      autoClose: false,
    })
    latch.clock.advance(10 * TOAST_AUTO_CLOSE_MS)
    expect(toastOnScreen(latch)?.message).toBe('Name registered')
  })

  it('carries the code of an error toast, so a UI can translate it; only known codes', async () => {
    const latch = createTestLatch()
    const declined = { message: 'Connection rejected', variant: 'error' } as const
    await latch.dispatch({ type: 'toast.show', ...declined, code: 'CONNECTION_REJECTED' })
    expect(toastOnScreen(latch)).toMatchObject({ ...declined, code: 'CONNECTION_REJECTED' })
    await expect(
      latch.dispatch({
        type: 'toast.show',
        ...declined,
        code: 'NOT_A_CODE' as 'CONNECTION_REJECTED',
      }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', details: expect.stringContaining('code') })
  })

  it('refuses an unknown variant', async () => {
    const latch = createTestLatch()
    await expect(
      latch.dispatch({ type: 'toast.show', message: 'Hi', variant: 'info' as 'success' }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', details: expect.stringContaining('variant') })
    expect(toastOnScreen(latch)).toBeNull()
  })
})

describe('swapping toasts', () => {
  it(`hides the toast on screen and shows the new one ${TOAST_SWAP_DELAY_MS} ms later`, async () => {
    const latch = createTestLatch()
    await latch.dispatch({ type: 'toast.show', message: 'Sending…', variant: 'loading' })
    await latch.dispatch({ type: 'toast.show', message: 'Sent', variant: 'success' })
    expect(toastOnScreen(latch)).toBeNull()
    latch.clock.advance(TOAST_SWAP_DELAY_MS - 1)
    expect(toastOnScreen(latch)).toBeNull()
    latch.clock.advance(1)
    expect(toastOnScreen(latch)).toMatchObject({ message: 'Sent', variant: 'success' })
  })

  it('times the new toast from when it appears, not from the old one', async () => {
    const latch = createTestLatch()
    await latch.dispatch({ type: 'toast.show', message: 'Copied', variant: 'success' })
    // The second toast comes just before the first would close, so the first one's time runs out
    // during the swap: it must neither cut the swap short nor close the second toast.
    latch.clock.advance(TOAST_AUTO_CLOSE_MS - 50)
    await latch.dispatch({ type: 'toast.show', message: 'Copied again', variant: 'success' })
    latch.clock.advance(TOAST_SWAP_DELAY_MS)
    expect(toastOnScreen(latch)?.message).toBe('Copied again')
    latch.clock.advance(TOAST_AUTO_CLOSE_MS - 1)
    expect(toastOnScreen(latch)?.message).toBe('Copied again')
    latch.clock.advance(1)
    expect(toastOnScreen(latch)).toBeNull()
  })

  it('shows only the newest of toasts sent during one swap, when the swap ends', async () => {
    const latch = createTestLatch()
    await latch.dispatch({ type: 'toast.show', message: 'First', variant: 'loading' })
    await latch.dispatch({ type: 'toast.show', message: 'Second', variant: 'success' })
    latch.clock.advance(100)
    await latch.dispatch({ type: 'toast.show', message: 'Third', variant: 'error' })
    latch.clock.advance(TOAST_SWAP_DELAY_MS - 100)
    expect(toastOnScreen(latch)?.message).toBe('Third')
  })

  it('gives each toast its own id, so a renderer can animate the change', async () => {
    const latch = createTestLatch()
    await latch.dispatch({ type: 'toast.show', message: 'Same', variant: 'success' })
    const first = toastOnScreen(latch)?.id
    await latch.dispatch({ type: 'toast.show', message: 'Same', variant: 'success' })
    latch.clock.advance(TOAST_SWAP_DELAY_MS)
    expect(toastOnScreen(latch)?.id).not.toBe(first)
  })

  it('shows nothing when hidden during a swap', async () => {
    const latch = createTestLatch()
    const timersBefore = latch.clock.pendingTimers()
    await latch.dispatch({ type: 'toast.show', message: 'Sending…', variant: 'loading' })
    await latch.dispatch({ type: 'toast.show', message: 'Sent', variant: 'success' })
    await latch.dispatch({ type: 'toast.hide' })
    expect(latch.clock.pendingTimers()).toBe(timersBefore)
    latch.clock.advance(TOAST_SWAP_DELAY_MS)
    expect(toastOnScreen(latch)).toBeNull()
  })

  it('shows a toast at once when the last one has already closed', async () => {
    const latch = createTestLatch()
    await latch.dispatch({ type: 'toast.show', message: 'One', variant: 'success' })
    latch.clock.advance(TOAST_AUTO_CLOSE_MS)
    await latch.dispatch({ type: 'toast.show', message: 'Two', variant: 'success' })
    expect(toastOnScreen(latch)?.message).toBe('Two')
  })
})

describe('toasts and the client', () => {
  it('notifies subscribers once per toast command', async () => {
    const latch = createTestLatch()
    const listener = vi.fn()
    latch.subscribe((state) => state.toasts, listener)
    await latch.dispatch({ type: 'toast.show', message: 'Sending…', variant: 'loading' })
    expect(listener).toHaveBeenCalledOnce()
    listener.mockClear()
    await latch.dispatch({ type: 'toast.show', message: 'Sent', variant: 'success' })
    expect(listener).toHaveBeenCalledOnce()
    listener.mockClear()
    latch.clock.advance(TOAST_SWAP_DELAY_MS)
    expect(listener).toHaveBeenCalledOnce()
    listener.mockClear()
    await latch.dispatch({ type: 'toast.hide' })
    expect(listener).toHaveBeenCalledOnce()
  })

  it('clears its timers when the client is destroyed, mid-swap or mid-display', async () => {
    const swapping = createTestLatch()
    await swapping.dispatch({ type: 'toast.show', message: 'Old', variant: 'success' })
    await swapping.dispatch({ type: 'toast.show', message: 'New', variant: 'success' })
    swapping.destroy()
    swapping.clock.advance(TOAST_SWAP_DELAY_MS)
    // The swap never ended: the new toast did not appear.
    expect(toastOnScreen(swapping)).toBeNull()

    const showing = createTestLatch()
    await showing.dispatch({ type: 'toast.show', message: 'Shown', variant: 'error' })
    showing.destroy()
    showing.clock.advance(TOAST_AUTO_CLOSE_MS)
    // The auto-close never ran: the last state still holds the toast.
    expect(toastOnScreen(showing)?.message).toBe('Shown')
  })
})
