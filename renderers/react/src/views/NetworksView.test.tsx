// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { accessibleName, byRole, renderUI, until } from '../test/renderUI'
import { home, networkTestLatch, solana } from './test/networkTestLatch'

let unmount = () => {}
afterEach(() => unmount())

async function openNetworks(test: ReturnType<typeof networkTestLatch>) {
  ;({ unmount } = renderUI(test.latch, null))
  await act(() => test.latch.open({ view: 'Networks' }))
  await until(() => byRole('list', 'Networks').length + byRole('heading', 'Solana').length > 0)
}

const row = (name: string) => byRole('button', name)[0] as HTMLButtonElement

describe('Networks', () => {
  it('lists the app networks, the active one marked, images decorative', async () => {
    await openNetworks(networkTestLatch())
    expect(accessibleName(byRole('dialog')[0] as HTMLElement)).toBe('Choose network')
    expect(row('Latch Local Active').getAttribute('aria-current')).toBe('true')
    expect(row('Latch Local 2').getAttribute('aria-current')).toBeNull()
    const [image] = byRole('img').filter((img) => img.getAttribute('src')?.includes('home.png'))
    expect(image?.getAttribute('alt')).toBe('')
    expect(row('Latch Local Active').contains(image as HTMLElement)).toBe(true)
  })

  it('switches at once when no wallet is connected (network.switch decides)', async () => {
    const test = networkTestLatch()
    await openNetworks(test)
    await act(async () => row('Latch Local 2').click())
    await until(() => byRole('button', 'Latch Local 2 Active').length === 1)
    expect(test.latch.getState().networks.activeCaipNetworkId).toBe('eip155:31338')
    expect(row('Latch Local').getAttribute('aria-current')).toBeNull()
  })

  it('connected: the wallet is asked while SwitchNetwork shows, then back here on the new network', async () => {
    const test = networkTestLatch({ latencyMs: 100 })
    await test.connect()
    await openNetworks(test)
    const seen: unknown[] = []
    test.latch.subscribe(test.view, (view) => seen.push(view))
    await act(async () => row('Latch Local 2').click())
    await until(() => byRole('button', 'Latch Local 2 Active').length === 1)
    expect(seen).toEqual(['SwitchNetwork', 'Networks'])
    expect(test.adapter.calls.find((c) => c.method === 'switchNetwork')?.params).toMatchObject({
      caipNetworkId: 'eip155:31338',
    })
  })

  it("shows a failed switch by the spec's message when the core comes back here", async () => {
    const test = networkTestLatch()
    await test.connect()
    await openNetworks(test)
    test.adapter.rejectNext('switchNetwork')
    await act(async () => row('Latch Local 2').click())
    await until(() => byRole('alert').length === 1)
    expect(byRole('alert')[0]?.textContent).toBe('User rejected the request')
    expect(test.view()).toBe('Networks')
    expect(row('Latch Local Active').getAttribute('aria-current')).toBe('true')
  })

  it('groups the networks by chain family when the app has several', async () => {
    await openNetworks(networkTestLatch({ networks: [home, solana] }))
    expect(byRole('heading', 'EVM networks')).toHaveLength(1)
    expect(byRole('heading', 'Solana')).toHaveLength(1)
    expect(byRole('list', 'Solana')[0]?.textContent).toContain('Solana Devnet')
    expect(byRole('list', 'EVM networks')[0]?.textContent).toContain('Latch Local')
  })

  it('is read-only when the app disables network switching', async () => {
    const test = networkTestLatch({ enableNetworkSwitch: false })
    await openNetworks(test)
    expect(document.body.textContent).toContain('This app does not allow switching networks.')
    expect(row('Latch Local 2').disabled).toBe(true)
    await act(async () => row('Latch Local 2').click())
    expect(test.latch.getState().networks.activeCaipNetworkId).toBe('eip155:31337')
  })
})
