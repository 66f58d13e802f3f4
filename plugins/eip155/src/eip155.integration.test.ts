// @vitest-environment happy-dom
import { createMemoryStorage, type Network } from '@latch/core'
import { RPC_METHOD_NOT_ALLOWED_DELAY_MS } from '@latch/core/constants'
import {
  announceTestWallet,
  createTestLatch,
  createTestWallet,
  type Devnet,
  type DevnetChain,
  type LocalApi,
  startDevnet,
  startLocalApi,
  type TestWallet,
} from '@latch/testkit'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineEip155Network } from './networks/defineEip155Network'
import { eip155 } from './plugin'

const localNetwork = (chain: DevnetChain): Network =>
  defineEip155Network({
    chainId: chain.chainId,
    name: `Local ${chain.chainId}`,
    rpcUrl: chain.rpcUrl,
    blockExplorer: { name: 'Local', url: `https://explorer.local/${chain.chainId}` },
  })

let devnet: Devnet
let api: LocalApi
let home: DevnetChain
let other: DevnetChain
const cleanups: (() => void)[] = []

beforeAll(async () => {
  devnet = await startDevnet()
  ;[home, other] = devnet.chains as [DevnetChain, DevnetChain]
  // The page's background calls (origins, remote config, catalogue) meet the real local API.
  api = await startLocalApi({ chains: devnet.chains })
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})
afterAll(async () => {
  // Let the page finish loading what it started (wallet images) before its server goes away.
  await (
    window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }
  ).happyDOM.waitUntilComplete()
  await api.stop()
  await devnet.stop()
})

const account = (index: number) => {
  const found = devnet.accounts[index]
  if (!found) throw new Error(`no dev account ${index}`)
  return found
}

/** A page with the test wallet announced, and a Latch client with the eip155 plugin in it. */
function page(
  options: { wallet?: TestWallet; storage?: ReturnType<typeof createMemoryStorage> } = {},
) {
  const wallet =
    options.wallet ?? createTestWallet({ accounts: [account(2).privateKey], chains: devnet.chains })
  cleanups.push(announceTestWallet(window, wallet))
  const latch = createTestLatch({
    networks: devnet.chains.map(localNetwork),
    plugins: [eip155()],
    window, // a page: reconnects on load
    endpoints: { api: api.apiUrl, data: api.dataUrl, analytics: api.analyticsUrl },
    storage: options.storage,
  })
  cleanups.push(() => latch.destroy())
  return { wallet, latch }
}

const publicClient = (chain: DevnetChain) => createPublicClient({ transport: http(chain.rpcUrl) })
const connect = (latch: ReturnType<typeof page>['latch']) =>
  latch.dispatch({ type: 'connection.connect', connectorId: 'dev.latch.testwallet' })

