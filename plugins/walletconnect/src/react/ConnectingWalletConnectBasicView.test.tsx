// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { BASIC_WALLETS_MAX } from './ConnectingWalletConnectBasicView'
import {
  accessibleName,
  byRole,
  renderWithViews,
  sampleUri,
  until,
  wcTestLatch,
} from './test/fakeWalletConnect'

const QR = "Scan with your phone's wallet"

let unmount = () => {}
afterEach(() => unmount())

const top = (latch: ReturnType<typeof wcTestLatch>['latch']) =>
  latch.getState().router.history.at(-1)
const wallet = (id: string, mobile_link?: string) => ({
  id,
  name: id[0]?.toUpperCase() + id.slice(1),
  mobile_link,
})

describe('ConnectingWalletConnectBasic (basic mode)', () => {
  it('is where the modal opens: the QR with Copy link, then All wallets', async () => {
    const { latch, wc } = wcTestLatch({ basic: true })
    ;({ unmount } = renderWithViews(latch))
    await act(() => latch.open())
    expect(top(latch)?.view).toBe('ConnectingWalletConnectBasic')
    await until(() => byRole('img', QR).length === 1)
    expect(accessibleName(byRole('dialog')[0] as HTMLElement)).toBe('Connect wallet')
    expect(wc.attempts).toBe(1)
    expect(byRole('button', 'Copy link')).toHaveLength(1)
    // On a computer: no wallet links, All wallets for a wallet with a desktop app.
    expect(byRole('link')).toHaveLength(0)
    const all = byRole('button', 'All wallets')[0]
    await act(async () => all?.click())
    expect(top(latch)?.view).toBe('AllWallets')
  })

  it('speaks Arabic, right to left: its title, the wallets list and All wallets', async () => {
    const { latch } = wcTestLatch({ basic: true })
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'ar' }))
    ;({ unmount } = renderWithViews(latch))
    await act(() => latch.open())
    await until(() => byRole('img', 'امسح الرمز بمحفظة هاتفك').length === 1)
    const dialog = byRole('dialog')[0] as HTMLElement
    expect(accessibleName(dialog)).toBe('ربط المحفظة')
    expect(dialog.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    expect(dialog.querySelector('ul.latch-list')?.getAttribute('aria-label')).toBe('المحافظ')
    expect(byRole('button', 'كل المحافظ')).toHaveLength(1)
  })

  it('is not used unless the app asks for basic mode', async () => {
    const { latch } = wcTestLatch()
    ;({ unmount } = renderWithViews(latch))
    await act(() => latch.open())
    expect(top(latch)?.view).toBe('Connect')
  })

  it('on a phone, links each featured wallet with an app link, built from the URI at tap time', async () => {
    const featured = [
      wallet('rainbow', 'https://rnbwapp.com'),
      wallet('nolink'),
      wallet('zerion', 'zerion://'),
      wallet('rainbow', 'https://rnbwapp.com'),
      ...['a', 'b', 'c', 'd'].map((id) => wallet(`wallet${id}`, `${id}wallet://`)),
    ]
    const { latch, wc } = wcTestLatch({ basic: true, device: 'mobile', featured, autoOffer: false })
    ;({ unmount } = renderWithViews(latch))
    await act(() => latch.open())
    await until(() => byRole('button', 'All wallets').length === 1)
    // No URI yet: the rows are there but lead nowhere.
    expect(byRole('link')).toHaveLength(0)

    const uri = wc.offer()
    await until(() => byRole('link', 'Open Rainbow').length === 1)
    const links = byRole('link').filter((a) => a.closest('.latch-list'))
    expect(links.map(accessibleName)).toEqual([
      'Open Rainbow',
      'Open Zerion',
      'Open Walleta',
      'Open Walletb',
    ])
    expect(links).toHaveLength(BASIC_WALLETS_MAX)
    expect(links[1]?.getAttribute('href')).toBe(`zerion://wc?uri=${encodeURIComponent(uri)}`)

    // The store has a renewed URI React has not rendered yet: the tap opens the new one.
    const hrefAtTap: string[] = []
    const read = (event: Event) => {
      hrefAtTap.push((event.target as HTMLElement).closest('a')?.getAttribute('href') ?? '')
      event.preventDefault()
    }
    document.addEventListener('click', read)
    const renewed = sampleUri(7)
    wc.setPairing({ status: 'ready', uri: renewed, expiresAt: 0 }, { render: false })
    ;(links[0] as HTMLAnchorElement).click()
    document.removeEventListener('click', read)
    expect(hrefAtTap).toEqual([`https://rnbwapp.com/wc?uri=${encodeURIComponent(renewed)}`])
    expect(wc.attempts).toBe(1)
  })
})
