/**
 * `@latch/solana/request-wallet`: the Solana side of a login method as a Wallet Standard wallet
 * whose every signature is a Solana JSON-RPC request over the login method's own transport (the
 * relay session of `@latch/walletconnect`, the secure frame of `@latch/embedded-wallet`). The
 * wallet is small; the wire code and the checks of the answers load on its first signature.
 */
export { isSolanaAddress } from './base58Bytes'
export {
  createRequestWallet,
  type RequestWallet,
  type RequestWalletOptions,
  type RequestWalletSession,
  type SolanaRequestMethod,
  type SolanaRequestParams,
} from './createRequestWallet'
