/**
 * Browser entry point of the Solana test wallet. A page (a demo, an e2e test) loads it to get a
 * Wallet Standard wallet that signs with local keys and registers itself with apps.
 *
 * Either call `installSolanaTestWallet(config, window)` from page code, or set
 * `window.__LATCH_SOLANA_TEST_WALLET_CONFIG__` before this script runs: it then installs itself
 * and leaves the handle at `window.__LATCH_SOLANA_TEST_WALLET__`, where a test driver can script
 * it (`window.__LATCH_SOLANA_TEST_WALLET__.wallet.rejectNext()`).
 *
 * Nothing here, nor in what it imports, may use Node built-ins.
 */
import { installFromPage } from '../browser/installFromPage'
import {
  type InstallSolanaTestWalletConfig,
  installSolanaTestWallet,
} from './installSolanaTestWallet'

export type {
  InstalledSolanaTestWallet,
  InstallSolanaTestWalletConfig,
  SolanaTestWalletPage,
} from './installSolanaTestWallet'
export { installSolanaTestWallet } from './installSolanaTestWallet'
export { SolanaRpcError } from './sendWireTransaction'
export type { SolanaTestWallet, SolanaTestWalletState } from './solanaTestWallet'
export { createSolanaTestWallet } from './solanaTestWallet'
export type { CreateSolanaTestWalletOptions, SolanaTestWalletChain } from './solanaWalletOptions'
export {
  WalletAccountError,
  WalletLockedError,
  WalletMessageNotTextError,
  WalletRejectedError,
} from './walletErrors'

installFromPage<InstallSolanaTestWalletConfig>(
  '__LATCH_SOLANA_TEST_WALLET_CONFIG__',
  '__LATCH_SOLANA_TEST_WALLET__',
  installSolanaTestWallet,
)
