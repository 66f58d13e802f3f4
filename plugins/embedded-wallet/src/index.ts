export * from './constants'
export { EMBEDDED_WALLET_ID } from './embeddedWalletId'
// Its error codes, merged into `LatchErrorCode` (types only: the texts load with the code that throws them).
export type { EmbeddedWalletErrorCode } from './errors'
export {
  createFrameChannel,
  type FrameChannel,
  type FrameChannelOptions,
} from './frame/createFrameChannel'
export { type EmbeddedWalletOptions, embeddedWallet } from './plugin'
export type { EmailLoginStep, EmbeddedWalletState, UpdateEmailStep } from './state'
