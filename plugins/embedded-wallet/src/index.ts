export {
  createFrameChannel,
  type FrameChannel,
  type FrameChannelOptions,
} from './frame/createFrameChannel'
export { EMBEDDED_WALLET_ID } from './loginMethod/createEmbeddedLoginMethod'
export { type EmbeddedWalletOptions, embeddedWallet } from './plugin'
export type { EmailLoginStep, EmbeddedWalletState, UpdateEmailStep } from './state'
