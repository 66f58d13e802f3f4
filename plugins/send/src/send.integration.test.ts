import {
  advanceUntil,
  type Devnet,
  type DevnetChain,
  type LocalApi,
  startDevnet,
  startLocalApi,
} from '@latch/testkit'
import { type Address, createPublicClient, erc20Abi, http, parseEther } from 'viem'
import {
  getBalance,
  getTransactionCount,
  readContract,
  sendTransaction,
  waitForTransactionReceipt,
} from 'viem/actions'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { registerName } from './test/registerName'
import { connectedSendWorld, type SendWorld } from './test/sendWorld'

// The send plugin on real local parts: anvil with the test ERC20, the local Data API reading it
// (balances with prices, identities, names), eip155 with the test wallet signing for real. The
// client's clock is manual: the 5-minute name and identity cache moves only with it.

let devnet: Devnet
let api: LocalApi
let home: DevnetChain
const worlds: SendWorld[] = []
const receiver: Address = '0x000000000000000000000000000000000000bEEF'

beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
  home = devnet.chains[0] as DevnetChain
  api = await startLocalApi({ chains: devnet.chains })
})
afterEach(() => {
  for (const world of worlds.splice(0)) world.destroy()
  api.faults.clear()
})
afterAll(async () => {
  await api?.stop()
  await devnet?.stop()
})

