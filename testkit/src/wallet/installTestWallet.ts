import { type AnnouncementTarget, announceTestWallet, type Eip6963ProviderInfo } from './announce'
import { type CreateTestWalletOptions, createTestWallet, type TestWallet } from './testWallet'

export interface InstallTestWalletConfig extends CreateTestWalletOptions {
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
  const { info, windowEthereum = false, ...walletOptions } = config
  const wallet = createTestWallet(walletOptions)
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
