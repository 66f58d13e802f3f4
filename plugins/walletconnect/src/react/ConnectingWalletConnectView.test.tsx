// @vitest-environment happy-dom
import { act } from 'react'
import { encode } from 'uqr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PairingState } from '../state'
import {
  accessibleName,
  byRole,
  renderWithViews,
  sampleUri,
  settle,
  until,
  wcTestLatch,
} from './test/fakeWalletConnect'

const QR = "Scan with your phone's wallet"
const PREPARING = 'Preparing the QR code'

let unmount = () => {}
afterEach(() => {
  unmount()
  Reflect.deleteProperty(navigator, 'clipboard')
})

const qr = () => byRole('img', QR)[0]
const alerts = () => byRole('alert').map((element) => element.textContent?.trim())
const dialog = () => byRole('dialog')[0] as HTMLElement

/** The dark modules the SVG draws, as "x,y", and the side of its view box. */
function drawn(svg: Element) {
  const modules = new Set<string>()
  for (const rect of svg.querySelectorAll('[data-qr-modules] rect')) {
    const [x, y, width] = ['x', 'y', 'width'].map((a) => Number(rect.getAttribute(a)))
    for (let i = 0; i < (width as number); i++) modules.add(`${(x as number) + i},${y}`)
  }
  const side = Number(svg.getAttribute('viewBox')?.split(' ')[2])
  return { modules, side }
}

/**
 * Checks the SVG draws `uri`'s QR code as uqr encodes it (error correction Q): the same size (plus
 * a 4-module quiet zone each side), every drawn module dark in uqr's matrix, and the dark modules
 * left out only in a centred square of at most a fifth of the width (the logo).
 */
function expectQrOf(svg: Element | undefined, uri: string) {
  expect(svg).toBeDefined()
  const { size, data } = encode(uri, { ecc: 'Q', border: 0 })
  const { modules, side } = drawn(svg as Element)
  expect(side).toBe(size + 8)
  const missing: [number, number][] = []
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dark = data[y]?.[x] === true
      const shown = modules.has(`${x},${y}`)
      if (shown) expect(dark, `module ${x},${y} drawn dark`).toBe(true)
      if (dark && !shown) missing.push([x, y])
    }
  }
  expect(modules.size).toBeGreaterThan(size * size * 0.3)
  const span = (values: number[]) => [Math.min(...values), Math.max(...values)] as const
  const [x0, x1] = span(missing.map(([x]) => x))
  const [y0, y1] = span(missing.map(([, y]) => y))
  expect(x1 - x0 + 1).toBeLessThanOrEqual(Math.ceil(size * 0.22))
  expect(y1 - y0 + 1).toBeLessThanOrEqual(Math.ceil(size * 0.22))
  expect(Math.abs(x0 + x1 - (size - 1))).toBeLessThanOrEqual(2)
  expect(Math.abs(y0 + y1 - (size - 1))).toBeLessThanOrEqual(2)
}

async function open(latch: ReturnType<typeof wcTestLatch>['latch'], data = {}) {
  await act(() => latch.open({ view: 'ConnectingWalletConnect', data }))
}

