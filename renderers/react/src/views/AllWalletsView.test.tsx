// @vitest-environment happy-dom
import { WALLET_PAGE_SIZE, WALLET_SEARCH_MIN_WAIT_MS } from '@latch/core/constants'
import { type LocalApi, mockNetworks, startLocalApi } from '@latch/testkit'
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { walletConnectViews } from '../modal/fixtures/walletConnectViews'
import { accessibleName, byRole, renderUI, settle, uiTestLatch, until } from '../test/renderUI'

// Against the testkit's real local API: the 600-wallet catalogue with images, on 127.0.0.1.
let api: LocalApi
let unmount = () => {}
beforeAll(async () => {
  api = await startLocalApi()
})
afterEach(() => {
  unmount()
  api.faults.clear()
})
afterAll(async () => {
  await (
    window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }
  ).happyDOM.waitUntilComplete()
  await api.stop()
})

// The catalogue lists wallets by the chains the app asks for: the mock chains plus Ethereum's id.
const ethereum = {
  ...mockNetworks.home,
  id: 1,
  name: 'Ethereum',
  caipNetworkId: 'eip155:1',
} as const

async function openAllWallets(options: Parameters<typeof uiTestLatch>[0] = {}) {
  const test = uiTestLatch({
    networks: [mockNetworks.home, mockNetworks.other, ethereum],
    endpoints: { api: api.apiUrl, data: api.dataUrl, analytics: api.analyticsUrl },
    ...options,
  })
  ;({ unmount } = renderUI(test.latch, null))
  await act(() => test.latch.open({ view: 'AllWallets' }))
  await until(() => byRole('searchbox').length + byRole('textbox').length > 0)
  return test
}

const list = (name = 'All wallets') => byRole('list', name)[0] as HTMLElement
const rows = (name = 'All wallets') => Array.from(list(name)?.querySelectorAll('li') ?? [])
const searchInput = () => document.querySelector('input[type="search"]') as HTMLInputElement

