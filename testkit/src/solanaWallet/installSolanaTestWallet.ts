import { registerWallet } from '@wallet-standard/wallet'
import { createSolanaTestWallet, type SolanaTestWallet } from './solanaTestWallet'
import type { CreateSolanaTestWalletOptions } from './solanaWalletOptions'

export interface InstallSolanaTestWalletConfig
  extends Omit<CreateSolanaTestWalletOptions, 'onAuthorizedChange' | 'onLockedChange'> {
  /**
   * Remember the app's authorisation, and whether the wallet is locked, in the page's localStorage
   * under this key, as a wallet extension does: a silent connect still succeeds after a reload,
   * and a wallet locked before a reload is still locked after it.
   */
  persistAs?: string
}

export interface InstalledSolanaTestWallet {
  wallet: SolanaTestWallet
  /**
   * Stops writing the authorisation to localStorage. It cannot take the wallet back from apps:
   * `registerWallet` (1.1.x) returns no unregister function, and an app that has seen the wallet
   * keeps it. Use a fresh page (or `vi.resetModules()` for `@wallet-standard/app`) per test.
   */
  uninstall(): void
}

/** The page the wallet is installed in: only its localStorage is read, for `persistAs`. */
export interface SolanaTestWalletPage {
  readonly localStorage?: Pick<Storage, 'getItem' | 'setItem'>
}

/**
 * Creates a Solana test wallet from a plain config object and registers it with Wallet Standard
 * apps (`registerWallet`: the `wallet-standard:register-wallet` / `app-ready` events on the global
 * `window`, so apps find it whether they load before or after it).
 */
export function installSolanaTestWallet(
  config: InstallSolanaTestWalletConfig,
  page: SolanaTestWalletPage,
): InstalledSolanaTestWallet {
  const { persistAs, ...walletOptions } = config
  const storage = persistAs ? pageStorage(page) : undefined
  const remembered = storage && persistAs ? readRemembered(storage, persistAs) : undefined
  let persisting = true
  const record = { authorized: false, locked: false, ...walletOptions, ...remembered }
  const remember = (change: Partial<typeof record>) => {
    Object.assign(record, change)
    if (storage && persistAs && persisting) {
      storage.setItem(
        persistAs,
        JSON.stringify({ authorized: record.authorized, locked: record.locked }),
      )
    }
  }
  const wallet = createSolanaTestWallet({
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

type PageStorage = Pick<Storage, 'getItem' | 'setItem'>

function pageStorage(page: SolanaTestWalletPage): PageStorage | undefined {
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
    if (typeof value?.authorized === 'boolean') {
      return {
        authorized: value.authorized,
        ...(typeof value.locked === 'boolean' ? { locked: value.locked } : {}),
      }
    }
  } catch {
    // A corrupt value is forgotten.
  }
  return undefined
}