describe('ConnectingWalletConnect', () => {
  it('pairs once on arrival: a spinner while the relay answers, then the QR of the URI', async () => {
    const { latch, wc } = wcTestLatch({ autoOffer: false })
    ;({ unmount } = renderWithViews(latch))
    await open(latch)
    await until(() => byRole('status', PREPARING).length === 1)
    expect(accessibleName(dialog())).toBe('WalletConnect')
    expect(wc.attempts).toBe(1)
    expect(latch.getState().plugins.walletConnect?.pairing.status).toBe('starting')
    expect(qr()).toBeUndefined()
    expect(byRole('button', 'Copy link')).toHaveLength(0)

    const uri = wc.offer()
    await until(() => qr())
    expectQrOf(qr(), uri)
    expect(byRole('status', PREPARING)).toHaveLength(0)
    expect(byRole('heading', 'Scan with your phone')).toHaveLength(1)
    expect(byRole('button', 'Copy link')).toHaveLength(1)
    // Not a phone: no Open wallet link.
    expect(byRole('link')).toHaveLength(0)
    expect(wc.attempts).toBe(1)
  })

  it('replaces the QR when the plugin renews the URI, keeping focus on Copy link', async () => {
    const { latch, wc } = wcTestLatch()
    ;({ unmount } = renderWithViews(latch))
    await open(latch)
    await until(() => qr())
    const first = latch.getState().plugins.walletConnect?.pairing
    expect(first?.status).toBe('ready')
    expectQrOf(qr(), first?.status === 'ready' ? first.uri : '')
    const copy = byRole('button', 'Copy link')[0] as HTMLElement
    act(() => copy.focus())
    const svg = qr()

    // A longer URI: another size of code, redrawn in place.
    const renewed = `${sampleUri(7)}&methods=wc_sessionRequest`
    wc.offer(renewed)
    await settle()
    expectQrOf(qr(), renewed)
    expect(qr()).toBe(svg)
    expect(document.activeElement).toBe(copy)
    expect(copy.isConnected).toBe(true)
    expect(wc.attempts).toBe(1)
  })

  it('copies the exact wc: URI with Copy link', async () => {
    const writeText = vi.fn(async (_text: string) => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { latch, wc } = wcTestLatch({ autoOffer: false })
    ;({ unmount } = renderWithViews(latch))
    await open(latch)
    await until(() => wc.attempts === 1)
    const uri = wc.offer()
    await until(() => byRole('button', 'Copy link').length === 1)
    await act(async () => byRole('button', 'Copy link')[0]?.click())
    await until(() => byRole('button', 'Copied').length === 1)
    expect(writeText).toHaveBeenCalledTimes(1)
    expect(writeText).toHaveBeenCalledWith(uri)
  })

  it("after a refusal: 'Connection rejected' and Try again, which pairs again with a new URI", async () => {
    const { latch, wc } = wcTestLatch()
    ;({ unmount } = renderWithViews(latch))
    await open(latch)
    await until(() => qr())
    const first = byRole('button', 'Copy link')[0] as HTMLElement
    act(() => first.focus())

    await wc.reject()
    await until(() => byRole('button', 'Try again').length === 1)
    expect(alerts()).toEqual(['Connection rejected'])
    expect(qr()).toBeUndefined()
    expect(byRole('button', 'Copy link')).toHaveLength(0)
    // The control that had focus is gone: focus is on the way forward, not lost to the page.
    expect(document.activeElement).toBe(byRole('button', 'Try again')[0])
    expect(latch.getState().modal.open).toBe(true)
    const before = latch.getState().plugins.walletConnect?.pairing

    await act(async () => byRole('button', 'Try again')[0]?.click())
    await until(() => qr())
    expect(wc.attempts).toBe(2)
    expect(alerts()).toEqual([])
    const after = latch.getState().plugins.walletConnect?.pairing
    expect(after?.status).toBe('ready')
    expect(after).not.toBe(before)
    const uri = after?.status === 'ready' ? after.uri : ''
    expect(uri).toBe(sampleUri(2))
    expectQrOf(qr(), uri)
    // Focus came back to the first action once the new code showed.
    expect(document.activeElement).toBe(byRole('button', 'Copy link')[0])

    // A wallet approves: the core closes the modal.
    await wc.approve()
    await until(() => !latch.getState().modal.open)
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
  })

  it('speaks German: the code, its name, Copy link, and a refusal', async () => {
    const { latch, wc } = wcTestLatch()
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'de' }))
    ;({ unmount } = renderWithViews(latch))
    await open(latch)
    await until(() => byRole('img', 'Mit der Wallet auf deinem Handy scannen').length === 1)
    expect(byRole('heading', 'Mit dem Handy scannen')).toHaveLength(1)
    expect(byRole('button', 'Link kopieren')).toHaveLength(1)
    expect(byRole('button', 'Copy link')).toHaveLength(0)

    await wc.reject()
    await until(() => byRole('button', 'Erneut versuchen').length === 1)
    expect(alerts()).toEqual(['Verbindung abgelehnt'])
    expect(dialog().textContent).toContain('Du hast die Anfrage in deiner Wallet abgelehnt.')
  })

  it('when the relay cannot be reached: its message and Retry, never a QR', async () => {
    const { latch, wc } = wcTestLatch({ autoOffer: false })
    ;({ unmount } = renderWithViews(latch))
    await open(latch)
    await until(() => wc.attempts === 1)
    await wc.unreachable()
    await until(() => byRole('button', 'Retry').length === 1)
    expect(alerts()).toEqual(['The relay could not be reached'])
    expect(qr()).toBeUndefined()
    expect(byRole('button', 'Try again')).toHaveLength(0)

    await act(async () => byRole('button', 'Retry')[0]?.click())
    await until(() => byRole('status', PREPARING).length === 1)
    expect(wc.attempts).toBe(2)
    expect(alerts()).toEqual([])
    const uri = wc.offer()
    await until(() => qr())
    expectQrOf(qr(), uri)
  })

  it('shows a QR only while the pairing is ready with a wc: URI', async () => {
    const { latch, wc } = wcTestLatch({ autoOffer: false })
    ;({ unmount } = renderWithViews(latch))
    await open(latch)
    await until(() => byRole('status', PREPARING).length === 1)
    const error = { code: 'CONNECTION_REJECTED', message: 'Connection rejected' } as const
    const states: PairingState[] = [
      { status: 'idle' },
      { status: 'starting' },
      { status: 'rejected', error },
      { status: 'unreachable', error: { code: 'RELAY_UNREACHABLE', message: 'x' } },
      // Not a pairing URI: neither a QR nor a link to it.
      { status: 'ready', uri: 'javascript:alert(1)', expiresAt: 0 },
    ]
    for (const pairing of states) {
      wc.offer()
      await settle()
      expect(qr()).toBeDefined()
      wc.setPairing(pairing)
      await settle()
      expect(qr(), pairing.status).toBeUndefined()
      expect(byRole('button', 'Copy link'), pairing.status).toHaveLength(0)
      expect(document.querySelector('svg [data-qr-modules]'), pairing.status).toBeNull()
    }
    expect(document.body.innerHTML).not.toContain('javascript:')
  })

  it('does not take an earlier attempt’s refusal for this one’s', async () => {
    // The plugin takes a moment (its SDK loads) before it says 'starting'.
    const { latch, wc } = wcTestLatch({ autoOffer: false, loadMs: 300 })
    wc.setPairing({
      status: 'rejected',
      error: { code: 'CONNECTION_REJECTED', message: 'Connection rejected' },
    })
    ;({ unmount } = renderWithViews(latch))
    await open(latch)
    await until(() => byRole('status', PREPARING).length === 1)
    expect(wc.attempts).toBe(1)
    // Still the earlier refusal in state: not shown as this attempt's outcome.
    expect(latch.getState().plugins.walletConnect?.pairing.status).toBe('rejected')
    expect(alerts()).toEqual([])
    expect(byRole('button', 'Try again')).toHaveLength(0)
    await until(() => latch.getState().plugins.walletConnect?.pairing.status === 'starting')
    expect(alerts()).toEqual([])
  })

  it('pairs once under React strict mode', async () => {
    const { latch, wc } = wcTestLatch()
    ;({ unmount } = renderWithViews(latch, null, { strict: true }))
    await open(latch)
    await until(() => qr())
    await settle()
    expect(wc.attempts).toBe(1)
  })

  describe('on a phone', () => {
    it('links to the wc: URI itself when no wallet was picked, built from the URI at tap time', async () => {
      const { latch, wc } = wcTestLatch({ device: 'mobile', autoOffer: false })
      ;({ unmount } = renderWithViews(latch))
      await open(latch)
      await until(() => wc.attempts === 1)
      expect(byRole('link', 'Open wallet')).toHaveLength(0)
      const uri = wc.offer()
      await until(() => byRole('link', 'Open wallet').length === 1)
      const link = byRole('link', 'Open wallet')[0] as HTMLAnchorElement
      expect(link.getAttribute('href')).toBe(uri)
      expect(link.getAttribute('target')).toBeNull()
      // The first action on a phone; Copy link and the QR (for another device) stay.
      expect(document.querySelector('.latch-panel__actions > *')).toBe(link)
      expect(byRole('button', 'Copy link')).toHaveLength(1)
      expect(qr()).toBeDefined()
      expect(byRole('heading', 'Continue in your wallet')).toHaveLength(1)

      // The tap reads the pairing as it is then, synchronously: here the store has a new URI that
      // React has not rendered yet (no act), and the link opens the new one.
      const hrefAtTap: string[] = []
      const afterReact = (event: Event) => {
        hrefAtTap.push((event.target as HTMLAnchorElement).getAttribute('href') ?? '')
        event.preventDefault()
      }
      document.addEventListener('click', afterReact)
      const renewed = sampleUri(9)
      wc.setPairing({ status: 'ready', uri: renewed, expiresAt: 0 }, { render: false })
      expect(link.getAttribute('href')).toBe(uri)
      link.click()
      document.removeEventListener('click', afterReact)
      expect(hrefAtTap).toEqual([renewed])
    })

    it('opens the picked wallet’s own link with the URI, and nothing once the pairing is gone', async () => {
      const rainbow = {
        id: 'rainbow',
        name: 'Rainbow',
        mobile_link: 'https://rnbwapp.com',
      }
      const { latch, wc } = wcTestLatch({ device: 'mobile', featured: [rainbow] })
      ;({ unmount } = renderWithViews(latch))
      await open(latch, { walletId: 'rainbow' })
      await until(() => byRole('link', 'Open Rainbow').length === 1)
      const pairing = latch.getState().plugins.walletConnect?.pairing
      const uri = pairing?.status === 'ready' ? pairing.uri : ''
      const link = byRole('link', 'Open Rainbow')[0] as HTMLAnchorElement
      expect(link.getAttribute('href')).toBe(
        `https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`,
      )
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
      expect(byRole('heading', 'Continue in Rainbow')).toHaveLength(1)

      // Tapped just as the pairing ends (not rendered yet): the tap goes nowhere.
      const prevented: boolean[] = []
      const afterReact = (event: Event) => {
        prevented.push(event.defaultPrevented)
        event.preventDefault()
      }
      document.addEventListener('click', afterReact)
      wc.setPairing({ status: 'starting' }, { render: false })
      link.click()
      document.removeEventListener('click', afterReact)
      expect(prevented).toEqual([true])
      await settle()
      expect(byRole('link')).toHaveLength(0)
      expect(wc.attempts).toBe(1)
    })
  })

  it('on a computer, opens a picked catalogue wallet’s desktop app with the URI', async () => {
    const zerion = { id: 'zerion', name: 'Zerion', desktop_link: 'zerion://' }
    const { latch } = wcTestLatch({ featured: [zerion] })
    ;({ unmount } = renderWithViews(latch))
    await open(latch, { walletId: 'zerion' })
    await until(() => byRole('link', 'Open Zerion desktop').length === 1)
    const pairing = latch.getState().plugins.walletConnect?.pairing
    const uri = pairing?.status === 'ready' ? pairing.uri : ''
    const link = byRole('link', 'Open Zerion desktop')[0] as HTMLAnchorElement
    expect(link.getAttribute('href')).toBe(`zerion://wc?uri=${encodeURIComponent(uri)}`)
    expect(qr()).toBeDefined() // the QR stays: a phone can scan it instead
  })
})
