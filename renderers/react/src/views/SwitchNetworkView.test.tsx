// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { accessibleName, byRole, renderUI, until } from '../test/renderUI'
import { networkTestLatch } from './test/networkTestLatch'

let unmount = () => {}
afterEach(() => unmount())

describe('SwitchNetwork', () => {
  it('waits on the wallet with the target network named and shown, then the core goes back', async () => {
    const test = networkTestLatch()
    await test.connect()
    // The wallet answers once the waiting view has been seen: a wallet that answered after a set
    // time raced the modal's and the view's chunks (the view never showed when they came later).
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const switchNetwork = test.adapter.switchNetwork
    test.adapter.switchNetwork = (args) => answered.then(() => switchNetwork(args))
    ;({ unmount } = renderUI(test.latch, null))
    await act(() => test.latch.open({ view: 'Networks' }))
    // The network commands are in (the connect loaded them): the switch goes to the waiting view
    // in this turn, so inside act.
    let switching: Promise<unknown> = Promise.resolve()
    act(() => {
      switching = test.latch.dispatch({ type: 'network.switch', caipNetworkId: 'eip155:31338' })
    })
    await until(() => byRole('heading', 'Approve in your wallet').length === 1)
    expect(accessibleName(byRole('dialog')[0] as HTMLElement)).toBe('Switch network')
    expect(byRole('status', 'Switching to Latch Local 2')).toHaveLength(1)
    expect(byRole('img', 'Latch Local 2 logo')).toHaveLength(1)
    expect(byRole('button', 'Try again')).toHaveLength(0)
    answer()
    await act(() => switching)
    await until(() => test.view() === 'Networks')
    expect(test.latch.getState().networks.activeCaipNetworkId).toBe('eip155:31338')
  })

  it('shown with a failed attempt: says why, and Try again asks the wallet again', async () => {
    const test = networkTestLatch()
    await test.connect()
    ;({ unmount } = renderUI(test.latch, null))
    await act(() => test.latch.open({ view: 'Networks' }))
    test.adapter.rejectNext('switchNetwork')
    await act(() =>
      test.latch
        .dispatch({ type: 'network.setActive', caipNetworkId: 'eip155:31338' })
        .catch(() => {}),
    )
    await act(() =>
      test.latch.dispatch({
        type: 'router.push',
        view: 'SwitchNetwork',
        data: { caipNetworkId: 'eip155:31338' },
      }),
    )
    await until(() => byRole('button', 'Try again').length === 1)
    expect(byRole('alert')[0]?.textContent).toBe('User rejected the request')
    expect(byRole('status', 'Switching to Latch Local 2')).toHaveLength(0)

    // Declined again: still failed, still offered.
    test.adapter.rejectNext('switchNetwork')
    await act(async () => byRole('button', 'Try again')[0]?.click())
    await until(() => byRole('button', 'Try again').length === 1)
    expect(test.adapter.calls.filter((c) => c.method === 'switchNetwork')).toHaveLength(2)

    await act(async () => byRole('button', 'Try again')[0]?.click())
    await until(() => byRole('heading', 'Switched to Latch Local 2').length === 1)
    expect(test.latch.getState().networks.activeCaipNetworkId).toBe('eip155:31338')
    expect(byRole('alert')).toHaveLength(0)
  })
})
