// `@latch/siwx/server`: the reference verifier for the app's own server (Node, edge runtimes).
export { revokeMessage } from '../shared/revokeMessage'
export {
  createNonceStore,
  type IssuedNonce,
  NONCE_TTL_MS,
  type NonceStore,
  type NonceStoreOptions,
} from './nonceStore'
export {
  MAX_CLOCK_SKEW_MS,
  MAX_MESSAGE_LENGTH,
  type NonceChecker,
  type SiwxMessageData,
  type SiwxRefusal,
  SiwxVerificationError,
  type VerifySiwxInput,
  type VerifySiwxOptions,
  verifyAddressSignature,
  verifySiwxMessage,
} from './verifySiwxMessage'
