// @vitest-environment happy-dom

import { LatchError } from '@latch/core'
import { translationGaps } from '@latch/hooks'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyComponent } from '../modal/lazyComponent'
import { defineViews } from '../modal/viewRegistry'
import { accessibleName, byRole, renderUI, settle, uiTestLatch, until } from '../test/renderUI'
import { buttonMessages } from './buttonMessages'
import { modalMessages } from './modalMessages'

let unmount = () => {}
afterEach(() => {
  unmount()
  vi.restoreAllMocks()
})

const dialogName = () => {
  const [dialog] = byRole('dialog')
  return dialog ? accessibleName(dialog as HTMLElement) : undefined
}
const alertText = () => byRole('alert').map((element) => element.textContent?.trim())

describe("the modal's dictionary", () => {
  it.each([
    ['modal', modalMessages],
    ['buttons', buttonMessages],
  ] as const)(
    '%s: every language has every text, with the same placeholders',
    async (_, dictionary) => {
      expect(await translationGaps(dictionary)).toEqual([])
    },
  )

  it('opens once its texts in the locale are in, straight in that language', async () => {
    let deliver = () => {}
    const french = import('./modal/fr')
    vi.spyOn(modalMessages.locales, 'fr').mockReturnValue(
      new Promise((resolve) => {
        deliver = () => void french.then(resolve)
      }),
    )
    const { latch } = uiTestLatch({ locale: 'fr' })
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.open())
    await settle()
    expect(byRole('dialog')).toHaveLength(0)

    await act(async () => deliver())
    await until(() => dialogName() === 'Connecter un portefeuille')
    expect(byRole('list', 'Portefeuilles')).toHaveLength(1)
    expect(byRole('button', 'Fermer')).toHaveLength(1)
  })

  it('opens even when its texts fail to load (English), and its translator loads them again', async () => {
    const chinese = import('./modal/zh')
    const load = vi
      .spyOn(modalMessages.locales, 'zh')
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockReturnValue(chinese)
    const { latch } = uiTestLatch({ locale: 'zh' })
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.open())
    // The modal's own translator asks again, and this time the texts come.
    await until(() => dialogName() === '连接钱包')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('renders the views in Spanish, left to right', async () => {
    const { latch } = uiTestLatch({ locale: 'es' })
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.open())
    await until(() => dialogName() === 'Conectar billetera')
    const [dialog] = byRole('dialog')
    expect(dialog?.closest('[dir]')?.getAttribute('dir')).toBe('ltr')
    expect(dialog?.closest('[lang]')?.getAttribute('lang')).toBe('es')
    expect(byRole('list', 'Billeteras')).toHaveLength(1)
    await act(() => latch.open({ view: 'Networks' }))
    await until(() => dialogName() === 'Elegir red')
    await until(() => byRole('list', 'Redes').length === 1)
    expect(byRole('button', 'Cerrar')).toHaveLength(1)
  })

  it('renders the views in Arabic, right to left', async () => {
    const { latch } = uiTestLatch({ locale: 'ar' })
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.open())
    await until(() => dialogName() === 'ربط المحفظة')
    const [dialog] = byRole('dialog')
    expect(dialog?.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    expect(dialog?.closest('[lang]')?.getAttribute('lang')).toBe('ar')
    expect(byRole('list', 'المحافظ')).toHaveLength(1)
    expect(byRole('button', 'إغلاق')).toHaveLength(1)
  })

  it("switches live with 'locale.set', direction included", async () => {
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.open())
    await until(() => dialogName() === 'Connect wallet')
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'ar' }))
    await until(() => dialogName() === 'ربط المحفظة')
    expect(byRole('dialog')[0]?.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'de' }))
    await until(() => dialogName() === 'Wallet verbinden')
    expect(byRole('dialog')[0]?.closest('[dir]')?.getAttribute('dir')).toBe('ltr')
    // English is always in: back at once.
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'en' }))
    expect(dialogName()).toBe('Connect wallet')
  })

  it("keeps a plugin's title and a replaced built-in view's own title", async () => {
    const views = defineViews({
      Account: {
        title: 'My account page',
        Component: lazyComponent(async () => ({ default: () => <p>Ours</p> })),
      },
    })
    const { latch } = uiTestLatch({ locale: 'es' })
    ;({ unmount } = renderUI(latch, null, { views: [views] }))
    await act(() => latch.open({ view: 'Account' }))
    await until(() => byRole('dialog').length === 1)
    expect(dialogName()).toBe('My account page')
  })
})

describe('errors in the views', () => {
  it("shows the error in the client's language; the error keeps its English message", async () => {
    const { latch, adapter } = uiTestLatch({ locale: 'es' })
    // The error itself speaks English (its stable message), whatever the locale.
    adapter.rejectNext('connect')
    const error = await latch
      .dispatch({ type: 'connection.connect', connectorId: 'mock' })
      .catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(LatchError)
    expect((error as LatchError).code).toBe('CONNECTION_REJECTED')
    expect((error as LatchError).message).toBe('Connection rejected')

    adapter.rejectNext('connect')
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.open({ view: 'ConnectingExternal', data: { connectorId: 'mock' } }))
    await until(() => byRole('button', 'Reintentar').length === 1)
    await until(() => alertText()[0] === 'Conexión rechazada')
    expect(dialogName()).toBe('Conectando')
  })
})
