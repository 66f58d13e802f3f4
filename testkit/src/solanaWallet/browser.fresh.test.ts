// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deriveSolanaDevAccounts } from '../solana/devKeypairs'
import type {
  InstalledSolanaTestWallet,
  InstallSolanaTestWalletConfig,
} from './installSolanaTestWallet'

const [alice] = deriveSolanaDevAccounts(1)
const config: InstallSolanaTestWalletConfig = {
  // What survives JSON: a driver hands the page its config serialised.
  secretKeys: [Array.from(alice!.secretKey)],
  chains: [{ chainId: 'solana:9ZCKN5vFBL7Spj7dN5x35SWou4CZLDeh', rpcUrl: 'http://127.0.0.1:9' }],
  authorized: true,
  name: 'E2E Solana Wallet',
}

type PageGlobals = {
  __LATCH_SOLANA_TEST_WALLET_CONFIG__?: InstallSolanaTestWalletConfig
  __LATCH_SOLANA_TEST_WALLET__?: InstalledSolanaTestWallet
}
const page = window as unknown as PageGlobals

afterEach(() => {
  delete page.__LATCH_SOLANA_TEST_WALLET__
  delete page.__LATCH_SOLANA_TEST_WALLET_CONFIG__
  vi.resetModules()
})

describe('Solana browser entry', () => {
  it('installs itself from window.__LATCH_SOLANA_TEST_WALLET_CONFIG__ when the script loads', async () => {
    page.__LATCH_SOLANA_TEST_WALLET_CONFIG__ = JSON.parse(JSON.stringify(config))
    await import('./browser')
    const installed = page.__LATCH_SOLANA_TEST_WALLET__
    expect(installed?.wallet.name).toBe('E2E Solana Wallet')

    const { getWallets } = await import('@wallet-standard/app')
    expect(getWallets().get()).toContain(installed!.wallet)
    const { accounts } = await installed!.wallet.features['standard:connect'].connect({
      silent: true,
    })
    expect(accounts.map((account) => account.address)).toEqual([alice!.publicKey])
  })

  it('does nothing on load without a config; installSolanaTestWallet installs on demand', async () => {
    const entry = await import('./browser')
    expect(page.__LATCH_SOLANA_TEST_WALLET__).toBeUndefined()
    const installed = entry.installSolanaTestWallet(config, window)
    const { getWallets } = await import('@wallet-standard/app')
    expect(getWallets().get()).toContain(installed.wallet)
  })
})
