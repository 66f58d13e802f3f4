// The frame site's custody core: the wallet secret, its accounts, its 2-of-3 shares, the signer
// that uses it and the device share's storage. See README.md for the scheme.
export { type Accounts, deriveAccounts, EVM_PATH, SOLANA_PATH } from './accounts'
export {
  createDeviceShareStore,
  DEVICE_SHARE_DB,
  DEVICE_SHARE_STORE,
  type DeviceShareStore,
} from './deviceShareStore'
export type { EvmSigner, TypedDataJson } from './evmSigner'
export { createSecret, ENTROPY_BYTES, mnemonicOf } from './secret'
export {
  combineShares,
  type KeyShare,
  type KeyShares,
  parseShare,
  readShare,
  SHARE_INDEX,
  type ShareIndex,
  serializeShare,
  splitSecret,
} from './shares'
export { createSigner, type Signer } from './signer'
export type { SolanaSigner } from './solanaSigner'