describe('eip155 with a browser wallet', () => {
  it('discovers announced wallets; two at once both work', async () => {
    const second = createTestWallet({ accounts: [account(3).privateKey], chains: devnet.chains })
    cleanups.push(
      announceTestWallet(window, second, { name: 'Second Wallet', rdns: 'dev.latch.second' }),
    )
    const { latch } = page()
    await vi.waitFor(() =>
      expect(latch.getState().connectors.all.map((c) => c.name)).toEqual(
        expect.arrayContaining(['Latch Test Wallet', 'Second Wallet']),
      ),
    )
    await latch.dispatch({ type: 'connection.connect', connectorId: 'dev.latch.second' })
    expect(latch.getState().accounts.eip155?.address).toBe(account(3).address)
    await connect(latch)
    expect(latch.getState().accounts.eip155?.address).toBe(account(2).address)
    expect(latch.getState().connections.eip155?.map((c) => c.connectorId)).toEqual([
      'dev.latch.testwallet',
      'dev.latch.second',
    ])
  })

  it('connects, shows the balance read from the chain, and reconnects silently on reload', async () => {
    const storage = createMemoryStorage()
    const first = page({ storage })
    await connect(first.latch)
    expect(first.latch.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: account(2).address,
      caipAddress: `eip155:${home.chainId}:${account(2).address}`,
    })
    // A read through the local API's RPC gateway: slow on a loaded machine.
    await vi.waitFor(
      () => expect(first.latch.getState().accounts.eip155?.balance).toMatch(/^\d+/),
      { timeout: 10_000 },
    )

    // Reload: a new page with the same storage and the same wallet.
    first.latch.destroy()
    const request = vi.spyOn(first.wallet, 'request')
    const reloaded = page({ storage, wallet: first.wallet })
    await vi.waitFor(() =>
      expect(reloaded.latch.getState().accounts.eip155?.status).toBe('connected'),
    )
    const methods = request.mock.calls.map(([args]) => args.method)
    expect(methods).toContain('eth_accounts')
    expect(methods).not.toContain('eth_requestAccounts') // no prompt
  })

  it('follows the wallet live: account, chain, disconnect', async () => {
    const wallet = createTestWallet({
      accounts: [account(2).privateKey, account(3).privateKey],
      chains: devnet.chains,
    })
    const { latch } = page({ wallet })
    await connect(latch)
    wallet.selectAccount(account(3).address)
    expect(latch.getState().accounts.eip155?.address).toBe(account(3).address)
    wallet.setChain(other.chainId)
    expect(latch.getState().networks.activeCaipNetworkId).toBe(`eip155:${other.chainId}`)
    wallet.disconnect()
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('switches between the two chains and back', async () => {
    const { wallet, latch } = page()
    await connect(latch)
    await latch.dispatch({ type: 'network.switch', caipNetworkId: `eip155:${other.chainId}` })
    expect(wallet.getState().chainId).toBe(other.chainId)
    expect(latch.getState().networks.activeCaipNetworkId).toBe(`eip155:${other.chainId}`)
    await latch.dispatch({ type: 'network.switch', caipNetworkId: `eip155:${home.chainId}` })
    expect(wallet.getState().chainId).toBe(home.chainId)
  })

  it('adds a chain the wallet does not know (4902), then switches to it', async () => {
    const { wallet, latch } = page()
    await connect(latch)
    wallet.forgetChain(other.chainId)
    await latch.dispatch({ type: 'network.switch', caipNetworkId: `eip155:${other.chainId}` })
    expect(wallet.getState().chainId).toBe(other.chainId)
  })

  it("a failed add is 'Chain is not supported' and goes back one view", async () => {
    const { wallet, latch } = page()
    await connect(latch)
    await latch.open({ view: 'Networks' })
    wallet.forgetChain(other.chainId)
    wallet.rejectNext({ method: 'wallet_addEthereumChain' })
    await expect(
      latch.dispatch({ type: 'network.switch', caipNetworkId: `eip155:${other.chainId}` }),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED', message: 'Chain is not supported' })
    expect(latch.getState().router.history.map((entry) => entry.view)).toEqual(['Networks'])
    expect(latch.getState().networks.activeCaipNetworkId).toBe(`eip155:${home.chainId}`)
  })

  it('signs a message the signature of which verifies', async () => {
    const { latch } = page()
    await connect(latch)
    const signature = await latch.dispatch({
      type: 'account.signMessage',
      message: 'Sign in to Latch',
    })
    expect(
      await verifyMessage({
        address: account(2).address,
        message: 'Sign in to Latch',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('sends native currency and the ERC20, and both balances change', async () => {
    const { latch } = page()
    await connect(latch)
    const client = publicClient(home)
    const recipient = account(4).address as Address
    const tokenBalance = () =>
      client.readContract({
        address: home.token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      })
    const [nativeBefore, tokenBefore] = [
      await client.getBalance({ address: recipient }),
      await tokenBalance(),
    ]

    const nativeHash = await latch.dispatch({
      type: 'account.sendTransaction',
      transaction: { to: recipient, value: parseEther('0.5') },
    })
    const tokenHash = await latch.dispatch({
      type: 'account.sendTransaction',
      transaction: {
        to: home.token.address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [recipient, parseUnits('12.5', home.token.decimals)],
        }),
      },
    })
    for (const hash of [nativeHash, tokenHash]) {
      expect((await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe(
        'success',
      )
    }
    expect(await client.getBalance({ address: recipient })).toBe(nativeBefore + parseEther('0.5'))
    expect(await tokenBalance()).toBe(tokenBefore + parseUnits('12.5', home.token.decimals))
  })

  it('a reverted call fails with its reason', async () => {
    const { latch } = page()
    await connect(latch)
    const error = await latch
      .dispatch({
        type: 'account.sendTransaction',
        transaction: {
          to: home.token.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [account(4).address as Address, parseUnits('999999999', home.token.decimals)],
          }),
        },
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'EXECUTION_REVERTED', message: 'Execution reverted' })
    expect((error as { details: string }).details).toContain('ERC20: insufficient balance')
  })

  it('serves the app: reads through RPC, approvals through the wallet, others refused after 300 ms', async () => {
    const { latch } = page()
    await connect(latch)
    const block = await latch.dispatch({ type: 'eip155.request', method: 'eth_blockNumber' })
    expect(Number(block)).toBeGreaterThan(0)
    const signature = await latch.dispatch({
      type: 'eip155.request',
      method: 'personal_sign',
      params: ['0x6869', account(2).address],
    })
    expect(
      await verifyMessage({
        address: account(2).address,
        message: 'hi',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)

    // The refusal's 300 ms start once the request module has loaded and set its timer: that
    // timer, not any (the core's HTTP time-outs may be pending too).
    const setTimer = vi.spyOn(latch.clock, 'setTimeout')
    let settled = false
    const refused = latch
      .dispatch({ type: 'eip155.request', method: 'eth_sign', params: [] })
      .catch((error: unknown) => error)
      .finally(() => {
        settled = true
      })
    await vi.waitFor(() =>
      expect(setTimer).toHaveBeenCalledWith(expect.any(Function), RPC_METHOD_NOT_ALLOWED_DELAY_MS),
    )
    await latch.clock.advanceAsync(299)
    expect(settled).toBe(false)
    await latch.clock.advanceAsync(1)
    expect(await refused).toMatchObject({
      code: 'RPC_METHOD_NOT_ALLOWED',
      message: 'RPC method not allowed',
    })
  })

  it('signs typed data through the wallet, and routes wallet_ methods to the wallet', async () => {
    const { wallet, latch } = page()
    await connect(latch)
    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: home.chainId },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting' as const,
      message: { text: 'hello' },
    }
    const signature = await latch.dispatch({
      type: 'eip155.request',
      method: 'eth_signTypedData_v4',
      params: [
        account(2).address,
        JSON.stringify({
          ...typedData,
          types: {
            ...typedData.types,
            EIP712Domain: [
              { name: 'name', type: 'string' },
              { name: 'version', type: 'string' },
              { name: 'chainId', type: 'uint256' },
            ],
          },
        }),
      ],
    })
    expect(
      await verifyTypedData({
        address: account(2).address,
        ...typedData,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    // The test wallet has no EIP-5792: the wallet (not the chain) answers 4200.
    const request = vi.spyOn(wallet, 'request')
    await expect(
      latch.dispatch({
        type: 'eip155.request',
        method: 'wallet_getCapabilities',
        params: [account(2).address],
      }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_METHOD', rpcCode: 4200 })
    expect(request.mock.calls.map(([args]) => args.method)).toContain('wallet_getCapabilities')
  })

  it('refuses an invalid transaction from the app before the wallet sees it', async () => {
    const { wallet, latch } = page()
    await connect(latch)
    const request = vi.spyOn(wallet, 'request')
    await expect(
      latch.dispatch({
        type: 'eip155.request',
        method: 'eth_sendTransaction',
        params: [
          {
            from: account(2).address,
            to: account(4).address,
            gasPrice: '0x1',
            maxFeePerGas: '0x2',
          },
        ],
      }),
    ).rejects.toMatchObject({ code: 'FEE_CONFLICT' })
    expect(request).not.toHaveBeenCalled()
  })

  it('waits for the receipt of a sent transaction', async () => {
    const { latch } = page()
    await connect(latch)
    const hash = await latch.dispatch({
      type: 'account.sendTransaction',
      transaction: { to: account(4).address, value: 1n },
    })
    const result = await latch.dispatch({
      type: 'eip155.waitForReceipt',
      hash: hash as `0x${string}`,
    })
    expect(result).toMatchObject({ status: 'confirmed', receipt: { transactionHash: hash } })
  })

  it("a rejected connection is 'Connection rejected' and can be retried", async () => {
    const { wallet, latch } = page()
    wallet.rejectNext()
    await expect(connect(latch)).rejects.toMatchObject({ message: 'Connection rejected' })
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
    await connect(latch)
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
  })
})
