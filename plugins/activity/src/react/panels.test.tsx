// @vitest-environment happy-dom
import type { Locale } from '@latch/core'
import { LatchUI } from '@latch/react'
import { type Devnet, type LocalApi, startDevnet, startLocalApi } from '@latch/testkit'
import { accessibleName, byRole, click, until } from '@latch/testkit/dom'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { activityWorld, settleOnClock, type World } from '../test/activityWorld'
import { activityViews } from './index'

// The default UI's Account view with the activity plugin's panels, on real local parts (devnet,
// local Data API, eip155 with the test wallet), in happy-dom.

let devnet: Devnet
let api: LocalApi
const cleanups: (() => void)[] = []
beforeAll(async () => {
  devnet = await startDevnet()
  api = await startLocalApi({ chains: devnet.chains, historyPageSize: 2, nftPageSize: 1 })
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  api.faults.clear()
})
afterAll(async () => {
  await (
    window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }
  ).happyDOM.waitUntilComplete()
  await api?.stop()
  await devnet?.stop()
})

const views = [activityViews]

/** Connects dev account `index`, renders the default UI with the panels, opens Account. */
async function openAccount(index: number, withViews = true, locale?: Locale): Promise<World> {
  const world = activityWorld(devnet, api, { accountIndex: index, startAt: Date.now() })
  if (locale) await world.latch.dispatch({ type: 'locale.set', locale })
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  act(() => root.render(<LatchUI client={world.latch} views={withViews ? views : undefined} />))
  cleanups.push(() => {
    act(() => root.unmount())
    container.remove()
    world.destroy()
  })
  await act(() =>
    world.latch.dispatch({ type: 'connection.connect', connectorId: 'dev.latch.testwallet' }),
  )
  await act(() => world.latch.open())
  await until(() => byRole('tab').length > 0)
  return world
}

/** Presses Load more until the list has no next page (one page per press). */
async function loadAll(what: string) {
  const button = () => byRole('button', `Load more ${what}`)[0]
  for (let page = 0; page < 20 && button(); page++) {
    await click(button())
    await until(() => byRole('status', `Loading more ${what}`).length === 0)
  }
  expect(button()).toBeUndefined()
}

const tabNames = () => byRole('tab').map((tab) => accessibleName(tab))
const panel = () => byRole('tabpanel').find((element) => !element.hidden)

