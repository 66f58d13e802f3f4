// @vitest-environment happy-dom
import * as React from 'react'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import {
  accessibleName,
  byRole,
  isHidden,
  renderUI,
  settle,
  uiTestLatch,
  until,
} from '../test/renderUI'
import { lazyComponent } from './lazyComponent'
import { defineViews } from './viewRegistry'

const dialogShown = () => byRole('dialog').length > 0
const SlowView = () => <p>Slow view</p>

let unmount = () => {}
afterEach(() => unmount())

describe('the modal', () => {
  it('opens as a named dialog, keeps focus inside, closes on Escape and gives focus back', async () => {
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    const [connect] = byRole('button', 'Connect wallet')
    expect(connect).toBeDefined()
    connect?.focus()
    await act(async () => connect?.click())
    await until(dialogShown)

    const [dialog] = byRole('dialog')
    expect(dialog).toBeDefined()
    expect(accessibleName(dialog as HTMLElement)).toBe('Connect wallet')
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    expect(dialog?.contains(document.activeElement)).toBe(true)

    await act(async () => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      )
    })
    await settle()
    expect(latch.getState().modal.open).toBe(false)
    expect(byRole('dialog')).toHaveLength(0)
    expect(document.activeElement).toBe(connect)
  })

  it('closes on a press around the dialog, not on one inside it', async () => {
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.open())
    await until(dialogShown)
    const [dialog] = byRole('dialog') as [HTMLElement]
    const press = (target: Element) =>
      act(async () => {
        target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
      })

    await press(dialog.querySelector('h2') as Element)
    await press(dialog)
    expect(latch.getState().modal.open).toBe(true)
    await press(dialog.parentElement as Element)
    await settle()
    expect(latch.getState().modal.open).toBe(false)
  })

  it('leaves an Escape that a control inside handles to it', async () => {
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.open())
    await until(dialogShown)
    const [close] = byRole('button', 'Close') as [HTMLElement]
    close.addEventListener('keydown', (event) => event.preventDefault())
    await act(async () => {
      close.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      )
    })
    expect(latch.getState().modal.open).toBe(true)
  })

  it('lists the installed wallet and All wallets; every control has a name', async () => {
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    await act(() => latch.open())
    await until(() => byRole('button', 'Mock Wallet Installed').length === 1)
    expect(byRole('button', /^All wallets/)).toHaveLength(1)
    expect(byRole('button', 'Close')).toHaveLength(1)
    for (const button of byRole('button')) expect(accessibleName(button)).not.toBe('')
    for (const image of Array.from(document.querySelectorAll('img')))
      expect(image.alt).toBeDefined()
  })

  it("adds no landmark to the app's page: its title bar is no second banner", async () => {
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.open())
    await until(() => byRole('button', /^All wallets/).length === 1)
    const [dialog] = byRole('dialog') as [HTMLElement]
    // The elements and roles that are landmarks outside sectioning content (where the modal's
    // portal puts them, in the body); `npm run a11y` checks the same with axe on a host page.
    const landmarks = dialog.querySelectorAll(
      'header, footer, main, nav, aside, section[aria-label], form[aria-label], [role=banner], [role=contentinfo], [role=main], [role=navigation], [role=complementary], [role=region], [role=search]',
    )
    expect(Array.from(landmarks, (element) => element.outerHTML.slice(0, 60))).toEqual([])
    expect(accessibleName(dialog)).toBe('Connect wallet')
  })

  it('stays open, focus inside, while a view it has not loaded yet loads', async () => {
    // A view whose chunk arrives when the test says so (the built-in ones load with the modal's
    // second chunk, which another test of this worker may have loaded already).
    let deliver = () => {}
    const slow = lazyComponent(
      () =>
        new Promise<{ default: typeof SlowView }>((resolve) => {
          deliver = () => resolve({ default: SlowView })
        }),
    )
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, null, {
      views: [defineViews({ SwitchNetwork: { title: 'Switch network', Component: slow } })],
    }))
    await act(() => latch.open())
    await until(dialogShown)
    await act(() => latch.dispatch({ type: 'router.push', view: 'SwitchNetwork' }))
    // Its chunk is still on its way: the dialog shows a spinner in place of the view.
    expect(slow.current()).toBeUndefined()
    expect(byRole('dialog')).toHaveLength(1)
    expect(byRole('dialog')[0]?.contains(document.activeElement)).toBe(true)
    expect(byRole('status')).not.toHaveLength(0)
    await act(async () => deliver())
    await until(() => document.body.textContent?.includes('Slow view') === true)
    expect(byRole('dialog')).toHaveLength(1)
  })

  it('goes back one view with the back button, and closes from the first view', async () => {
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.open())
    await act(() => latch.dispatch({ type: 'router.push', view: 'Networks' }))
    await until(() => byRole('button', 'Back').length > 0)
    await act(async () => byRole('button', 'Back')[0]?.click())
    expect(latch.getState().router.history.map((e) => e.view)).toEqual(['Connect'])
    expect(byRole('button', 'Back')).toHaveLength(0)
  })

  it('follows the theme: dark mode and the app’s variables reach the dialog', async () => {
    const { latch } = uiTestLatch({ themeMode: 'dark', themeVariables: { accent: '#ff0066' } })
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.open())
    await until(dialogShown)
    const scope = byRole('dialog')[0]?.closest('.latch') as HTMLElement
    expect(scope.dataset.theme).toBe('dark')
    expect(scope.style.getPropertyValue('--latch-accent')).toBe('#ff0066')
    expect(scope.style.getPropertyValue('--latch-bg')).toBe('#15151c')
  })

  // React's `Activity` (19.2 and later) lets the modal be built ahead, hidden; a React without it
  // (18.3, 19.0, 19.1) builds it as it opens. What the visitor gets at the click is the same.
  const buildsAhead = 'Activity' in React

  it('opens at the first click with focus inside; built hidden ahead where React has Activity', async () => {
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, <ConnectButton />))
    const find = () => document.querySelector<HTMLElement>('[role="dialog"]')
    let built: HTMLElement | null = null
    if (buildsAhead) {
      await until(find)
      built = find() as HTMLElement
      // Built, not shown: out of reach, holding no focus, the page still scrolls.
      expect(isHidden(built)).toBe(true)
      expect(built.contains(document.activeElement)).toBe(false)
    } else {
      await settle()
      expect(find()).toBeNull()
    }
    expect(byRole('dialog')).toHaveLength(0)
    expect(document.documentElement.style.overflow).toBe('')

    await act(async () => byRole('button', 'Connect wallet')[0]?.click())
    await until(() => byRole('dialog').length > 0)
    const shown = byRole('dialog')[0] as HTMLElement
    if (built) expect(shown).toBe(built)
    expect(shown.contains(document.activeElement)).toBe(true)
    expect(document.documentElement.style.overflow).toBe('hidden')

    await act(() => latch.close())
    await settle()
    expect(byRole('dialog')).toHaveLength(0)
    expect(document.documentElement.style.overflow).toBe('')
    if (buildsAhead) {
      // Each close builds a new one for the next open: nothing typed in a view outlives it.
      await until(() => find() !== shown)
      expect(isHidden(find() as HTMLElement)).toBe(true)
    } else {
      expect(find()).toBeNull()
    }
  })
})
