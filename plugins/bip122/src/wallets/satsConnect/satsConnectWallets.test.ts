import { createMemoryStorage } from '@latch/core'
import { createTestLatch, installSatsConnectProvider } from '@latch/testkit'
import { afterAll, describe, expect, it } from 'vitest'
import { verifyBitcoinMessage } from '../../actions/verifyMessage'
import { bip122 } from '../../plugin'
import { startLocalBitcoin, walletsOf } from '../../test/localBitcoin'
import { satsConnectWallets } from './satsConnectWallets'

// A sats-connect wallet (WBIP004 provider, as Xverse's) in a client, on the local regtest chain:
// the testkit's provider over the Bitcoin test wallet, signing for real.
const local = await startLocalBitcoin()
afterAll(() => local.stop())
const [regtest] = local.networks
const NAME = 'Latch Sats Connect Test Wallet'

async function page(sats = 0, options: { authorized?: boolean } = {}) {
  const wallet = await local.newWallet(sats, { name: NAME, ...options })
  const window = {}
  installSatsConnectProvider(window, wallet, local.chain.url)
  const storage = createMemoryStorage()
  const client = () =>
    createTestLatch({
      networks: [regtest],
      storage,
      plugins: [bip122({ wallets: walletsOf(satsConnectWallets(window)) })],
    })
  return { wallet, window, client }
}

const connect = (latch: ReturnType<typeof createTestLatch>) =>
  latch.dispatch({ type: 'connection.connect', connectorId: NAME, namespace: 'bip122' })

describe('sats-connect wallets', () => {
  it('are listed from btc_providers with their name and icon; malformed entries and missing providers are not', async () => {
    const { window, wallet } = await page()
    const target = window as { btc_providers: unknown[] }
    target.btc_providers.push(
      { id: 'Nowhere.Provider', name: 'Missing', icon: wallet.icon },
      { id: 'LatchSatsConnect.BitcoinProvider', name: 'No icon', icon: 'https://x/icon.png' },
      { id: '__proto__.constructor', name: 'Prototype', icon: wallet.icon },
      'garbage',
    )
    const wallets = satsConnectWallets(window)
    expect(wallets.map((each) => [each.name, each.icon])).toEqual([[NAME, wallet.icon]])
    expect(wallets[0]?.chains).toContain('bitcoin:regtest')
    expect(satsConnectWallets({})).toEqual([])
    expect(satsConnectWallets({ btc_providers: 'x' })).toEqual([])
  })

  it('connect with getAccounts: the payment address active, the ordinals one listed, the balance in BTC', async () => {
    const { wallet, client } = await page(2_500_000)
    const latch = client()
    await connect(latch)
    const account = latch.getState().accounts.bip122
    expect(account).toMatchObject({ status: 'connected', address: wallet.payment.address })
    expect(account?.allAccounts.map((each) => [each.address, each.type])).toEqual([
      [wallet.payment.address, 'payment'],
      [wallet.ordinals.address, 'ordinal'],
    ])
    await expect.poll(() => latch.getState().accounts.bip122?.balance).toBe('0.025')
  })

  it('signs a BIP-322 message and sends sats through signPsbt (the page broadcasts): confirmed after a block', async () => {
    const { wallet, client } = await page(100_000)
    const latch = client()
    await connect(latch)
    const signature = await latch.dispatch({ type: 'account.signMessage', message: 'sats' })
    expect(verifyBitcoinMessage(wallet.payment.address, 'sats', signature)).toBe(true)
    const recipient = await local.newWallet()
    const txid = await latch.dispatch({
      type: 'account.sendTransaction',
      transaction: { to: recipient.payment.address, value: 30_000n },
    })
    await local.chain.mine(1)
    const status = await (await fetch(`${local.chain.url}/tx/${txid}/status`)).json()
    expect(status).toMatchObject({ confirmed: true })
  })

  it('maps the wallet’s refusal (USER_REJECTION, -32000) to 4001', async () => {
    const { wallet, client } = await page()
    const latch = client()
    wallet.rejectNext()
    await expect(connect(latch)).rejects.toMatchObject({ rpcCode: 4001 })
    await connect(latch)
    wallet.rejectNext()
    await expect(
      latch.dispatch({ type: 'account.signMessage', message: 'no' }),
    ).rejects.toMatchObject({
      rpcCode: 4001,
    })
  })

  it('a reload reconnects without a prompt through wallet_getAccount, and not when the wallet forgot the site', async () => {
    const { wallet, client } = await page()
    await connect(client())
    const reloaded = client()
    await reloaded.dispatch({ type: 'connection.reconnect' })
    expect(reloaded.getState().accounts.bip122).toMatchObject({
      status: 'connected',
      address: wallet.payment.address,
    })

    wallet.disconnectFromWallet()
    const forgotten = client()
    await forgotten.dispatch({ type: 'connection.reconnect' })
    expect(forgotten.getState().accounts.bip122?.status).not.toBe('connected')
  })
})
