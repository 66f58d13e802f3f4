/**
 * Browser entry point of the Bitcoin test wallet. A page (a demo, an e2e test) loads it to get a
 * Wallet Standard Bitcoin wallet that signs with local keys and registers itself with apps.
 *
 * Either call `installBitcoinTestWallet(config, window)` from page code, or set
 * `window.__LATCH_BITCOIN_TEST_WALLET_CONFIG__` before this script runs: it then installs itself
 * and leaves the handle at `window.__LATCH_BITCOIN_TEST_WALLET__`, where a test driver can script
 * it (`window.__LATCH_BITCOIN_TEST_WALLET__.wallet.rejectNext()`).
 *
 * bip322-js, which signs its messages, is written for Node: a bundle of this entry gives it
 * `Buffer` (the `buffer` package) and `stream` (`readable-stream`), as `testWalletInitScript`'s
 * does. Those shims stay in the test wallet's script; no Latch package needs them.
 */
import { installFromPage } from '../browser/installFromPage'
import {
  type InstallBitcoinTestWalletConfig,
  installBitcoinTestWallet,
} from './installBitcoinTestWallet'

export type { BitcoinTestWallet, BitcoinTestWalletState } from './bitcoinTestWallet'
export { createBitcoinTestWallet } from './bitcoinTestWallet'
export type { CreateBitcoinTestWalletOptions } from './bitcoinWalletOptions'
export { BitcoinBroadcastError } from './broadcastTransaction'
export type {
  BitcoinTestWalletPage,
  InstallBitcoinTestWalletConfig,
  InstalledBitcoinTestWallet,
} from './installBitcoinTestWallet'
export { installBitcoinTestWallet } from './installBitcoinTestWallet'

installFromPage<InstallBitcoinTestWalletConfig>(
  '__LATCH_BITCOIN_TEST_WALLET_CONFIG__',
  '__LATCH_BITCOIN_TEST_WALLET__',
  installBitcoinTestWallet,
)
