/**
 * Browser entry point of the test wallet. A page (a demo, an e2e test) loads it to get a wallet
 * that signs with local keys and announces itself through EIP-6963.
 *
 * Either call `installTestWallet(config, window)` from page code, or set
 * `window.__LATCH_TEST_WALLET_CONFIG__` before this script runs: it then installs itself and
 * leaves the handle at `window.__LATCH_TEST_WALLET__`, where a test driver can script it
 * (`window.__LATCH_TEST_WALLET__.wallet.rejectNext()`).
 *
 * Nothing here, nor in what it imports, may use Node built-ins.
 */
import { installFromPage } from '../browser/installFromPage'
import { type InstallTestWalletConfig, installTestWallet } from './installTestWallet'

export { announceTestWallet, defaultTestWalletInfo } from './announce'
export type { InstalledTestWallet, InstallTestWalletConfig } from './installTestWallet'
export { installTestWallet } from './installTestWallet'
export { createTestWallet } from './testWallet'

installFromPage<InstallTestWalletConfig>(
  '__LATCH_TEST_WALLET_CONFIG__',
  '__LATCH_TEST_WALLET__',
  installTestWallet,
)
