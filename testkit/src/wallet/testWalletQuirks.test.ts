import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/startDevnet'
import { type CreateTestWalletOptions, createTestWallet } from './testWallet'

// The quirks of real wallets the EVM test wallet replays, each a named option (see
// `quirks/evmQuirks.ts` for the wallets they are known in and what Latch does about them).

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(() => devnet?.stop())

const home = () => devnet.chains[0]!
const other = () => devnet.chains[1]!
const owner = () => devnet.accounts[1]!

const walletWith = (quirks: Partial<CreateTestWalletOptions>) =>
  createTestWallet({
    accounts: [owner().privateKey],
    chains: devnet.chains,
    authorized: true,
    ...quirks,
  })

const failure = (promise: Promise<unknown>) =>
  promise.then(
    (value) => {
      throw new Error(`expected a failure, got ${String(value)}`)
    },
    (error: unknown) => error,
  )

describe('quirk options of the EVM test wallet', () => {
  it('isMetaMask: passes for MetaMask, as Rabby, OKX and Phantom do', () => {
    expect(walletWith({ isMetaMask: true }).isMetaMask).toBe(true)
    expect('isMetaMask' in walletWith({})).toBe(false)
  })

  it('chainIdFormat: the chain as a number or a decimal string, in answers and events', async () => {
    const asNumber = walletWith({ chainIdFormat: 'number' })
    expect(await asNumber.request({ method: 'eth_chainId' })).toBe(home().chainId)
    const asDecimal = walletWith({ chainIdFormat: 'decimal' })
    const events: unknown[] = []
    asDecimal.on('chainChanged', (chainId) => events.push(chainId))
    asDecimal.setChain(other().chainId)
    expect(await asDecimal.request({ method: 'eth_chainId' })).toBe(String(other().chainId))
    expect(events).toEqual([String(other().chainId)])
  })

  it('addressCase: lower-case addresses, still signing for either spelling', async () => {
    const wallet = walletWith({ addressCase: 'lower' })
    const lower = owner().address.toLowerCase()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([lower])
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x68656c6c6f', owner().address] }),
    ).resolves.toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('unansweredSwitches: the next switch never settles, the one after switches', async () => {
    const wallet = walletWith({ unansweredSwitches: 1 })
    const params = [{ chainId: `0x${other().chainId.toString(16)}` }]
    let settled = false
    void wallet.request({ method: 'wallet_switchEthereumChain', params }).finally(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)
    expect(wallet.getState()).toMatchObject({ chainId: home().chainId, unansweredSwitches: 0 })
    await wallet.request({ method: 'wallet_switchEthereumChain', params })
    expect(wallet.getState().chainId).toBe(other().chainId)
  })

  it('unansweredRequests: the next requests never settle, whatever they are', async () => {
    const wallet = walletWith({ unansweredRequests: 1 })
    let settled = false
    void wallet.request({ method: 'eth_accounts' }).finally(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)
    expect(wallet.getState().unansweredRequests).toBe(0)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([owner().address])
  })

  it('silentSwitch: switches without emitting chainChanged', async () => {
    const wallet = walletWith({ silentSwitch: true })
    const events: unknown[] = []
    wallet.on('chainChanged', (chainId) => events.push(chainId))
    await wallet.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${other().chainId.toString(16)}` }],
    })
    expect(wallet.getState().chainId).toBe(other().chainId)
    expect(events).toEqual([])
  })

  it("locked, whenLocked 'no-accounts': no accounts until unlocked; lock({ silently }) emits nothing", async () => {
    const wallet = walletWith({ locked: true })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    wallet.unlock()
    const events: unknown[] = []
    wallet.on('accountsChanged', (accounts) => events.push(accounts))
    wallet.lock({ silently: true })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    wallet.lock()
    expect(events).toEqual([])
    wallet.unlock()
    wallet.lock()
    expect(events).toEqual([[owner().address], []])
  })

  it("whenLocked 'unauthorized': still lists the accounts, every other request fails with 4100", async () => {
    const wallet = walletWith({ locked: true, whenLocked: 'unauthorized' })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([owner().address])
    expect(await failure(wallet.request({ method: 'eth_chainId' }))).toMatchObject({ code: 4100 })
    wallet.unlock()
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('errorShape: a rejection as a string, an ethers error, nested causes or wrapped in -32603', async () => {
    const rejected = async (errorShape: CreateTestWalletOptions['errorShape']) => {
      const wallet = walletWith({ errorShape })
      wallet.rejectNext()
      return failure(wallet.request({ method: 'eth_requestAccounts' }))
    }
    expect(await rejected('string')).toBe('User rejected the request.')
    expect(await rejected('ethers')).toMatchObject({
      code: 'ACTION_REJECTED',
      info: { error: { code: 4001 } },
    })
    const nested = (await rejected('nested-cause')) as Error
    expect(nested.cause).toBeInstanceOf(Error)
    expect((nested.cause as Error).cause).toMatchObject({ code: 4001 })
    expect(await rejected('wrapped-internal')).toMatchObject({
      code: -32603,
      data: { code: 4001 },
    })
    expect(await rejected('eip1193')).toMatchObject({ code: 4001 })
  })

  it('refuses options it does not know the values of', () => {
    expect(() => walletWith({ chainIdFormat: 'octal' as never })).toThrow(/chainIdFormat/)
    expect(() => walletWith({ unansweredSwitches: -1 })).toThrow(/unansweredSwitches/)
    expect(() => walletWith({ errorShape: 'xml' as never })).toThrow(/errorShape/)
  })
})
