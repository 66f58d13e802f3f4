// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { deriveSolanaDevAccounts } from '../solana/devKeypairs'
import { installSolanaTestWallet } from './installSolanaTestWallet'

const key = 'latch-solana-test-wallet'
const [alice] = deriveSolanaDevAccounts(1)
// Registering and remembering need no cluster: the wallet is never asked to send here.
const config = {
  secretKeys: [alice!.secretKey],
  chains: [
    { chainId: 'solana:9ZCKN5vFBL7Spj7dN5x35SWou4CZLDeh' as const, rpcUrl: 'http://127.0.0.1:9' },
  ],
  persistAs: key,
}
afterEach(() => window.localStorage.clear())

describe('installSolanaTestWallet: registration', () => {
  it('is seen by a Wallet Standard app loaded after it, and by one already loaded', async () => {
    // @wallet-standard/app keeps one registry per module instance: the first getWallets() here
    // is an app loading after the wallet (it asks with app-ready); later, one already listening.
    const early = installSolanaTestWallet(config, window)
    const { getWallets } = await import('@wallet-standard/app')
    const app = getWallets()
    expect(app.get()).toContain(early.wallet)
    expect(app.get().find((found) => found === early.wallet)?.name).toBe('Latch Test Wallet')

    const registered: unknown[] = []
    app.on('register', (...wallets) => registered.push(...wallets))
    const late = installSolanaTestWallet({ ...config, name: 'Late Wallet' }, window)
    expect(registered).toEqual([late.wallet])
    expect(app.get()).toEqual([early.wallet, late.wallet])
  })
})

describe('installSolanaTestWallet with persistAs', () => {
  it('remembers the approval across a reload: a silent connect then succeeds', async () => {
    const first = installSolanaTestWallet(config, window)
    await first.wallet.features['standard:connect'].connect()
    first.uninstall()

    const reloaded = installSolanaTestWallet(config, window) // a new page load, the same storage
    expect(reloaded.wallet.getState()).toMatchObject({ authorized: true, connected: false })
    const { accounts } = await reloaded.wallet.features['standard:connect'].connect({
      silent: true,
    })
    expect(accounts.map((account) => account.address)).toEqual([alice!.publicKey])
  })

  it('remembers a lock across a reload, as an extension stays locked', async () => {
    const first = installSolanaTestWallet(config, window)
    await first.wallet.features['standard:connect'].connect()
    first.wallet.lock()
    first.uninstall()

    const reloaded = installSolanaTestWallet(config, window)
    expect(reloaded.wallet.getState()).toMatchObject({ authorized: true, locked: true })
    const silent = await reloaded.wallet.features['standard:connect'].connect({ silent: true })
    expect(silent.accounts).toEqual([])
    reloaded.wallet.unlock()
    reloaded.uninstall()
    expect(installSolanaTestWallet(config, window).wallet.getState().locked).toBe(false)
  })

  it('forgets it after a disconnect, and ignores a corrupt record', async () => {
    const first = installSolanaTestWallet({ ...config, authorized: true }, window)
    first.wallet.disconnectFromWallet() // revoked while not even connected in this session
    first.uninstall()
    expect(installSolanaTestWallet(config, window).wallet.getState().authorized).toBe(false)

    window.localStorage.setItem(key, '{not json')
    const corrupt = installSolanaTestWallet({ ...config, authorized: true }, window)
    expect(corrupt.wallet.getState().authorized).toBe(true) // the config's, not the record's
  })

  it('remembers nothing without persistAs, nor after uninstall', async () => {
    const unpersisted = installSolanaTestWallet({ ...config, persistAs: undefined }, window)
    await unpersisted.wallet.features['standard:connect'].connect()
    expect(window.localStorage.getItem(key)).toBeNull()

    const uninstalled = installSolanaTestWallet(config, window)
    uninstalled.uninstall()
    await uninstalled.wallet.features['standard:connect'].connect()
    expect(window.localStorage.getItem(key)).toBeNull()
  })

  it('works with any localStorage stand-in', async () => {
    const saved = new Map<string, string>()
    const page = {
      localStorage: {
        getItem: (name: string) => saved.get(name) ?? null,
        setItem: (name: string, value: string) => void saved.set(name, value),
      },
    }
    const { wallet } = installSolanaTestWallet({ ...config, name: 'Stand-in' }, page)
    await wallet.features['standard:connect'].connect()
    expect(JSON.parse(saved.get(key)!)).toEqual({ authorized: true, locked: false })
  })
})
