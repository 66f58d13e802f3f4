import { registerWallet } from '@wallet-standard/wallet'
import { type BitcoinTestWallet, createBitcoinTestWallet } from './bitcoinTestWallet'
import type { CreateBitcoinTestWalletOptions } from './bitcoinWalletOptions'

export interface InstallBitcoinTestWalletConfig
  extends Omit<CreateBitcoinTestWalletOptions, 'onAuthorizedChange' | 'onLockedChange'> {
  /**
   * Remember the app's approval, and whether the wallet is locked, in the page's localStorage
   * under this key, as a wallet extension does across reloads.
   */
  persistAs?: string
}

export interface InstalledBitcoinTestWallet {
  wallet: BitcoinTestWallet
  /** Stops writing to localStorage (apps that saw the wallet keep it: use a fresh page per test). */
  uninstall(): void
}

/** The page the wallet is installed in: only its localStorage is read, for `persistAs`. */
export interface BitcoinTestWalletPage {
  readonly localStorage?: Pick<Storage, 'getItem' | 'setItem'>
}

type PageStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Creates a Bitcoin test wallet from a plain config object and registers it with Wallet Standard
 * apps (`registerWallet`), so apps find it whether they load before or after it.
 */
export function installBitcoinTestWallet(
  config: InstallBitcoinTestWalletConfig,
  page: BitcoinTestWalletPage,
): InstalledBitcoinTestWallet {
  const { persistAs, ...walletOptions } = config
  const storage = persistAs ? pageStorage(page) : undefined
  const remembered = storage && persistAs ? readRemembered(storage, persistAs) : undefined
  let persisting = true
  const record = {
    authorized: walletOptions.authorized ?? false,
    locked: walletOptions.locked ?? false,
    ...remembered,
  }
  const remember = (change: Partial<typeof record>) => {
    Object.assign(record, change)
    if (storage && persistAs && persisting) storage.setItem(persistAs, JSON.stringify(record))
  }
  const wallet = createBitcoinTestWallet({
    ...walletOptions,
    authorized: record.authorized,
    locked: record.locked,
    onAuthorizedChange: (authorized) => remember({ authorized }),
    onLockedChange: (locked) => remember({ locked }),
  })
  registerWallet(wallet)
  return {
    wallet,
    uninstall() {
      persisting = false
    },
  }
}

function pageStorage(page: BitcoinTestWalletPage): PageStorage | undefined {
  try {
    return page.localStorage
  } catch {
    return undefined // storage disabled: nothing is remembered
  }
}

function readRemembered(storage: PageStorage, key: string) {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as {
      authorized?: unknown
      locked?: unknown
    } | null
    return {
      ...(typeof value?.authorized === 'boolean' ? { authorized: value.authorized } : {}),
      ...(typeof value?.locked === 'boolean' ? { locked: value.locked } : {}),
    }
  } catch {
    return undefined // a corrupt value is forgotten
  }
}
