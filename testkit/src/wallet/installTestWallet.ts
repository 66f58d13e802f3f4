import { type AnnouncementTarget, announceTestWallet, type Eip6963ProviderInfo } from './announce'
import { type CreateTestWalletOptions, createTestWallet, type TestWallet } from './testWallet'

export interface InstallTestWalletConfig extends CreateTestWalletOptions {
  /**
   * Remember the user's permission and chain in the page's localStorage under this key, as a
   * wallet extension does, so the wallet is still connected after a reload.
   */
  persistAs?: string
  /** EIP-6963 info; defaults to "Latch Test Wallet", `dev.latch.testwallet`, a fresh uuid. */
  info?: Partial<Eip6963ProviderInfo>
  /** Also set `window.ethereum`, for dapps that only look for a legacy injected provider. */
  windowEthereum?: boolean
}

export interface InstalledTestWallet {
  wallet: TestWallet
  /** Stops announcing and removes `window.ethereum` if it was set. */
  uninstall(): void
}

/** Creates a test wallet from a plain config object and announces it on `target` (a window). */
export function installTestWallet(
  config: InstallTestWalletConfig,
  target: AnnouncementTarget & { ethereum?: unknown },
): InstalledTestWallet {
  const { info, windowEthereum = false, persistAs, ...walletOptions } = config
  const storage = persistAs ? pageStorage(target) : undefined
  const remembered = storage && persistAs ? readRemembered(storage, persistAs) : undefined
  const wallet = createTestWallet({
    ...walletOptions,
    ...(remembered && walletOptions.chains.some((c) => c.chainId === remembered.chainId)
      ? { authorized: remembered.authorized, chainId: remembered.chainId }
      : {}),
  })
  if (storage && persistAs) {
    // Every answer may have changed the permission or the chain: write them back.
    const request = wallet.request.bind(wallet)
    wallet.request = async (args) => {
      try {
        return await request(args)
      } finally {
        const { authorized, chainId } = wallet.getState()
        storage.setItem(persistAs, JSON.stringify({ authorized, chainId }))
      }
    }
  }
  const stopAnnouncing = announceTestWallet(target, wallet, info)
  if (windowEthereum) target.ethereum = wallet
  return {
    wallet,
    uninstall() {
      stopAnnouncing()
      if (windowEthereum && target.ethereum === wallet) target.ethereum = undefined
    },
  }
}

type PageStorage = Pick<Storage, 'getItem' | 'setItem'>

function pageStorage(target: object): PageStorage | undefined {
  try {
    return (target as { localStorage?: PageStorage }).localStorage
  } catch {
    return undefined // storage disabled: nothing is remembered
  }
}

function readRemembered(storage: PageStorage, key: string) {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as {
      authorized?: unknown
      chainId?: unknown
    } | null
    if (typeof value?.authorized === 'boolean' && typeof value.chainId === 'number') {
      return { authorized: value.authorized, chainId: value.chainId }
    }
  } catch {
    // A corrupt value is forgotten.
  }
  return undefined
}
