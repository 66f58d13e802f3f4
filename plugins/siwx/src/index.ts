export type { SiwxOptions, SiwxServer, SiwxSessionStorage } from './options'
export { siwx } from './plugin'
export { revokeMessage } from './shared/revokeMessage'
export type { SiwxRequest, SiwxSession, SiwxSessionData, SiwxState } from './state'