/** Types into the search field as a user does (React listens to `input`). */
async function type(text: string) {
  const input = searchInput()
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setValue?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Scrolls the list's window to its end, as the user's wheel does. */
async function scrollToEnd() {
  const scroller = list().parentElement as HTMLElement
  await act(async () => {
    scroller.scrollTop = Number.parseFloat(list().style.height)
    scroller.dispatchEvent(new Event('scroll'))
  })
}

describe('AllWallets', () => {
  it('has a labelled search field, and loads the first page on arrival', async () => {
    const { latch } = await openAllWallets()
    expect(accessibleName(byRole('dialog')[0] as HTMLElement)).toBe('All wallets')
    const input = searchInput()
    expect(input.type).toBe('search')
    expect(accessibleName(input)).toBe('Search wallets')
    await until(() => latch.getState().wallets.page === 1)
    const first = latch.getState().wallets.wallets[0]
    await until(
      () =>
        byRole('button', first?.name ?? '').length + byRole('link', first?.name ?? '').length === 1,
    )
  })

  it('is virtualised: pages load as the list nears its end, the DOM keeps only the rows in view', async () => {
    const { latch } = await openAllWallets()
    await until(() => latch.getState().wallets.page === 1)
    for (let page = 2; page <= 4; page++) {
      await scrollToEnd()
      await until(() => latch.getState().wallets.page === page)
    }
    const loaded = latch.getState().wallets.wallets.length
    expect(loaded).toBeGreaterThanOrEqual(3 * WALLET_PAGE_SIZE)
    await settle()
    const inDom = rows()
    expect(inDom.length).toBeGreaterThan(0)
    expect(inDom.length).toBeLessThan(25)
    // The rows in the DOM are those around the scroll position, far from the top, each telling
    // its place in the whole list.
    const { featured, recommended } = latch.getState().wallets
    const total = loaded + featured.length + recommended.length
    const positions = inDom.map((row) => Number(row.getAttribute('aria-posinset')))
    expect(Math.min(...positions)).toBeGreaterThan(2 * WALLET_PAGE_SIZE)
    for (const row of inDom) expect(Number(row.getAttribute('aria-setsize'))).toBe(total)
  })

  it('shows wallet images as decorative (rows are named by the wallet), from the catalogue image ids', async () => {
    const { latch } = await openAllWallets()
    await until(() => rows().length > 0 && latch.getState().wallets.page === 1)
    const images = Array.from(list().querySelectorAll('img'))
    expect(images.length).toBeGreaterThan(0)
    const known = new Set(Object.values(latch.getState().wallets.images))
    for (const image of images) {
      expect(image.getAttribute('alt')).toBe('')
      expect(known.has(image.getAttribute('src') ?? '')).toBe(true)
    }
    for (const row of rows()) {
      const control = row.querySelector('a, button') as HTMLElement
      expect(accessibleName(control)).not.toBe('')
    }
  })

  it('opens a wallet with no connector on its own page, in a new tab without a handle on this one', async () => {
    const { latch } = await openAllWallets()
    await until(() => latch.getState().wallets.page === 1)
    const wallet = latch.getState().wallets.wallets.find((w) => w.homepage) ?? {
      name: '',
      homepage: '',
    }
    await until(() => byRole('link', wallet.name).length === 1)
    const [link] = byRole('link', wallet.name) as HTMLAnchorElement[]
    expect(link?.getAttribute('href')).toBe(wallet.homepage)
    expect(link?.target).toBe('_blank')
    expect(link?.rel).toBe('noopener noreferrer')
  })

  it("on a phone, opens Phantom's app on this page through its deep link (spec §2)", async () => {
    const { latch } = await openAllWallets({ device: 'mobile' })
    await until(() => latch.getState().wallets.page === 1)
    await until(() => byRole('link', 'Phantom').length === 1)
    const [link] = byRole('link', 'Phantom') as HTMLAnchorElement[]
    expect(link?.getAttribute('href')).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent(location.href)}?ref=${encodeURIComponent(location.origin)}`,
    )
  })

  it('reaches a wallet with no connector through the relay protocol’s QR when the app has it', async () => {
    const test = uiTestLatch({
      networks: [mockNetworks.home, mockNetworks.other, ethereum],
      endpoints: { api: api.apiUrl, data: api.dataUrl, analytics: api.analyticsUrl },
    })
    test.adapter.addConnector({ id: 'walletConnect', kind: 'walletConnect', name: 'WalletConnect' })
    ;({ unmount } = renderUI(test.latch, null, { views: [walletConnectViews] }))
    await act(() => test.latch.open({ view: 'AllWallets' }))
    await until(() => test.latch.getState().wallets.page === 1)
    const wallet = test.latch.getState().wallets.wallets.find((w) => w.homepage)
    if (!wallet) throw new Error('the catalogue has no wallet with a page')
    await until(() => byRole('button', wallet.name).length === 1)
    expect(byRole('link', wallet.name)).toHaveLength(0)
    await act(async () => byRole('button', wallet.name)[0]?.click())
    expect(test.latch.getState().router.history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { connectorId: 'walletConnect', namespace: 'eip155', walletId: wallet.id },
    })
  })

  it('connects in place when a set-up connector matches the wallet', async () => {
    const { latch, adapter } = await openAllWallets()
    await until(() => latch.getState().wallets.page === 1)
    const wallet = latch.getState().wallets.wallets[2]
    if (!wallet) throw new Error('the catalogue is empty')
    act(() => adapter.addConnector({ id: 'ext', kind: 'external', name: wallet.name }))
    await until(() => byRole('button', wallet.name).length === 1)
    expect(byRole('link', wallet.name)).toHaveLength(0)
    const views: string[] = []
    latch.subscribe(
      (s) => s.router.history.at(-1)?.view,
      (view) => views.push(String(view)),
    )
    await act(async () => byRole('button', wallet.name)[0]?.click())
    await until(() => adapter.calls.some((c) => c.method === 'connect'))
    expect(views[0]).toBe('ConnectingExternal')
    expect(adapter.calls.find((c) => c.method === 'connect')?.params).toMatchObject({
      connectorId: 'ext',
    })
  })

  it('searches: loading while the core waits, then the results, then no results', async () => {
    const { latch } = await openAllWallets()
    await until(() => latch.getState().wallets.page === 1)
    const target = latch.getState().wallets.wallets[7]?.name ?? ''
    await type(`  ${target}  `)
    await until(() => byRole('status', 'Searching wallets').length === 1)
    expect(latch.getState().wallets.search.query).toBe(target)
    await act(() => latch.clock.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS))
    await until(() => latch.getState().wallets.search.status === 'ready')
    await until(() => byRole('list', 'Search results').length === 1)
    expect(byRole('status', 'Searching wallets')).toHaveLength(0)
    const names = rows('Search results').map((row) =>
      accessibleName(row.querySelector('a, button') as HTMLElement),
    )
    expect(names).toContain(target)

    await type('zzzz-no-such-wallet')
    await act(() => latch.clock.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS))
    await until(() => byRole('status', 'No wallet found for “zzzz-no-such-wallet”').length === 1)
    expect(byRole('list', 'Search results')).toHaveLength(0)

    // Clearing the field shows the catalogue again.
    await type('')
    await until(() => byRole('list', 'All wallets').length === 1)
  })

  it('shows the loading state while the first page is on its way', async () => {
    // The catalogue is down: the core retries on its (manual) clock, so the request stays on its way.
    api.faults.set('/getWallets', { kind: 'server-error', status: 503 })
    const { latch } = await openAllWallets()
    await until(() => byRole('status', 'Loading wallets').length === 1)
    expect(rows()).toHaveLength(0)
    api.faults.clear()
    for (let step = 0; step < 50 && latch.getState().wallets.page === 0; step++) {
      await act(() => latch.clock.advanceAsync(5_000))
      await settle()
    }
    await until(() => rows().length > 0)
    expect(byRole('status', 'Loading wallets')).toHaveLength(0)
  })

  it('shows the loading state, then a failed page by its message with Try again', async () => {
    api.faults.set('/getWallets', { kind: 'malformed' })
    const { latch } = await openAllWallets()
    await until(() => byRole('alert').length === 1)
    expect(byRole('alert')[0]?.textContent).toBe('The service answered with an unexpected response')
    expect(latch.getState().wallets.wallets).toHaveLength(0)

    api.faults.clear()
    await act(async () => byRole('button', 'Try again')[0]?.click())
    await until(() => latch.getState().wallets.page === 1)
    await until(() => rows().length > 0)
    expect(byRole('alert')).toHaveLength(0)
  })

  it('shows the empty state when the catalogue has nothing for the app', async () => {
    await openAllWallets({ includeWalletIds: ['no-such-wallet-id'] })
    await until(() => byRole('status', 'No wallets to show.').length === 1)
    expect(rows()).toHaveLength(0)
  })
})
