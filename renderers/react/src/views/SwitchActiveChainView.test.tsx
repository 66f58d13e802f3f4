// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { accessibleName, byRole, renderUI, until } from '../test/renderUI'
import { home, networkTestLatch, other, solana } from './test/networkTestLatch'

let unmount = () => {}
afterEach(() => unmount())

/** Connected on EVM, the user picks Solana, where they have no account: the core asks first. */
async function pickSolana() {
  const test = networkTestLatch({ networks: [home, other, solana] })
  await test.connect()
  ;({ unmount } = renderUI(test.latch, null))
  await act(() => test.latch.open({ view: 'Networks' }))
  await until(() => byRole('button', 'Solana Devnet').length === 1)
  await act(async () => byRole('button', 'Solana Devnet')[0]?.click())
  await until(() => byRole('button', 'Switch to Solana Devnet').length === 1)
  return test
}

describe('SwitchActiveChain', () => {
  it('explains the switch to another chain family, and Switch makes it active then goes to Connect', async () => {
    const test = await pickSolana()
    expect(accessibleName(byRole('dialog')[0] as HTMLElement)).toBe('Switch chain')
    expect(byRole('heading', 'Switch to Solana Devnet')).toHaveLength(1)
    expect(document.body.textContent).toContain(
      'You have no wallet connected for Solana networks yet. Switch to Solana Devnet, then connect a Solana wallet.',
    )
    await act(async () => byRole('button', 'Switch to Solana Devnet')[0]?.click())
    await until(() => test.view() === 'Connect')
    expect(test.latch.getState().networks.activeCaipNetworkId).toBe(solana.caipNetworkId)
    expect(test.latch.getState().router.history.map((e) => e.view)).not.toContain(
      'SwitchActiveChain',
    )
  })

  it('Cancel goes back and leaves the network as it was', async () => {
    const test = await pickSolana()
    await act(async () => byRole('button', 'Cancel')[0]?.click())
    await until(() => test.view() === 'Networks')
    expect(test.latch.getState().networks.activeCaipNetworkId).toBe('eip155:31337')
  })
})