describe('Account tabs with the activity plugin', () => {
  it('shows NFTs and Activity only with the plugin’s panels', async () => {
    await openAccount(2, false)
    expect(tabNames()).toEqual(['Tokens'])
  })

  it('lists the history grouped by day, signed, and pages with Load more', async () => {
    await openAccount(2)
    expect(tabNames()).toEqual(['Tokens', 'NFTs', 'Activity'])
    await click(byRole('tab', 'Activity')[0])
    await until(() => byRole('heading', 'Today').length === 1)
    const items = () => byRole('listitem').filter((item) => panel()?.contains(item))
    // The first page (2 items): the airdrop, spam only, is left out; the pets' mint shows.
    expect(items()).toHaveLength(1)
    expect(items()[0]?.textContent).toContain('Received')
    // The devnet's mints: the pets arrive as +NFTs, the token as +1,000,000 LUSD.
    await loadAll('transactions')
    expect(items()).toHaveLength(2)
    const text = panel()?.textContent ?? ''
    expect(text).toContain('+Latch Pets #5')
    expect(text).toContain('+Latch Pets #6')
    expect(text).toContain('+1,000,000 LUSD')
    expect(text).not.toContain('Free Claim Rewards')
  })

  it('loads the next page when the end of the list scrolls into view (IntersectionObserver)', async () => {
    // The page's observer: the test says when the sentinel is in view, as scrolling would.
    const observed: { element: Element; callback: IntersectionObserverCallback }[] = []
    const Real = window.IntersectionObserver
    window.IntersectionObserver = class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback })
      }
      disconnect() {
        observed.splice(0)
      }
    } as unknown as typeof IntersectionObserver
    cleanups.push(() => {
      window.IntersectionObserver = Real
    })
    const world = await openAccount(5)
    await click(byRole('tab', 'Activity')[0])
    await until(() => observed.length === 1)
    const before = world.latch.getState().plugins.activity!.transactions.items.length
    const [{ element, callback }] = observed as [(typeof observed)[number]]
    expect(element.contains(byRole('button', 'Load more transactions')[0] ?? null)).toBe(true)
    await act(async () =>
      callback(
        [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    )
    await until(() => world.latch.getState().plugins.activity!.transactions.items.length > before)
  })

  it("shows 'Failed to fetch transactions' with Retry, which recovers", async () => {
    api.faults.set('/v1/account/:account/history', { kind: 'server-error' })
    const world = await openAccount(4)
    await click(byRole('tab', 'Activity')[0])
    await until(() => byRole('status', 'Loading activity').length === 1)
    await act(() => settleOnClock(world.latch, new Promise((r) => setTimeout(r, 400)), 2_000))
    await until(() => byRole('alert').length > 0)
    expect(byRole('alert').map((alert) => alert.textContent)).toEqual([
      'Failed to fetch transactions',
    ])
    api.faults.clear()
    await click(byRole('button', 'Retry')[0])
    await until(() => byRole('heading', 'Today').length === 1)
    expect(byRole('alert')).toEqual([])
  })

  it('shows the NFTs as a grid of image, name and collection, spam left out', async () => {
    await openAccount(3)
    await click(byRole('tab', 'NFTs')[0])
    await until(() => byRole('status', 'Loading NFTs').length === 0)
    await loadAll('NFTs')
    const grid = byRole('list', 'NFTs')[0]
    expect(byRole('listitem').filter((item) => grid?.contains(item))).toHaveLength(2)
    expect(byRole('img', 'Latch Pets #8')).toHaveLength(1)
    expect(grid?.textContent).toContain('Latch Pets')
    // Account 3's airdrop token is spam: the last page ends without it.
    expect(panel()?.textContent).not.toContain('Free Claim Rewards')
  })

  it('speaks German: tabs, day headings, operations, amounts and paging', async () => {
    await openAccount(2, true, 'de')
    await until(() => tabNames().includes('Aktivität'))
    await click(byRole('tab', 'Aktivität')[0])
    await until(() => byRole('heading', 'Heute').length === 1)
    const button = () => byRole('button', 'Weitere Transaktionen laden')[0]
    for (let page = 0; page < 20 && button(); page++) {
      await click(button())
      await until(() => byRole('status', 'Weitere Transaktionen werden geladen').length === 0)
    }
    const text = panel()?.textContent ?? ''
    expect(text).toContain('Empfangen')
    // German digits: a dot between thousands.
    expect(text).toContain('+1.000.000 LUSD')
    expect(text).not.toContain('Received')
    // Each amount is isolated, so a right-to-left page keeps its sign first.
    const amounts = Array.from(panel()?.querySelectorAll('bdi') ?? []).map((b) => b.textContent)
    expect(amounts).toContain('+1.000.000 LUSD')
  })

  it('speaks Arabic, right to left, the failure included', async () => {
    api.faults.set('/v1/account/:account/nfts', { kind: 'server-error' })
    const world = await openAccount(3, true, 'ar')
    const dialog = byRole('dialog')[0]
    expect(dialog?.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    await until(() => tabNames().includes('NFT'))
    await click(byRole('tab', 'NFT')[0])
    await act(() => settleOnClock(world.latch, new Promise((r) => setTimeout(r, 400)), 2_000))
    await until(() => byRole('button', 'إعادة المحاولة').length === 1)
    await until(
      () => byRole('alert')[0]?.textContent === 'تعذّر جلب الرموز غير القابلة للاستبدال (NFT)',
    )
  })
})
