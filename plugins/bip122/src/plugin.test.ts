import { createMemoryStorage } from '@latch/core'
import { type BitcoinTestWallet, createTestLatch } from '@latch/testkit'
import { afterAll, describe, expect, it } from 'vitest'
import { verifyBitcoinMessage } from './actions/verifyMessage'
import { bip122 } from './plugin'
import { startLocalBitcoin, walletsOf } from './test/localBitcoin'

// The plugin in a client, on the local regtest chain with the Bitcoin test wallet: what an app sees.
const local = await startLocalBitcoin()
afterAll(() => local.stop())
const [regtest] = local.networks

async function connected(wallet: BitcoinTestWallet) {
  const latch = createTestLatch({
    networks: [regtest],
    storage: createMemoryStorage(),
    plugins: [bip122({ wallets: walletsOf([wallet]) })],
  })
  await latch.dispatch({
    type: 'connection.connect',
    connectorId: wallet.name,
    namespace: 'bip122',
  })
  return latch
}

describe('bip122 plugin', () => {
  it('connects with the payment account as the active address and shows its balance in BTC (3 decimals)', async () => {
    const wallet = await local.newWallet(2_500_000)
    const latch = await connected(wallet)
    expect(latch.getState().accounts.bip122).toMatchObject({
      status: 'connected',
      address: wallet.payment.address,
      caipAddress: `${regtest.caipNetworkId}:${wallet.payment.address}`,
    })
    expect(latch.getState().accounts.bip122?.allAccounts.map((a) => a.type)).toEqual([
      'payment',
      'ordinal',
    ])
    await expect.poll(() => latch.getState().accounts.bip122?.balance).toBe('0.025')
    expect(latch.getState().accounts.bip122?.balanceSymbol).toBe('BTC')
  })

  it("refuses a switch to the ordinals account, or one without an address (spec §4's messages)", async () => {
    const wallet = await local.newWallet()
    const latch = await connected(wallet)
    const base = {
      type: 'connection.switch',
      namespace: 'bip122',
      connectorId: wallet.name,
    } as const
    await expect(
      latch.dispatch({ ...base, address: wallet.ordinals.address }),
    ).rejects.toMatchObject({
      code: 'BIP122_NON_PAYMENT_ACCOUNT',
      message: 'Switching to non-payment accounts is not allowed for bip122',
    })
    await expect(latch.dispatch(base)).rejects.toMatchObject({
      code: 'BIP122_ADDRESS_REQUIRED',
      message: 'Address parameter is required for switching bip122 connection',
    })
    expect(latch.getState().accounts.bip122?.address).toBe(wallet.payment.address)
  })

  it('signs a message (BIP-322) and sends sats, confirmed once a block is mined', async () => {
    const wallet = await local.newWallet(100_000)
    const latch = await connected(wallet)
    const signature = await latch.dispatch({ type: 'account.signMessage', message: 'Hello Latch' })
    expect(verifyBitcoinMessage(wallet.payment.address, 'Hello Latch', signature)).toBe(true)

    const recipient = await local.newWallet()
    const started = performance.now()
    const txid = await latch.dispatch({
      type: 'account.sendTransaction',
      transaction: { to: recipient.payment.address, value: 25_000n },
    })
    // Asked every 2 s on the client's clock: not confirmed before the block, confirmed after it.
    const timers = latch.clock.pendingTimers()
    const confirmed = latch.dispatch({ type: 'bip122.waitForTransaction', txid })
    let settled = false
    void confirmed.then(() => {
      settled = true
    })
    // The first answer (in the mempool) is in: the next question waits on the clock.
    await expect.poll(() => latch.clock.pendingTimers()).toBe(timers + 1)
    expect(settled).toBe(false)
    await local.chain.mine(1)
    await latch.clock.advanceAsync(2_000)
    await expect(confirmed).resolves.toEqual({ blockHeight: local.chain.height() })
    // The closing note's figure (issue 37): send to confirmed on the local chain, one block mined.
    console.log(`bip122 send to confirmed: ${Math.round(performance.now() - started)} ms`)
  })
})
