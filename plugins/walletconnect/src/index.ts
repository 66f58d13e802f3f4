export {
  createWalletConnectLoginMethod,
  WALLETCONNECT_ID,
  type WalletConnectLoginMethodOptions,
} from './loginMethod/createWalletConnectLoginMethod'
export { type WalletConnectPluginOptions, walletConnect } from './plugin'
export type { PairingState, WalletConnectState } from './state'
