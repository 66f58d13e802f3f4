// `@latch/walletconnect/hooks`: the pairing for custom UIs on `@latch/hooks` (no default UI needed).
export { readyUri, selectPairing, useWalletConnectPairing } from './useWalletConnectPairing'
export { walletLink } from './walletLink'