const chainClient = () => createPublicClient({ transport: http(home.rpcUrl) })
const tokenBalance = (owner: Address) =>
  readContract(chainClient(), {
    address: home.token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
const nonce = (address: Address) => getTransactionCount(chainClient(), { address })

async function world(accountIndex: number) {
  const w = await connectedSendWorld(devnet, api, accountIndex)
  worlds.push(w)
  await w.latch.dispatch({ type: 'send.fetchTokenBalances' })
  return w
}

/** Fills the form in. */
async function fill(
  w: SendWorld,
  parts: { token?: 'native' | 'erc20'; amount?: string; to?: string },
) {
  if (parts.token) {
    const token = parts.token === 'native' ? w.native() : w.erc20()
    await w.latch.dispatch({ type: 'send.setToken', token })
  }
  if (parts.amount !== undefined)
    await w.latch.dispatch({ type: 'send.setAmount', amount: parts.amount })
  if (parts.to !== undefined)
    await w.latch.dispatch({ type: 'send.setReceiver', receiver: parts.to })
}

describe('send on EVM', () => {
  it('lists the account’s tokens with a balance and their USD total', async () => {
    const w = await world(4)
    const symbols = w.own().tokenBalances.map((t) => t.symbol)
    expect(symbols).toEqual(expect.arrayContaining(['ETH', home.token.symbol]))
    expect(Number(w.own().networkBalanceInUsd)).toBeGreaterThan(0)
  })

  it('sends ETH: review with the fee in ETH and USD, then on chain, toast with the explorer link, reset, balances refreshed', async () => {
    const w = await world(4)
    const before = await getBalance(chainClient(), { address: receiver })
    await fill(w, { token: 'native', amount: '0.25', to: receiver })
    await w.latch.dispatch({ type: 'send.review' })
    const { fee, step } = w.own()
    expect(step).toBe('review')
    expect(BigInt(fee!.value)).toBeGreaterThan(0n)
    expect(fee).toMatchObject({ symbol: 'ETH', decimals: 18 })
    expect(fee!.usd).toBeGreaterThan(0)

    const requestsBefore = w.dataRequests.length
    const { hash } = await w.latch.dispatch({ type: 'send.submit' })

    expect(await getBalance(chainClient(), { address: receiver })).toBe(before + parseEther('0.25'))
    expect(w.latch.getState().toasts.current).toMatchObject({
      variant: 'success',
      message: 'Sent 0.25 ETH',
      link: { url: `https://explorer.local.test/tx/${hash}`, label: 'View on explorer' },
    })
    expect(w.own()).toMatchObject({
      loading: false,
      step: 'form',
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
    })
    // Balances asked again past every cache, and the list shows the new one.
    expect(w.dataRequests.slice(requestsBefore).some((p) => p.endsWith('/balance'))).toBe(true)
    const onChain = await getBalance(chainClient(), { address: w.address })
    expect(Number(w.native().quantity.numeric)).toBeCloseTo(Number(onChain) / 1e18, 6)
  })

  it('sends the ERC20 with its own transfer, checked on chain', async () => {
    const w = await world(5)
    const [from, to] = await Promise.all([tokenBalance(w.address), tokenBalance(receiver)])
    await fill(w, { token: 'erc20', amount: '12.5', to: receiver })
    await w.latch.dispatch({ type: 'send.review' })
    await w.latch.dispatch({ type: 'send.submit' })
    const units = 12_500_000n * 10n ** BigInt(home.token.decimals - 6)
    expect(await tokenBalance(w.address)).toBe(from - units)
    expect(await tokenBalance(receiver)).toBe(to + units)
    expect(w.latch.getState().toasts.current?.message).toBe(`Sent 12.5 ${home.token.symbol}`)
  })

  it('max: the ERC20’s whole balance; ETH’s balance less the fee', async () => {
    const w = await world(6)
    await fill(w, { token: 'erc20', to: receiver })
    expect(await w.latch.dispatch({ type: 'send.setMax' })).toBe(
      w.erc20().quantity.numeric.replace(/\.0+$/, ''),
    )
    await fill(w, { token: 'native' })
    const max = await w.latch.dispatch({ type: 'send.setMax' })
    const fee = BigInt(w.own().fee!.value)
    const balance = await getBalance(chainClient(), { address: w.address })
    expect(parseEther(max)).toBe(balance - fee)
    expect(w.own().sendTokenAmount).toBe(max)
  })

  it('checks the form with the spec’s messages, sending nothing', async () => {
    const w = await world(7)
    const sent = await nonce(w.address)
    const refused = async (message: string) => {
      await expect(w.latch.dispatch({ type: 'send.review' })).rejects.toMatchObject({ message })
      await expect(w.latch.dispatch({ type: 'send.submit' })).rejects.toMatchObject({ message })
      expect(w.own().error?.message).toBe(message)
      expect(w.own().loading).toBe(false)
    }
    await refused('An amount and receiver address are required')
    await fill(w, { amount: '1', to: receiver })
    await refused('A token is required')
    await fill(w, { token: 'erc20', amount: '1.1234567' }) // the token has 6 decimals
    await refused('Invalid amount')
    await fill(w, { amount: '0.000000' }) // dust: less than one base unit
    await refused('Invalid amount')
    await fill(w, { amount: '1000000000' })
    await refused('The total cost of the transaction exceeds the balance of the account')
    await expect(
      w.latch.dispatch({ type: 'send.setReceiver', receiver: 'not-an-address' }),
    ).rejects.toMatchObject({ message: 'Address not-an-address is invalid' })
    expect(await nonce(w.address)).toBe(sent)
  })

  it('a rejection in the wallet: its message, loading cleared, nothing sent, the form kept', async () => {
    const w = await world(8)
    const sent = await nonce(w.address)
    await fill(w, { token: 'native', amount: '0.1', to: receiver })
    w.wallet.rejectNext()
    const loading: boolean[] = []
    w.latch.subscribe(
      (state) => state.plugins.send?.loading,
      (value) => loading.push(!!value),
    )
    await expect(w.latch.dispatch({ type: 'send.submit' })).rejects.toMatchObject({
      code: 'USER_REJECTED_REQUEST',
    })
    expect(loading).toEqual([true, false])
    expect(w.own()).toMatchObject({
      loading: false,
      sendTokenAmount: '0.1',
      receiverAddress: receiver,
    })
    expect(w.latch.getState().toasts.current).toMatchObject({ variant: 'error' })
    expect(await nonce(w.address)).toBe(sent)
  })

  it('a node that refuses the transfer: its named message, loading cleared, nothing sent', async () => {
    const w = await world(9)
    await fill(w, { token: 'erc20', amount: '10', to: receiver })
    // The tokens leave the account behind the form's back: the node refuses the transfer.
    const all = await tokenBalance(w.address)
    const { encodeFunctionData } = await import('viem')
    const hash = await sendTransaction(
      { ...chainClient(), request: w.wallet.request.bind(w.wallet) } as never,
      {
        account: w.address,
        chain: null,
        to: home.token.address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [receiver, all],
        }),
      } as never,
    )
    await waitForTransactionReceipt(chainClient(), { hash })
    const sent = await nonce(w.address)
    await expect(w.latch.dispatch({ type: 'send.submit' })).rejects.toMatchObject({
      code: 'EXECUTION_REVERTED',
    })
    expect(w.own()).toMatchObject({ loading: false, error: { code: 'EXECUTION_REVERTED' } })
    expect(await nonce(w.address)).toBe(sent)
  })

  it('review waits for the receiver being resolved (a blur, then the Review button at once)', async () => {
    const w = await world(4)
    await fill(w, { token: 'native', amount: '0.01' })
    const resolving = w.latch.dispatch({ type: 'send.setReceiver', receiver })
    await w.latch.dispatch({ type: 'send.review' })
    await resolving
    expect(w.own()).toMatchObject({ step: 'review', receiverAddress: receiver })
  })

  it('a second submit while one runs sends nothing twice', async () => {
    const w = await world(4)
    const before = await getBalance(chainClient(), { address: receiver })
    await fill(w, { token: 'native', amount: '0.01', to: receiver })
    const first = w.latch.dispatch({ type: 'send.submit' })
    await expect(w.latch.dispatch({ type: 'send.submit' })).rejects.toMatchObject({
      code: 'SEND_IN_PROGRESS',
    })
    await first
    expect(await getBalance(chainClient(), { address: receiver })).toBe(before + parseEther('0.01'))
  })
})

