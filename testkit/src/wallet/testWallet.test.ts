import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  UserRejectedRequestError,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/startDevnet'
import { defineLocalChain } from './localChain'
import { ProviderRpcError } from './providerRpcError'
import { createTestWallet, type TestWallet } from './testWallet'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(() => devnet?.stop())

const home = () => devnet.chains[0]!
const other = () => devnet.chains[1]!
const publicClientFor = (chain: { chainId: number; rpcUrl: string }) =>
  createPublicClient({ chain: defineLocalChain(chain), transport: http(chain.rpcUrl) })

/** A wallet on the home chain only, holding dev accounts `indexes`, already authorised. */
function walletWith(indexes: number[], options: { authorized?: boolean } = {}): TestWallet {
  return createTestWallet({
    accounts: indexes.map((index) => devnet.accounts[index]!.privateKey),
    chains: [home()],
    authorized: options.authorized ?? true,
  })
}

/** Records every event the wallet emits, in order. */
function recordEvents(wallet: TestWallet): Array<[string, unknown]> {
  const events: Array<[string, unknown]> = []
  wallet.on('connect', (info) => events.push(['connect', info]))
  wallet.on('disconnect', (error) => events.push(['disconnect', error.code]))
  wallet.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
  wallet.on('chainChanged', (chainId) => events.push(['chainChanged', chainId]))
  return events
}

