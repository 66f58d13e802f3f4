/**
 * `@latch/bip122/request-wallet`: the Bitcoin side of a login method as a Wallet Standard wallet
 * whose every signature is a request of the relay protocol's bip122 methods over the login
 * method's own transport (the relay session of `@latch/walletconnect`). The wallet is small; the
 * checks of the answers load with its first request. `isBitcoinAddress` checks what a session names.
 */
export { isBitcoinAddress } from '../address/bitcoinAddress'
export {
  type BitcoinRequestMethod,
  type BitcoinRequestParams,
  type BitcoinRequestSession,
  type BitcoinRequestWallet,
  type BitcoinRequestWalletOptions,
  createBitcoinRequestWallet,
} from './createBitcoinRequestWallet'
