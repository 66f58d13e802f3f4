// @vitest-environment happy-dom
import { definePlugin, type PluginContext } from '@latch/core/plugin'
import { mockNetworks } from '@latch/testkit'
import { act, Profiler, type ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { byRole, renderUI, settle, until } from '../test/renderUI'
import { AccountButton } from './AccountButton'
import { ConnectButton } from './ConnectButton'
import { NetworkButton } from './NetworkButton'
import { buttonLatch, connect } from './test/buttonLatch'

let unmount = () => {}
afterEach(() => unmount())

/** Render counts per button, from React's Profiler (one per commit that rendered the subtree). */
function counted() {
  const renders = { connect: 0, account: 0, network: 0 }
  const probe = (id: keyof typeof renders, node: ReactNode) => (
    <Profiler
      id={id}
      onRender={() => {
        renders[id]++
      }}
    >
      {node}
    </Profiler>
  )
  const tree = (
    <>
      {probe('connect', <ConnectButton />)}
      {probe('account', <AccountButton />)}
      {probe('network', <NetworkButton />)}
    </>
  )
  const reset = () => {
    renders.connect = 0
    renders.account = 0
    renders.network = 0
  }
  return { renders, tree, reset }
}

describe('buttons re-render only when what they show changes', () => {
  it('opening, navigating and closing the modal re-renders no button', async () => {
    const { latch } = buttonLatch()
    const { renders, tree, reset } = counted()
    ;({ unmount } = renderUI(latch, tree))
    await settle()
    reset()
    await act(() => latch.open())
    await until(() => byRole('dialog').length === 1)
    await act(() => latch.dispatch({ type: 'router.push', view: 'Networks' }))
    await act(() => latch.close())
    await settle()
    expect(latch.getState().modal.open).toBe(false)
    expect(renders).toEqual({ connect: 0, account: 0, network: 0 })
  })

  it('while connected: toasts and the modal leave them alone', async () => {
    const { latch } = buttonLatch()
    const { renders, tree, reset } = counted()
    ;({ unmount } = renderUI(latch, tree))
    await connect(latch)
    await until(() => latch.getState().accounts.eip155?.balance !== undefined)
    reset()
    await act(() => latch.dispatch({ type: 'toast.show', message: 'Hello', variant: 'success' }))
    await act(() => latch.open())
    await until(() => byRole('dialog').length === 1)
    await act(() => latch.close())
    await act(() => latch.dispatch({ type: 'toast.hide' }))
    await settle()
    expect(renders).toEqual({ connect: 0, account: 0, network: 0 })
  })

  it('a network switch re-renders the network button only; a profile name the account buttons only', async () => {
    let update: PluginContext['update'] = () => {}
    const control = definePlugin({
      name: 'test-control',
      setup: (ctx) => {
        update = ctx.update
      },
    })
    const { latch } = buttonLatch({ plugins: [control] })
    const { renders, tree, reset } = counted()
    ;({ unmount } = renderUI(latch, tree))
    await connect(latch)
    await until(() => latch.getState().accounts.eip155?.balance !== undefined)
    reset()
    await act(() =>
      latch.dispatch({
        type: 'network.setActive',
        caipNetworkId: mockNetworks.other.caipNetworkId,
      }),
    )
    await until(() => byRole('button', /^Latch Local 2, change network$/).length === 1)
    expect(renders.network).toBeGreaterThan(0)
    // Same wallet, same balance on the other chain: nothing the account buttons show changed.
    expect(renders.account).toBe(0)
    expect(renders.connect).toBe(0)

    reset()
    await act(async () =>
      update((state) => {
        const account = state.accounts.eip155
        if (account) account.profileName = 'alice.reown.id'
      }),
    )
    expect(byRole('button', /alice\.reown\.id, account$/)).toHaveLength(2)
    expect(renders.account).toBe(1)
    expect(renders.connect).toBe(1)
    expect(renders.network).toBe(0)
  })
})