/** The rejection a promise settles with (fails the test if it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<ProviderRpcError> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome)) throw new Error(`expected a rejection, got ${String(outcome.value)}`)
  expect(outcome.error).toBeInstanceOf(ProviderRpcError)
  return outcome.error as ProviderRpcError
}

describe('connecting', () => {
  it('hides accounts until eth_requestAccounts, then exposes them and emits accountsChanged', async () => {
    const wallet = walletWith([1, 2], { authorized: false })
    const events = recordEvents(wallet)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    const addresses = [devnet.accounts[1]!.address, devnet.accounts[2]!.address]
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual(addresses)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual(addresses)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', addresses],
    ])
  })

  it('rejects with 4001 when the user rejects, once, then connects', async () => {
    const wallet = walletWith([1], { authorized: false })
    wallet.rejectNext()
    const error = await rejectionOf(wallet.request({ method: 'eth_requestAccounts' }))
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([
      devnet.accounts[1]!.address,
    ])
  })

  it('grants, reports and revokes permissions like EIP-2255 wallets', async () => {
    const wallet = walletWith([1], { authorized: false })
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([])
    const granted = await wallet.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(granted).toEqual([
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [devnet.accounts[1]!.address] }],
      },
    ])
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  })
})

describe('signing for real, checked with viem', () => {
  it('personal_sign through viem custom() verifies with verifyMessage', async () => {
    const wallet = walletWith([4])
    const client = createWalletClient({ transport: custom(wallet) })
    const [address] = await client.getAddresses()
    expect(address).toBe(devnet.accounts[4]!.address)
    const signature = await client.signMessage({ account: address!, message: 'hello latch' })
    expect(await verifyMessage({ address: address!, message: 'hello latch', signature })).toBe(true)
    expect(
      await verifyMessage({
        address: devnet.accounts[5]!.address,
        message: 'hello latch',
        signature,
      }),
    ).toBe(false)
  })

  it('eth_signTypedData_v4 through viem custom() verifies with verifyTypedData', async () => {
    const wallet = walletWith([4])
    const client = createWalletClient({ transport: custom(wallet) })
    const account = devnet.accounts[4]!.address
    const typedData = {
      domain: {
        name: 'Latch',
        version: '1',
        chainId: home().chainId,
        verifyingContract: home().token.address,
      },
      types: {
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: {
        to: devnet.accounts[5]!.address,
        contents: 'hi',
        amount: 12_345_678_901_234_567_890n,
      },
    } as const
    const signature = await client.signTypedData({ account, ...typedData })
    expect(await verifyTypedData({ address: account, signature, ...typedData })).toBe(true)
  })

  it('refuses to sign for an address it does not expose (4100) or when locked', async () => {
    const wallet = walletWith([4])
    const foreign = await rejectionOf(
      wallet.request({
        method: 'personal_sign',
        params: ['0x68656c6c6f', devnet.accounts[5]!.address],
      }),
    )
    expect(foreign.code).toBe(4100)
    wallet.lock()
    const locked = await rejectionOf(
      wallet.request({
        method: 'personal_sign',
        params: ['0x68656c6c6f', devnet.accounts[4]!.address],
      }),
    )
    expect(locked).toMatchObject({ code: 4100 })
    expect(locked.message).toContain('locked')
  })

  it('surfaces a scripted rejection as viem UserRejectedRequestError (4001)', async () => {
    const wallet = walletWith([4])
    const client = createWalletClient({ transport: custom(wallet) })
    const account = devnet.accounts[4]!.address
    wallet.rejectNext({ method: 'personal_sign', count: 2 })
    // A read is not a prompt, so it is untouched by the scripted rejection.
    expect(await client.getChainId()).toBe(home().chainId)
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(client.signMessage({ account, message: 'x' })).rejects.toBeInstanceOf(
        UserRejectedRequestError,
      )
    }
    expect(wallet.getState().pendingRejections).toBe(0)
    await expect(client.signMessage({ account, message: 'x' })).resolves.toMatch(/^0x/)
  })
})

describe('transactions on the devnet', () => {
  it('sends a native transfer that is mined and moves the balance', async () => {
    const wallet = walletWith([6])
    const from = devnet.accounts[6]!.address
    const to = '0x000000000000000000000000000000000000dEaD' as Address
    const chain = defineLocalChain(home())
    const client = createWalletClient({ chain, transport: custom(wallet) })
    const reader = publicClientFor(home())
    const [toBefore, fromBefore] = await Promise.all([
      reader.getBalance({ address: to }),
      reader.getBalance({ address: from }),
    ])
    const hash = await client.sendTransaction({ account: from, to, value: parseEther('1.5') })
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(from.toLowerCase())
    expect(await reader.getBalance({ address: to })).toBe(toBefore + parseEther('1.5'))
    const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await reader.getBalance({ address: from })).toBe(
      fromBefore - parseEther('1.5') - gasPaid,
    )
  })

  it('sends an ERC20 transfer that is mined and moves token balances', async () => {
    const wallet = walletWith([7])
    const from = devnet.accounts[7]!.address
    const to = devnet.accounts[8]!.address
    const token = home().token.address
    const client = createWalletClient({
      chain: defineLocalChain(home()),
      transport: custom(wallet),
    })
    const reader = publicClientFor(home())
    const balanceOf = (address: Address) =>
      reader.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const [fromBefore, toBefore] = await Promise.all([balanceOf(from), balanceOf(to)])
    const hash = await client.writeContract({
      account: from,
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits('250.5', 6)],
    })
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    expect(await balanceOf(from)).toBe(fromBefore - parseUnits('250.5', 6))
    expect(await balanceOf(to)).toBe(toBefore + parseUnits('250.5', 6))
  })

  it('gives concurrent sends consecutive nonces', async () => {
    const wallet = walletWith([9])
    const from = devnet.accounts[9]!.address
    const send = () =>
      wallet.request({
        method: 'eth_sendTransaction',
        params: [{ from, to: devnet.accounts[0]!.address, value: '0x1' }],
      }) as Promise<`0x${string}`>
    const hashes = await Promise.all([send(), send(), send()])
    const reader = publicClientFor(home())
    const nonces = await Promise.all(
      hashes.map(async (hash) => (await reader.getTransaction({ hash })).nonce),
    )
    expect(new Set(nonces).size).toBe(3)
  })

  it('surfaces a revert with its reason, raw and through viem', async () => {
    const wallet = walletWith([7])
    const from = devnet.accounts[7]!.address
    const token = home().token.address
    const client = createWalletClient({
      chain: defineLocalChain(home()),
      transport: custom(wallet),
    })
    const tooMuch = parseUnits('5000000', 6)
    await expect(
      client.writeContract({
        account: from,
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [devnet.accounts[8]!.address, tooMuch],
      }),
    ).rejects.toThrow('ERC20: insufficient balance')

    const raw = await rejectionOf(
      wallet.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from,
            to: token,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [devnet.accounts[8]!.address, tooMuch],
            }),
          },
        ],
      }),
    )
    expect(raw.message).toContain('ERC20: insufficient balance')
    expect(raw.code).toBe(3)
    expect(raw.data).toMatch(/^0x08c379a0/) // Error(string) selector
  })

  it('forwards reads to the current chain', async () => {
    const wallet = walletWith([1])
    const balance = await wallet.request({
      method: 'eth_getBalance',
      params: [devnet.accounts[9]!.address, 'latest'],
    })
    expect(BigInt(balance as string)).toBe(
      await publicClientFor(home()).getBalance({ address: devnet.accounts[9]!.address }),
    )
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
  })
})

describe('chains', () => {
  it('gives 4902 for an unknown chain, then switches after wallet_addEthereumChain', async () => {
    const wallet = walletWith([3])
    const events = recordEvents(wallet)
    const otherHex = `0x${other().chainId.toString(16)}`
    const unknown = await rejectionOf(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: otherHex }] }),
    )
    expect(unknown.code).toBe(4902)
    expect(unknown.message).toBe(
      `Unrecognized chain ID "${otherHex}". Try adding the chain using wallet_addEthereumChain first.`,
    )

    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: otherHex,
          chainName: 'Latch devnet B',
          rpcUrls: [other().rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    expect(await wallet.request({ method: 'eth_chainId' })).toBe(otherHex)
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: otherHex }] })
    expect(events.filter(([name]) => name === 'chainChanged')).toEqual([
      ['chainChanged', otherHex],
      ['chainChanged', '0x7a69'],
      ['chainChanged', otherHex],
    ])

    // Transactions now land on the other chain, signed for its chain id.
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [
        { from: devnet.accounts[3]!.address, to: devnet.accounts[4]!.address, value: '0x2' },
      ],
    })) as `0x${string}`
    const mined = await publicClientFor(other()).getTransaction({ hash })
    expect(mined.chainId).toBe(other().chainId)
  })

  it('rejects a switch with 4001 when scripted, and forgets chains on demand', async () => {
    const wallet = createTestWallet({
      accounts: [devnet.accounts[3]!.privateKey],
      chains: devnet.chains,
    })
    const otherHex = `0x${other().chainId.toString(16)}`
    wallet.rejectNext({ method: 'wallet_switchEthereumChain' })
    const rejected = await rejectionOf(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: otherHex }] }),
    )
    expect(rejected.code).toBe(4001)
    expect(wallet.getState().chainId).toBe(home().chainId)
    wallet.forgetChain(other().chainId)
    const forgotten = await rejectionOf(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: otherHex }] }),
    )
    expect(forgotten.code).toBe(4902)
  })
})

describe('scripted behaviour and events', () => {
  it('emits accountsChanged on lock, unlock, account selection and replacement', async () => {
    const wallet = walletWith([1, 2])
    const events = recordEvents(wallet)
    const [a1, a2, a3] = [1, 2, 3].map((index) => devnet.accounts[index]!.address)
    wallet.lock()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    wallet.unlock()
    wallet.selectAccount(a2!)
    wallet.setAccounts([devnet.accounts[3]!.privateKey])
    wallet.revokePermissions()
    expect(events.filter(([name]) => name === 'accountsChanged')).toEqual([
      ['accountsChanged', []],
      ['accountsChanged', [a1, a2]],
      ['accountsChanged', [a2, a1]],
      ['accountsChanged', [a3]],
      ['accountsChanged', []],
    ])
  })

  it('emits disconnect (4900) and fails every request until it reconnects', async () => {
    const wallet = walletWith([1])
    const events = recordEvents(wallet)
    await Promise.resolve() // let the initial `connect` through
    wallet.disconnect()
    const error = await rejectionOf(wallet.request({ method: 'eth_chainId' }))
    expect(error.code).toBe(4900)
    wallet.reconnect()
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['disconnect', 4900],
      ['connect', { chainId: '0x7a69' }],
    ])
  })

  it('answers slowly when told to', async () => {
    const wallet = walletWith([1])
    wallet.setResponseDelay(150)
    const started = performance.now()
    await wallet.request({ method: 'eth_chainId' })
    expect(performance.now() - started).toBeGreaterThanOrEqual(145)
    wallet.setResponseDelay(0)
    const again = performance.now()
    await wallet.request({ method: 'eth_chainId' })
    expect(performance.now() - again).toBeLessThan(145)
  })

  it('rejects the next request of any named method, reads included', async () => {
    const wallet = walletWith([1])
    wallet.rejectNext({ method: 'eth_blockNumber' })
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect((await rejectionOf(wallet.request({ method: 'eth_blockNumber' }))).code).toBe(4001)
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
  })

  it('answers 4200 for signing methods it does not offer and -32602 for bad params', async () => {
    const wallet = walletWith([1])
    const address = devnet.accounts[1]!.address
    const ethSign = await rejectionOf(
      wallet.request({ method: 'eth_sign', params: [address, '0x00'] }),
    )
    expect(ethSign.code).toBe(4200)
    const unknownWalletMethod = await rejectionOf(wallet.request({ method: 'wallet_sendCalls' }))
    expect(unknownWalletMethod.code).toBe(4200)
    const badSwitch = await rejectionOf(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 31337 }] }),
    )
    expect(badSwitch.code).toBe(-32602)
    const badTx = await rejectionOf(
      wallet.request({ method: 'eth_sendTransaction', params: [{ from: 'nobody' }] }),
    )
    expect(badTx.code).toBe(-32602)
    const badRequest = await rejectionOf(wallet.request({ method: '' }))
    expect(badRequest.code).toBe(-32600)
  })
})
