// @vitest-environment happy-dom
import { createMemoryStorage } from '@latch/core'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { accessibleName, byRole, renderUI, until } from '../test/renderUI'
import { ConnectButton } from './ConnectButton'
import { ADDRESS, buttonLatch, connect, SHORT_ADDRESS } from './test/buttonLatch'

let unmount = () => {}
afterEach(() => unmount())

describe('ConnectButton', () => {
  it('opens the modal on Connect', async () => {
    const { latch } = buttonLatch()
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    expect(latch.getState().modal.open).toBe(false)
    await act(async () => byRole('button', 'Connect wallet')[0]?.click())
    await until(() => byRole('dialog').length === 1)
    expect(latch.getState().modal.open).toBe(true)
    expect(latch.getState().router.history.at(-1)?.view).toBe('Connect')
    expect(accessibleName(byRole('dialog')[0] as HTMLElement)).toBe('Connect wallet')
  })

  it("speaks the client's language, live; Arabic right to left", async () => {
    const { latch } = buttonLatch()
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'es' }))
    await until(() => byRole('button', 'Conectar billetera').length === 1)
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'ar' }))
    await until(() => byRole('button', 'ربط المحفظة').length === 1)
    const scope = byRole('button', 'ربط المحفظة')[0]?.closest('.latch')
    expect(scope?.getAttribute('dir')).toBe('rtl')
    expect(scope?.getAttribute('lang')).toBe('ar')
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'en' }))
    expect(byRole('button', 'Connect wallet')).toHaveLength(1)
    expect(byRole('button', 'Connect wallet')[0]?.closest('.latch')?.getAttribute('dir')).toBe(
      'ltr',
    )
  })

  it('takes the label the app gives it', async () => {
    const { latch } = buttonLatch()
    ;({ unmount } = renderUI(latch, <ConnectButton label="Sign in" />))
    expect(byRole('button', 'Sign in')).toHaveLength(1)
    expect(byRole('button', 'Connect wallet')).toHaveLength(0)
  })

  it('says it is busy while the wallet connects, then becomes the account button', async () => {
    const { latch } = buttonLatch({ latencyMs: 150 })
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    let connected: Promise<unknown> = Promise.resolve()
    await act(async () => {
      connected = latch.dispatch({ type: 'connection.connect', connectorId: 'mock' })
    })
    expect(latch.getState().accounts.eip155?.status).toBe('connecting')
    const [busy] = byRole('button', 'Connecting…')
    expect(busy?.getAttribute('aria-busy')).toBe('true')
    expect(byRole('button', 'Connect wallet')).toHaveLength(0)

    await act(() => connected)
    await until(() => byRole('button', /, account$/).length === 1)
    expect(byRole('button', 'Connecting…')).toHaveLength(0)
    expect(byRole('button', 'Connect wallet')).toHaveLength(0)
    expect(accessibleName(byRole('button', /, account$/)[0] as HTMLElement)).toContain(
      SHORT_ADDRESS,
    )
  })

  it("shows a returning visitor's account while it reconnects, then Connect wallet if the wallet refuses", async () => {
    const storage = createMemoryStorage()
    storage.setItem('@latch/connector_ids', JSON.stringify({ eip155: 'mock' }))
    storage.setItem(
      '@latch/connections',
      JSON.stringify({ eip155: [{ connectorId: 'mock', accounts: [{ address: ADDRESS }] }] }),
    )
    const { latch } = buttonLatch({ storage })
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    const [account] = byRole('button', /, account$/)
    expect(accessibleName(account as HTMLElement)).toContain(SHORT_ADDRESS)
    expect(account?.getAttribute('aria-busy')).toBe('true')
    expect(byRole('button', 'Connect wallet')).toHaveLength(0)

    await act(() => latch.dispatch({ type: 'connection.reconnect' }))
    expect(byRole('button', 'Connect wallet')).toHaveLength(1)
    expect(byRole('button', /, account$/)).toHaveLength(0)
  })

  it("stays Connect wallet while a first visit's reconnect asks the wallets", async () => {
    const { latch } = buttonLatch({ latencyMs: 150 })
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    let reconnected: Promise<unknown> = Promise.resolve()
    await act(async () => {
      reconnected = latch.dispatch({ type: 'connection.reconnect' })
    })
    expect(latch.getState().accounts.eip155?.status).toBe('reconnecting')
    expect(byRole('button', 'Connect wallet')[0]?.hasAttribute('aria-busy')).toBe(false)
    expect(byRole('button', 'Connecting…')).toHaveLength(0)
    await act(() => reconnected)
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
    expect(byRole('button', 'Connect wallet')).toHaveLength(1)
  })

  it('is Connect wallet again after a disconnect', async () => {
    const { latch } = buttonLatch()
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    await connect(latch)
    expect(byRole('button', /, account$/)).toHaveLength(1)
    await act(() => latch.dispatch({ type: 'connection.disconnect' }))
    expect(byRole('button', 'Connect wallet')).toHaveLength(1)
    expect(byRole('button', /, account$/)).toHaveLength(0)
    expect(byRole('button', 'Connect wallet')[0]?.hasAttribute('aria-busy')).toBe(false)
  })
})
