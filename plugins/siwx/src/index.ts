export {
  type SiwxOptions,
  type SiwxServer,
  type SiwxSessionStorage,
  siwx,
} from './plugin'
export { revokeMessage } from './shared/revokeMessage'
export type { SiwxRequest, SiwxSession, SiwxSessionData, SiwxState } from './state'
