// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { accessibleName, byRole, renderUI, until } from '../test/renderUI'
import { networkTestLatch } from './test/networkTestLatch'

let unmount = () => {}
afterEach(() => unmount())

/** Connected, then the wallet moves by itself to a chain the app does not offer. */
async function onUnsupportedChain() {
  const test = networkTestLatch()
  await test.connect()
  ;({ unmount } = renderUI(test.latch, null))
  act(() => test.adapter.changeChain('mock', 'eip155:999'))
  await until(() => byRole('heading', "This app doesn't support your current network").length === 1)
  return test
}

describe('UnsupportedChain', () => {
  it('opens when the wallet is on a network the app does not offer, and lists the app networks', async () => {
    const test = await onUnsupportedChain()
    expect(test.view()).toBe('UnsupportedChain')
    expect(accessibleName(byRole('dialog')[0] as HTMLElement)).toBe('Unsupported network')
    const list = byRole('list', 'Networks this app supports')[0]
    expect(list?.querySelectorAll('button')).toHaveLength(2)
    for (const button of byRole('button')) expect(accessibleName(button)).not.toBe('')
  })

  it('switching to one of them asks the wallet (network.switch)', async () => {
    const test = await onUnsupportedChain()
    await act(async () => byRole('button', 'Latch Local 2')[0]?.click())
    await until(() => test.latch.getState().networks.activeCaipNetworkId === 'eip155:31338')
    expect(test.adapter.calls.find((c) => c.method === 'switchNetwork')?.params).toMatchObject({
      caipNetworkId: 'eip155:31338',
    })
  })

  it("shows a declined switch by the spec's message", async () => {
    const test = await onUnsupportedChain()
    test.adapter.rejectNext('switchNetwork')
    await act(async () => byRole('button', 'Latch Local 2')[0]?.click())
    await until(() => byRole('alert').length === 1)
    expect(byRole('alert')[0]?.textContent).toBe('User rejected the request')
    expect(test.view()).toBe('UnsupportedChain')
  })

  it('Disconnect disconnects the wallet', async () => {
    const test = await onUnsupportedChain()
    await act(async () => byRole('button', 'Disconnect')[0]?.click())
    await until(() => test.latch.getState().accounts.eip155?.status !== 'connected')
    expect(test.adapter.calls.some((c) => c.method === 'disconnect')).toBe(true)
  })
})
