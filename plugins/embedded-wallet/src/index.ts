export { EMBEDDED_WALLET_ID } from './embeddedWalletId'
export {
  createFrameChannel,
  type FrameChannel,
  type FrameChannelOptions,
} from './frame/createFrameChannel'
export { type EmbeddedWalletOptions, embeddedWallet } from './plugin'
export type { EmailLoginStep, EmbeddedWalletState, UpdateEmailStep } from './state'
