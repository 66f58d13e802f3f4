// @vitest-environment happy-dom
import { createStore } from 'mipd'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

describe('installTestWallet quirks', () => {
  it('remembers a lock across a reload: a wallet locked while the page was closed', async () => {
    const first = installTestWallet(config, window)
    await first.wallet.request({ method: 'eth_requestAccounts' })
    first.wallet.lock({ silently: true })
    first.uninstall()

    const reloaded = installTestWallet(config, window)
    expect(reloaded.wallet.getState()).toMatchObject({ authorized: true, locked: true })
    expect(await reloaded.wallet.request({ method: 'eth_accounts' })).toEqual([])
    reloaded.wallet.unlock()
    reloaded.uninstall()
    expect(installTestWallet(config, window).wallet.getState().locked).toBe(false)
  })

  it('announceAfterMs: announces late; announceTwice: the same rdns again under a new uuid', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      // Earlier tests' wallets are still announced: only this rdns counts.
      const info = { rdns: 'dev.latch.late' }
      const store = createStore()
      const ours = () => store.getProviders().filter((detail) => detail.info.rdns === info.rdns)
      const late = installTestWallet(
        { ...config, info, announceAfterMs: 2_000, announceTwice: true },
        window,
      )
      vi.advanceTimersByTime(1_999)
      expect(ours()).toEqual([])
      vi.advanceTimersByTime(1)
      const announced = ours()
      expect(announced).toHaveLength(2)
      expect(new Set(announced.map((detail) => detail.info.uuid)).size).toBe(2)
      expect(announced.every((detail) => detail.provider === late.wallet)).toBe(true)
      late.uninstall()
      store.destroy()

      const uninstalledEarly = installTestWallet({ ...config, info, announceAfterMs: 10 }, window)
      uninstalledEarly.uninstall()
      const after = createStore()
      vi.advanceTimersByTime(10)
      expect(after.getProviders().filter((detail) => detail.info.rdns === info.rdns)).toEqual([])
      after.destroy()
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses a negative delay', () => {
    expect(() => installTestWallet({ ...config, announceAfterMs: -1 }, window)).toThrow(
      /announceAfterMs/,
    )
  })
})
