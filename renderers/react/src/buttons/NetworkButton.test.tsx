// @vitest-environment happy-dom
import { mockNetworks } from '@latch/testkit'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { accessibleName, byRole, renderUI, until } from '../test/renderUI'
import { NetworkButton } from './NetworkButton'
import { buttonLatch, connect } from './test/buttonLatch'

let unmount = () => {}
afterEach(() => unmount())

const networkButton = () => byRole('button', /, change network$/)[0] as HTMLElement | undefined

describe('NetworkButton', () => {
  it('shows the active network', () => {
    const { latch } = buttonLatch()
    ;({ unmount } = renderUI(latch, <NetworkButton />))
    expect(latch.getState().networks.activeCaipNetworkId).toBe(mockNetworks.home.caipNetworkId)
    expect(accessibleName(networkButton() as HTMLElement)).toBe('Latch Local, change network')
    expect(networkButton()?.textContent).toContain('Latch Local')
  })

  it('follows a network switch', async () => {
    const { latch } = buttonLatch()
    ;({ unmount } = renderUI(latch, <NetworkButton />))
    await connect(latch)
    await act(() =>
      latch.dispatch({ type: 'network.switch', caipNetworkId: mockNetworks.other.caipNetworkId }),
    )
    await until(() => networkButton()?.textContent?.includes('Latch Local 2'))
    expect(accessibleName(networkButton() as HTMLElement)).toBe('Latch Local 2, change network')
  })

  it("says 'Unsupported network' when the wallet moves to a network the app does not offer", async () => {
    const { latch, adapter } = buttonLatch()
    ;({ unmount } = renderUI(latch, <NetworkButton />))
    await connect(latch)
    await act(async () => adapter.changeChain('mock', 'eip155:424242'))
    await until(() => networkButton()?.textContent?.includes('Unsupported network'))
    expect(latch.getState().networks.activeCaipNetworkId).toBe('eip155:424242')
    expect(accessibleName(networkButton() as HTMLElement)).toBe(
      'Unsupported network, change network',
    )
  })

  it('opens the network list', async () => {
    const { latch } = buttonLatch()
    ;({ unmount } = renderUI(latch, <NetworkButton />))
    await act(async () => networkButton()?.click())
    await until(() => byRole('dialog').length === 1)
    expect(latch.getState().router.history.at(-1)?.view).toBe('Networks')
    expect(accessibleName(byRole('dialog')[0] as HTMLElement)).toBe('Choose network')
  })
})
