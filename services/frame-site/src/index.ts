// @latch/frame-site: the embedded wallet's secure frame (its server; the page is `src/page/`).

export type { SmtpOptions } from '@latch/auth-server'
export {
  type HostListener,
  type HostRequestContext,
  type HostRequestHandler,
  type ListenToHostOptions,
  listenToHost,
} from './channel/listenToHost'
export { FRAME_CONFIG_ID, type FrameConfig } from './page/config'
export { framingOrigins } from './server/allowedOrigins'
export { cspSources, frameCsp } from './server/csp'
export type { RateLimitOptions } from './server/rateLimit'
export { createRecordVaultStorage, VAULT_NAMESPACE } from './server/recordVaultStorage'
export {
  type FrameSite,
  type StartFrameSiteOptions,
  startFrameSite,
} from './server/startFrameSite'
export { createMemoryVaultStorage, type VaultRecord, type VaultStorage } from './server/vault'
