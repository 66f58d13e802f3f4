// @vitest-environment happy-dom
import { act, useLayoutEffect } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { accessibleName, byRole, renderUI, uiTestLatch, until } from '../test/renderUI'
import { walletConnectViews } from './fixtures/walletConnectViews'
import { lazyComponent } from './lazyComponent'
import { builtInViews, defineViews } from './viewRegistry'

const QR_PROMPT = 'Scan this code with a WalletConnect wallet'
const NOT_AVAILABLE = 'This view is not available in this app.'
const dialog = () => byRole('dialog')[0]
const text = () => dialog()?.textContent ?? ''
const wcView = walletConnectViews.ConnectingWalletConnect?.Component

/** An app's own Connect view, replacing the built-in one. */
const appConnect = lazyComponent(async () => ({ default: () => <p>Our own connect screen</p> }))
const restyledViews = defineViews({ Connect: { title: 'Sign in', Component: appConnect } })

/** Runs `run` once the DOM is in, before any passive effect (as in warmUp.fresh.test.tsx). */
function AtCommit({ run }: { run: () => void }) {
  useLayoutEffect(() => run(), [run])
  return <ConnectButton />
}

let unmount = () => {}
afterEach(() => unmount())

// Opening the modal loads the core's first-use code (the catalogue) with a dynamic import; on a
// busy machine one was still in flight when this file's environment was torn down. Loaded up
// front, as the core's own tests do (connectionsModule.test.ts).
beforeAll(() => import('../../../../core/src/firstUse'))

// The order matters: chunks are module singletons, loaded once per test file (the built-in Connect
// and the set's view are not loaded yet in the first two tests).
describe('views a plugin brings to the default UI (LatchUI views)', () => {
  it('a set that names a built-in view replaces it: warmed up after the first render instead', async () => {
    expect(builtInViews.Connect?.Component.current()).toBeUndefined()
    const load = vi.spyOn(appConnect, 'load')
    const seenAtCommit: number[] = []
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(
      latch,
      <AtCommit
        run={() => {
          seenAtCommit.push(load.mock.calls.length)
        }}
      />,
      { views: [walletConnectViews, restyledViews] },
    ))
    expect(seenAtCommit[0]).toBe(0)
    expect(load).toHaveBeenCalled()
    await act(() => latch.open())
    await until(() => text().includes('Our own connect screen'))
    expect(accessibleName(dialog() as HTMLElement)).toBe('Sign in')
    // The replaced view is never downloaded.
    expect(builtInViews.Connect?.Component.current()).toBeUndefined()
    load.mockRestore()
  })

  it('preloads a set’s view with the modal when the modal opens on it: no spinner in between', async () => {
    expect(wcView?.current()).toBeUndefined()
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, null, { views: [walletConnectViews] }))
    let spinnerSeen = false
    const observer = new MutationObserver(() => {
      if (dialog()?.querySelector('[role="status"]')) spinnerSeen = true
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const load = vi.spyOn(wcView as NonNullable<typeof wcView>, 'load')
    await act(() => latch.open({ view: 'ConnectingWalletConnect', data: { walletId: 'w1' } }))
    await until(() => text().includes(QR_PROMPT))
    observer.disconnect()
    expect(load).toHaveBeenCalled()
    expect(spinnerSeen).toBe(false)
    expect(accessibleName(dialog() as HTMLElement)).toBe('WalletConnect')
    load.mockRestore()
  })

  it('shows a set’s view when the router goes there, named by its title', async () => {
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, null, { views: [walletConnectViews] }))
    await act(() => latch.open())
    await until(() => accessibleName(dialog() as HTMLElement) === 'Connect wallet')
    await act(() =>
      latch.dispatch({
        type: 'router.push',
        view: 'ConnectingWalletConnect',
        data: { walletId: 'rainbow' },
      }),
    )
    await until(() => text().includes(QR_PROMPT))
    expect(accessibleName(dialog() as HTMLElement)).toBe('WalletConnect')
    // The plugin's view reads Latch's state through @latch/hooks.
    expect(text()).toContain('(rainbow)')
    expect(text()).not.toContain(NOT_AVAILABLE)
  })

  it('without the set, the modal says the view is not available', async () => {
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.open())
    await until(() => accessibleName(dialog() as HTMLElement) === 'Connect wallet')
    await act(() => latch.dispatch({ type: 'router.push', view: 'ConnectingWalletConnect' }))
    await until(() => text().includes(NOT_AVAILABLE))
    expect(accessibleName(dialog() as HTMLElement)).toBe('ConnectingWalletConnect')
    expect(text().includes(QR_PROMPT)).toBe(false)
  })

  it('each LatchUI has its own views: a second one without the set does not get them', async () => {
    const first = uiTestLatch().latch
    const second = uiTestLatch().latch
    const a = renderUI(first, null, { views: [walletConnectViews] })
    const b = renderUI(second, null)
    unmount = () => {
      a.unmount()
      b.unmount()
    }
    await act(() => second.open({ view: 'ConnectingWalletConnect' }))
    await until(() => text().includes(NOT_AVAILABLE))
  })

  it("titles a set's view in the client's language, switched live", async () => {
    const titled = defineViews({
      ConnectingWalletConnect: {
        title: {
          en: 'Scan',
          es: 'Escanear',
          fr: 'Scanner',
          de: 'Scannen',
          ja: 'スキャン',
          zh: '扫描',
          ar: 'امسح',
        },
        Component: lazyComponent(async () => ({ default: () => <p>QR</p> })),
      },
    })
    const { latch } = uiTestLatch({ locale: 'fr' })
    ;({ unmount } = renderUI(latch, null, { views: [titled] }))
    await act(() => latch.open({ view: 'ConnectingWalletConnect' }))
    await until(() => text().includes('QR'))
    expect(accessibleName(dialog() as HTMLElement)).toBe('Scanner')
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'ar' }))
    expect(accessibleName(dialog() as HTMLElement)).toBe('امسح')
  })

  it('titles a view in English where its title lacks the client’s language', async () => {
    const twoLanguages = defineViews({
      ConnectingWalletConnect: {
        title: { en: 'Scan', fr: 'Scanner' },
        Component: lazyComponent(async () => ({ default: () => <p>QR</p> })),
      },
    })
    const { latch } = uiTestLatch({ locale: 'fr' })
    ;({ unmount } = renderUI(latch, null, { views: [twoLanguages] }))
    await act(() => latch.open({ view: 'ConnectingWalletConnect' }))
    await until(() => text().includes('QR'))
    expect(accessibleName(dialog() as HTMLElement)).toBe('Scanner')
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'de' }))
    expect(accessibleName(dialog() as HTMLElement)).toBe('Scan')
  })
})
