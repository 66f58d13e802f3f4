// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { installTestWallet } from './installTestWallet'

const key = 'latch-test-wallet'
const config = {
  accounts: ['0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const],
  chains: [
    { chainId: 31337, rpcUrl: 'http://127.0.0.1:9' },
    { chainId: 31338, rpcUrl: 'http://127.0.0.1:9' },
  ],
  persistAs: key,
}

afterEach(() => window.localStorage.clear())

describe('installTestWallet with persistAs', () => {
  it('remembers the permission and the chain across a reload, like a wallet extension', async () => {
    const first = installTestWallet(config, window)
    await first.wallet.request({ method: 'eth_requestAccounts' })
    await first.wallet.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    first.uninstall()

    const reloaded = installTestWallet(config, window) // a new page load, the same storage
    expect(reloaded.wallet.getState()).toMatchObject({ authorized: true, chainId: 31338 })
    expect(await reloaded.wallet.request({ method: 'eth_accounts' })).toHaveLength(1)
    reloaded.uninstall()
  })

  it('forgets it after the wallet revokes, and ignores a corrupt record', async () => {
    const first = installTestWallet(config, window)
    await first.wallet.request({ method: 'eth_requestAccounts' })
    await first.wallet.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    first.uninstall()
    expect(installTestWallet(config, window).wallet.getState().authorized).toBe(false)

    window.localStorage.setItem(key, '{not json')
    expect(installTestWallet(config, window).wallet.getState()).toMatchObject({
      authorized: false,
      chainId: 31337,
    })
  })

  it('remembers nothing without persistAs', async () => {
    const first = installTestWallet({ ...config, persistAs: undefined }, window)
    await first.wallet.request({ method: 'eth_requestAccounts' })
    expect(window.localStorage.getItem(key)).toBeNull()
  })
})
