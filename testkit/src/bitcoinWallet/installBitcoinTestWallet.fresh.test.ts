// @vitest-environment happy-dom
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { afterEach, describe, expect, it } from 'vitest'
import { installBitcoinTestWallet } from './installBitcoinTestWallet'

const key = 'latch-bitcoin-test-wallet'
// Registering and remembering need no chain: the wallet is never asked to send here.
const config = {
  paymentSecretKey: [...secp256k1.utils.randomSecretKey()],
  ordinalsSecretKey: [...secp256k1.utils.randomSecretKey()],
  esploraUrl: 'http://127.0.0.1:9',
  persistAs: key,
}
afterEach(() => window.localStorage.clear())

describe('installBitcoinTestWallet', () => {
  it('is seen by a Wallet Standard app, with its Bitcoin features and chain', async () => {
    const installed = installBitcoinTestWallet(config, window)
    const { getWallets } = await import('@wallet-standard/app')
    const found = getWallets()
      .get()
      .find((wallet) => wallet === installed.wallet)
    expect(found?.chains).toEqual(['bitcoin:regtest'])
    expect(Object.keys(found?.features ?? {})).toEqual(
      expect.arrayContaining([
        'bitcoin:connect',
        'bitcoin:signMessage',
        'bitcoin:signTransaction',
        'bitcoin:signAndSendTransaction',
        'standard:events',
      ]),
    )
  })

  it('remembers the approval and a lock across a reload', async () => {
    const first = installBitcoinTestWallet(config, window)
    await first.wallet.features['bitcoin:connect'].connect()
    first.uninstall()

    const reloaded = installBitcoinTestWallet(config, window)
    expect(reloaded.wallet.getState()).toMatchObject({ authorized: true, connected: false })
    const { accounts } = await reloaded.wallet.features['standard:connect'].connect({
      silent: true,
    })
    expect(accounts.map((account) => account.address)).toEqual([
      reloaded.wallet.payment.address,
      reloaded.wallet.ordinals.address,
    ])
    reloaded.wallet.lock()
    reloaded.uninstall()

    const again = installBitcoinTestWallet(config, window)
    expect(again.wallet.getState()).toMatchObject({ authorized: true, locked: true })
  })

  it('forgets nothing it was not told to keep: no persistAs, no storage', async () => {
    const { persistAs: _, ...unpersisted } = config
    const installed = installBitcoinTestWallet(unpersisted, window)
    await installed.wallet.features['bitcoin:connect'].connect()
    expect(window.localStorage.length).toBe(0)
  })
})
