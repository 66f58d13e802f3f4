import { createMemoryStorage } from '@latch/core'
import { definePlugin, type LoginMethod } from '@latch/core/plugin'
import { defineEip155Network, eip155 } from '@latch/eip155'
import {
  createTestLatch,
  createTestLoginMethod,
  createTestWallet,
  type Devnet,
  startDevnet,
} from '@latch/testkit'
import { Connection, PublicKey } from '@solana/web3.js'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solana } from './plugin'
import { networkOf, startLocalSolana, walletsOf } from './test/localSolana'

// The seam for login methods that span namespaces, with the real eip155 and solana plugins on
// local chains: one approval gives an EVM and a Solana account, each disconnected on its own.
let devnet: Devnet
const local = await startLocalSolana()
beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(async () => {
  await Promise.all([devnet?.stop(), local.stop()])
})

function setup(storage = createMemoryStorage(), login?: ReturnType<typeof createTestLoginMethod>) {
  const chain = devnet.chains[0]
  if (!chain) throw new Error('no chain')
  const method =
    login ??
    createTestLoginMethod({
      evm: createTestWallet({ accounts: [devnet.accounts[3]!.privateKey], chains: devnet.chains }),
      solana: local.newWallet([local.validator.accounts[3]!.secretKey]),
    })
  const latch = createTestLatch({
    networks: [
      defineEip155Network({ chainId: chain.chainId, name: 'Local EVM', rpcUrl: chain.rpcUrl }),
      networkOf(local.validator),
    ],
    storage,
    plugins: [
      eip155({ gatewayChainIds: [] }),
      // No browser wallets in Node: only the login method's.
      solana({ wallets: walletsOf([]) }),
      definePlugin({
        name: 'test-login',
        setup: (ctx) => ctx.registerLoginMethod(method as LoginMethod),
      }),
    ],
  })
  return { latch, method }
}

describe('a login method spanning eip155 and solana', () => {
  it('is one connector on each namespace, and one approval connects both', async () => {
    const { latch, method } = setup()
    const ids = latch.getState().connectors.all.map((c) => `${c.namespace}:${c.id}`)
    expect(ids).toEqual(['eip155:latch-test-login', 'solana:latch-test-login'])

    await latch.dispatch({ type: 'connection.connect', connectorId: method.id })

    const { accounts, connectors, networks } = latch.getState()
    expect(accounts.eip155).toMatchObject({
      status: 'connected',
      address: devnet.accounts[3]!.address,
    })
    expect(accounts.solana).toMatchObject({
      status: 'connected',
      address: local.validator.accounts[3]!.publicKey,
    })
    expect(connectors.activeIds).toEqual({ eip155: method.id, solana: method.id })
    expect(networks.activeNamespace).toBe('eip155')
    expect(method.getState()).toEqual({ open: true, namespaces: ['eip155', 'solana'] })
  })

  it('signs and sends on each namespace through its own adapter', async () => {
    const { latch, method } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: method.id })
    const signature = await latch.dispatch({ type: 'account.signMessage', message: 'both' })
    expect(
      await verifyMessage({
        address: devnet.accounts[3]!.address,
        message: 'both',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)

    const to = local.validator.accounts[4]!.publicKey
    const rpc = new Connection(local.validator.rpcUrl, 'confirmed')
    const before = await rpc.getBalance(new PublicKey(to))
    await latch.dispatch({
      type: 'account.sendTransaction',
      namespace: 'solana',
      transaction: { to, value: 1_000n },
    })
    expect(await rpc.getBalance(new PublicKey(to))).toBe(before + 1_000)
  })

  it('drops one namespace from the session; the other stays and still signs', async () => {
    const { latch, method } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: method.id })

    await latch.dispatch({ type: 'connection.disconnect', namespace: 'solana' })

    expect(method.getState().namespaces).toEqual(['eip155'])
    expect(latch.getState().accounts.solana?.status).toBe('disconnected')
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
    await expect(
      latch.dispatch({ type: 'account.signMessage', message: 'still here' }),
    ).resolves.toMatch(/^0x/)
  })

  it('restores both namespaces on reload, and leaves a clean state when the wallet ends the session', async () => {
    const storage = createMemoryStorage()
    const first = setup(storage)
    await first.latch.dispatch({ type: 'connection.connect', connectorId: first.method.id })
    first.latch.destroy()

    const { latch, method } = setup(storage, first.method)
    const { connected } = await latch.dispatch({ type: 'connection.reconnect' })
    expect(connected.sort()).toEqual(['eip155', 'solana'])

    method.endSession()
    await expect
      .poll(() => [
        latch.getState().accounts.eip155?.status,
        latch.getState().accounts.solana?.status,
      ])
      .toEqual(['disconnected', 'disconnected'])
    expect(latch.getState().connectors.activeIds).toEqual({})
  })

  it('a rejected approval connects neither', async () => {
    const evm = createTestWallet({
      accounts: [devnet.accounts[3]!.privateKey],
      chains: devnet.chains,
    })
    const login = createTestLoginMethod({ evm, solana: local.newWallet() })
    const { latch } = setup(createMemoryStorage(), login)
    evm.rejectNext()
    await expect(
      latch.dispatch({ type: 'connection.connect', connectorId: login.id }),
    ).rejects.toMatchObject({ code: 'CONNECTION_REJECTED' })
    expect(latch.getState().connectors.activeIds).toEqual({})
    expect(login.getState().open).toBe(false)
  })
})
