// @vitest-environment happy-dom
import { LatchProvider } from '@latch/hooks'
import {
  createTestLatch,
  type Devnet,
  type LocalApi,
  startDevnet,
  startLocalApi,
} from '@latch/testkit'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activityWorld, type World } from '../test/activityWorld'
import { useActivity, useNfts } from './useActivity'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let devnet: Devnet
let api: LocalApi
const cleanups: (() => void)[] = []
beforeAll(async () => {
  devnet = await startDevnet()
  api = await startLocalApi({ chains: devnet.chains })
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})
afterAll(async () => {
  await (
    window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }
  ).happyDOM.waitUntilComplete()
  await api?.stop()
  await devnet?.stop()
})

type Seen = { activity?: ReturnType<typeof useActivity>; nfts?: ReturnType<typeof useNfts> }

/** A custom UI's component: keeps what the hooks returned last. */
function Probe({ seen }: { seen: Seen }) {
  seen.activity = useActivity()
  seen.nfts = useNfts()
  return null
}

function render(latch: World['latch']) {
  const seen: Seen = {}
  const root = createRoot(document.createElement('div'))
  act(() =>
    root.render(
      <LatchProvider client={latch}>
        <Probe seen={seen} />
      </LatchProvider>,
    ),
  )
  cleanups.push(() => act(() => root.unmount()))
  return seen as Required<Seen>
}

describe('useActivity and useNfts (custom UIs)', () => {
  it('fetch by themselves once connected; a send shows first, pending, in its own group', async () => {
    const world = activityWorld(devnet, api, { accountIndex: 9 })
    cleanups.push(() => world.destroy())
    const seen = render(world.latch)
    expect(seen.activity).toMatchObject({ registered: true, connected: false, status: 'idle' })

    await act(() =>
      world.latch.dispatch({ type: 'connection.connect', connectorId: 'dev.latch.testwallet' }),
    )
    await vi.waitFor(() => expect(seen.activity.status).toBe('ready'))
    await vi.waitFor(() => expect(seen.nfts.status).toBe('ready'))
    expect(seen.activity.transactions.length).toBeGreaterThan(0)
    expect(seen.nfts.nfts.map((nft) => nft.name)).toEqual(['Latch Pets #19', 'Latch Pets #20'])

    let hash = ''
    await act(async () => {
      hash = await world.latch.dispatch({
        type: 'account.sendTransaction',
        transaction: { to: devnet.accounts[1]!.address, value: parseEther('1') },
      })
    })
    expect(seen.activity.transactions[0]).toMatchObject({ hash, status: 'pending' })
    expect(seen.activity.groups[0]).toMatchObject({ key: 'pending', label: 'Pending' })
  })

  it('without the plugin: not registered, nothing fetched', () => {
    const latch = createTestLatch()
    cleanups.push(() => latch.destroy())
    const seen = render(latch as World['latch'])
    expect(seen.activity).toMatchObject({ registered: false, status: 'idle', transactions: [] })
    expect(seen.nfts).toMatchObject({ registered: false, nfts: [] })
  })
})