describe('the receiver by name (Data API, kept 5 minutes)', () => {
  const register = (label: string, accountIndex: number) =>
    registerName({ devnet, api }, label, accountIndex)

  it('resolves a name to its address, with the identity’s name, once in 5 minutes', async () => {
    const owner = await register('send-bob', 1)
    const w = await world(4)
    const lookups = () => w.dataRequests.filter((p) => p.startsWith('/v1/profile/account/')).length
    const identities = () => w.dataRequests.filter((p) => p.startsWith('/v1/identity/')).length

    expect(
      await w.latch.dispatch({ type: 'send.setReceiver', receiver: 'send-bob.reown.id' }),
    ).toBe(owner)
    // Dev account 1 has the identity fixture's name and avatar.
    expect(w.own()).toMatchObject({
      receiverAddress: owner,
      receiverProfileName: 'bob.latch.eth',
      resolving: false,
    })
    expect(w.own().receiverProfileImage).toMatch(/^http/)
    expect([lookups(), identities()]).toEqual([1, 1])

    w.latch.clock.advance(5 * 60_000 - 1)
    await w.latch.dispatch({ type: 'send.setReceiver', receiver: 'send-bob.reown.id' })
    expect([lookups(), identities()]).toEqual([1, 1])

    w.latch.clock.advance(2)
    await w.latch.dispatch({ type: 'send.setReceiver', receiver: 'send-bob.reown.id' })
    expect([lookups(), identities()]).toEqual([2, 2])
  })

  /** Settles `pending` while moving the manual clock (API retries wait on it), a second a step. */
  async function settleOnClock<T>(w: SendWorld, pending: Promise<T>) {
    let done = false
    const outcome = pending.then(
      (value) => ({ value, error: undefined }),
      (error: unknown) => ({ value: undefined, error }),
    )
    void outcome.finally(() => {
      done = true
    })
    await advanceUntil(w.latch.clock, () => done)
    return outcome
  }

  it('a rate-limited name lookup is retried after Retry-After, then resolves', async () => {
    const owner = await register('send-carol', 2)
    const w = await world(4)
    api.faults.set('/v1/profile/account/:name', {
      kind: 'rate-limited',
      retryAfterSeconds: 2,
      times: 'once',
    })
    const { value } = await settleOnClock(
      w,
      w.latch.dispatch({ type: 'send.setReceiver', receiver: 'send-carol.reown.id' }),
    )
    expect(value).toBe(owner)
    expect(w.dataRequests.filter((p) => p.startsWith('/v1/profile/account/'))).toHaveLength(2)
  })

  it('a lookup service that keeps failing (5xx): “Error resolving name”, resolving cleared', async () => {
    const w = await world(4)
    api.faults.set('/v1/profile/account/:name', { kind: 'server-error', status: 503 })
    const { error } = await settleOnClock(
      w,
      w.latch.dispatch({ type: 'send.setReceiver', receiver: 'send-bob.reown.id' }),
    )
    expect(error).toMatchObject({ message: 'Error resolving name' })
    expect(w.own()).toMatchObject({ resolving: false, receiverAddress: undefined })
    expect(w.own().error?.message).toBe('Error resolving name')
  })

  it('a name that is not registered: “Error resolving name”, no receiver', async () => {
    const w = await world(4)
    await expect(
      w.latch.dispatch({ type: 'send.setReceiver', receiver: 'nobody-here.reown.id' }),
    ).rejects.toMatchObject({ message: 'Error resolving name' })
    expect(w.own()).toMatchObject({ receiverAddress: undefined, resolving: false })
  })

  it('an identity answer that is not one leaves the address as the receiver, without a name', async () => {
    const w = await world(4)
    api.faults.set('/v1/identity/:address', { kind: 'malformed' })
    await w.latch.dispatch({ type: 'send.setReceiver', receiver })
    expect(w.own()).toMatchObject({ receiverAddress: receiver, receiverProfileName: undefined })
  })
})
