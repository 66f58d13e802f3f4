// @vitest-environment happy-dom
import { createStore } from 'mipd'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InstalledTestWallet, InstallTestWalletConfig } from './installTestWallet'

const config: InstallTestWalletConfig = {
  accounts: ['0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'],
  chains: [{ chainId: 31338, rpcUrl: 'http://127.0.0.1:9' }],
  authorized: true,
  info: { name: 'E2E Wallet' },
  windowEthereum: true,
}

type PageGlobals = {
  __LATCH_TEST_WALLET_CONFIG__?: InstallTestWalletConfig
  __LATCH_TEST_WALLET__?: InstalledTestWallet
  ethereum?: unknown
}
const page = window as unknown as PageGlobals

afterEach(() => {
  page.__LATCH_TEST_WALLET__?.uninstall()
  delete page.__LATCH_TEST_WALLET__
  delete page.__LATCH_TEST_WALLET_CONFIG__
  vi.resetModules()
})

describe('browser entry', () => {
  it('installs itself from window.__LATCH_TEST_WALLET_CONFIG__ when the script loads', async () => {
    page.__LATCH_TEST_WALLET_CONFIG__ = config
    await import('./browser')
    const installed = page.__LATCH_TEST_WALLET__
    expect(installed).toBeDefined()
    const store = createStore()
    const found = store.findProvider({ rdns: 'dev.latch.testwallet' })
    store.destroy()
    expect(found?.info.name).toBe('E2E Wallet')
    expect(found?.provider).toBe(installed!.wallet)
    expect(page.ethereum).toBe(installed!.wallet)
    expect(await installed!.wallet.request({ method: 'eth_accounts' })).toEqual([
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ])
    expect(await installed!.wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')

    installed!.uninstall()
    expect(page.ethereum).toBeUndefined()
    const afterUninstall = createStore()
    expect(afterUninstall.getProviders()).toEqual([])
    afterUninstall.destroy()
  })

  it('does nothing on load without a config; installTestWallet installs on demand', async () => {
    const entry = await import('./browser')
    expect(page.__LATCH_TEST_WALLET__).toBeUndefined()
    const installed = entry.installTestWallet({ ...config, windowEthereum: false }, window)
    const store = createStore()
    expect(store.getProviders().map((detail) => detail.provider)).toEqual([installed.wallet])
    store.destroy()
    expect(page.ethereum).toBeUndefined()
    installed.uninstall()
  })
})
