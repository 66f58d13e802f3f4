// @vitest-environment happy-dom

import {
  createBitcoinTestWallet,
  installBitcoinTestWallet,
  installSatsConnectProvider,
} from '@latch/testkit'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { getWallets } from '@wallet-standard/app'
import { describe, expect, it, vi } from 'vitest'
import { isBitcoinWallet, watchBitcoinWallets } from './bitcoinStandardWallets'

const bitcoinConfig = (name: string) => ({
  name,
  paymentSecretKey: secp256k1.utils.randomSecretKey(),
  ordinalsSecretKey: secp256k1.utils.randomSecretKey(),
  // Discovery asks nothing of the chain.
  esploraUrl: 'http://127.0.0.1:9',
})

describe('watchBitcoinWallets', () => {
  it('lists the Bitcoin wallets of the page, early and late ones, and no Solana wallet', async () => {
    const early = installBitcoinTestWallet(bitcoinConfig('Early Bitcoin Wallet'), window)
    // A wallet of another chain: registered like any, not listed.
    getWallets().register({
      version: '1.0.0',
      name: 'A Solana Wallet',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      chains: ['solana:9ZCKN5vFBL7Spj7dN5x35SWou4CZLDeh'],
      features: {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      },
      accounts: [],
    })
    const wallets = watchBitcoinWallets()
    let changes = 0
    wallets.subscribe(() => {
      changes += 1
    })
    expect(wallets.connectors().map((connector) => connector.name)).toEqual([
      'Early Bitcoin Wallet',
    ])
    expect(wallets.connectors()[0]).toMatchObject({ namespace: 'bip122', kind: 'announced' })

    const late = installBitcoinTestWallet(bitcoinConfig('Late Bitcoin Wallet'), window)
    expect(changes).toBe(1)
    expect(wallets.connectors().map((connector) => connector.id)).toEqual([
      'Early Bitcoin Wallet',
      'Late Bitcoin Wallet',
    ])
    expect(wallets.provider('Late Bitcoin Wallet')).toBe(late.wallet)
    expect(isBitcoinWallet(early.wallet)).toBe(true)
    wallets.destroy()
    installBitcoinTestWallet(bitcoinConfig('After Destroy'), window)
    expect(changes).toBe(1)
  })

  it('lists the sats-connect wallets of btc_providers too, once their module loaded; a name the registry has is not listed twice', async () => {
    const satsConnect = createBitcoinTestWallet(bitcoinConfig('Sats Connect Wallet'))
    installSatsConnectProvider(window, satsConnect, 'http://127.0.0.1:9')
    // Xverse-like: the same wallet in the Wallet Standard registry and in btc_providers.
    const both = installBitcoinTestWallet(bitcoinConfig('Both Ways Wallet'), window)
    installSatsConnectProvider(window, both.wallet, 'http://127.0.0.1:9')
    const wallets = watchBitcoinWallets()
    let changes = 0
    wallets.subscribe(() => {
      changes += 1
    })
    await vi.waitFor(() => expect(changes).toBe(1))
    const names = wallets.connectors().map((connector) => connector.name)
    expect(names.filter((name) => name === 'Sats Connect Wallet')).toHaveLength(1)
    expect(names.filter((name) => name === 'Both Ways Wallet')).toHaveLength(1)
    // The registry's own wallet, not a second one made of its provider.
    expect(wallets.provider('Both Ways Wallet')).toBe(both.wallet)
    expect(wallets.provider('Sats Connect Wallet')?.features).toHaveProperty('bitcoin:signMessage')
    wallets.destroy()
  })
})
