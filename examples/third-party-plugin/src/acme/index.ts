// The Acme plugin's app entry: what a package `@acme/latch` would export.
export { ACME_MIN_TIP } from './constants'
export type { AcmeErrorCode } from './errors'
export { acmeMain, acmeTest } from './networks'
export { type AcmeState, acme } from './plugin'
