import {
  createTestLatch,
  createTestWallet,
  type Devnet,
  type DevnetChain,
  startDevnet,
  type TestLatch,
  type TestWallet,
} from '@latch/testkit'
import { BrowserProvider, parseEther as ethersParseEther } from 'ethers'
import {
  createPublicClient,
  createWalletClient,
  custom,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineEip155Network } from '../networks/defineEip155Network'
import { eip155 } from '../plugin'
import { onlyWallet, testWalletConnector } from '../test/connectedTestLatch'
import { type Eip1193Provider, ProviderRpcError } from './createEip1193Provider'

// The app's own code, unmodified viem and ethers v6, on Latch's provider of a real connection
// (the test wallet on anvil).
describe("the app's EIP-1193 provider", () => {
  let devnet: Devnet
  let connected: {
    latch: TestLatch
    wallet: TestWallet
    chain: DevnetChain
    address: `0x${string}`
  }
  let provider: Eip1193Provider
  const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const chainClient = () => createPublicClient({ transport: http(connected.chain.rpcUrl) })

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }, { chainId: 31338 }] })
    const account = devnet.accounts[3] as Devnet['accounts'][number]
    const wallet = createTestWallet({ accounts: [account.privateKey], chains: devnet.chains })
    const latch = createTestLatch({
      networks: devnet.chains.map((chain) =>
        defineEip155Network({
          chainId: chain.chainId,
          name: `Local ${chain.chainId}`,
          rpcUrl: chain.rpcUrl,
        }),
      ),
      plugins: [eip155({ wallets: onlyWallet(wallet) })],
    })
    await latch.dispatch({ type: 'connection.connect', connectorId: testWalletConnector.id })
    connected = { latch, wallet, chain: devnet.chains[0] as DevnetChain, address: account.address }
    provider = await latch.getProvider('eip155')
  })
  afterAll(async () => {
    connected?.latch.destroy()
    await devnet?.stop()
  })

  it('is one provider per client', async () => {
    expect(await connected.latch.getProvider('eip155')).toBe(provider)
  })

  it('viem: reads, signs and sends through it', async () => {
    const wallet = createWalletClient({ transport: custom(provider) })
    const [account] = await wallet.getAddresses()
    expect(account).toBe(connected.address)
    expect(await wallet.getChainId()).toBe(connected.chain.chainId)

    const reads = createPublicClient({ transport: custom(provider) })
    expect(await reads.getBalance({ address: connected.address })).toBe(
      await chainClient().getBalance({ address: connected.address }),
    )

    const signature = await wallet.signMessage({ account: connected.address, message: 'hello' })
    expect(await verifyMessage({ address: connected.address, message: 'hello', signature })).toBe(
      true,
    )
    const typed = {
      domain: { name: 'Latch', version: '1', chainId: connected.chain.chainId },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'hi' },
    } as const
    const typedSignature = await wallet.signTypedData({ account: connected.address, ...typed })
    expect(
      await verifyTypedData({ address: connected.address, signature: typedSignature, ...typed }),
    ).toBe(true)

    const before = await chainClient().getBalance({ address: recipient })
    const hash = await wallet.sendTransaction({
      account: connected.address,
      to: recipient,
      value: parseEther('0.01'),
      chain: null,
    })
    const receipt = await chainClient().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await chainClient().getBalance({ address: recipient })).toBe(before + parseEther('0.01'))
  })

  it('ethers v6: BrowserProvider reads, signs and sends through it', async () => {
    const browser = new BrowserProvider(provider)
    expect((await browser.getNetwork()).chainId).toBe(BigInt(connected.chain.chainId))
    const signer = await browser.getSigner()
    expect(await signer.getAddress()).toBe(connected.address)
    expect(await browser.getBalance(connected.address)).toBe(
      await chainClient().getBalance({ address: connected.address }),
    )
    const signature = (await signer.signMessage('from ethers')) as `0x${string}`
    expect(
      await verifyMessage({ address: connected.address, message: 'from ethers', signature }),
    ).toBe(true)
    const sent = await signer.sendTransaction({ to: recipient, value: ethersParseEther('0.02') })
    const receipt = await sent.wait()
    expect(receipt?.status).toBe(1)
  })

  it('refuses what the app may not call with EIP-1193 codes, Latch messages kept', async () => {
    // Refused after the spec's 300 ms, on the client's clock.
    const setTimer = vi.spyOn(connected.latch.clock, 'setTimeout')
    const caught = provider
      .request({ method: 'eth_sign', params: [connected.address, '0x00'] })
      .catch((error: unknown) => error)
    await vi.waitFor(() => expect(setTimer).toHaveBeenCalledWith(expect.any(Function), 300))
    await connected.latch.clock.advanceAsync(300)
    expect(await caught).toBeInstanceOf(ProviderRpcError)
    expect(await caught).toMatchObject({
      code: 4200,
      message: 'RPC method not allowed',
      data: { latchCode: 'RPC_METHOD_NOT_ALLOWED' },
    })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 1 }] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('a wallet rejection is 4001; a chain switch through Latch is chainChanged', async () => {
    connected.wallet.rejectNext()
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68690a', connected.address] }),
    ).rejects.toMatchObject({ code: 4001 })

    const chains = vi.fn()
    provider.on('chainChanged', chains)
    const other = devnet.chains[1]?.chainId as number
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${other.toString(16)}` }],
    })
    expect(chains).toHaveBeenLastCalledWith(`0x${other.toString(16)}`)
    expect(await provider.request({ method: 'eth_chainId' })).toBe(`0x${other.toString(16)}`)
    provider.removeListener('chainChanged', chains)
  })

  it('disconnecting emits accountsChanged [] and disconnect (4900); then approvals are 4100', async () => {
    const accounts = vi.fn()
    const disconnect = vi.fn()
    provider.on('accountsChanged', accounts).on('disconnect', disconnect)
    await connected.latch.dispatch({ type: 'connection.disconnect', namespace: 'eip155' })
    expect(accounts).toHaveBeenCalledWith([])
    expect(disconnect).toHaveBeenCalledWith(expect.objectContaining({ code: 4900 }))
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68690a', connected.address] }),
    ).rejects.toMatchObject({ code: 4100 })
    provider.removeListener('accountsChanged', accounts)
  })

  it('eth_requestAccounts opens the modal and answers once connected; closing it is 4001', async () => {
    const asked = provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(connected.latch.getState().modal.open).toBe(true))
    await connected.latch.close()
    await expect(asked).rejects.toMatchObject({ code: 4001, message: 'Modal closed' })

    const again = provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(connected.latch.getState().modal.open).toBe(true))
    const connectEvent = vi.fn()
    provider.on('connect', connectEvent)
    await connected.latch.dispatch({
      type: 'connection.connect',
      connectorId: 'dev.latch.testwallet',
    })
    expect(await again).toEqual([connected.address])
    expect(connectEvent).toHaveBeenCalledWith({
      chainId: await provider.request({ method: 'eth_chainId' }),
    })
  })
})
