// Its error codes, merged into `LatchErrorCode` (types only: the texts load with the code that throws them).

export * from './constants'
export type { WalletConnectErrorCode } from './errors'
export {
  createWalletConnectLoginMethod,
  WALLETCONNECT_ID,
  type WalletConnectLoginMethodOptions,
} from './loginMethod/createWalletConnectLoginMethod'
export { type WalletConnectPluginOptions, walletConnect } from './plugin'
export { RELAY_SESSION_EVENTS, RELAY_SESSION_METHODS } from './session/relaySession'
export type { PairingState, WalletConnectState } from './state'
