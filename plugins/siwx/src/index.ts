// Its error codes, merged into `LatchErrorCode` (types only: the texts load with the code that throws them).
export type { SiwxErrorCode } from './errors'
export type { SiwxOptions, SiwxServer, SiwxSessionStorage } from './options'
export { siwx } from './plugin'
export { revokeMessage } from './shared/revokeMessage'
export type { SiwxRequest, SiwxSession, SiwxSessionData, SiwxState } from './state'
