export type { CooldownKind } from './cooldown'
export { MAIL_COOLDOWN_MS } from './cooldown'
export { AuthError } from './errors'
export { createMailer, type Mail, type Mailer, type SmtpOptions } from './mailer'
export type { RateLimitOptions } from './rateLimit'
export type {
  AuthServer,
  AuthServerLogger,
  StartAuthServerOptions,
} from './startAuthServer'
export { startAuthServer } from './startAuthServer'
export type { AuthStorage, FileStorageOptions, MemoryStorageOptions } from './storage'
export { createFileStorage, createMemoryStorage } from './storage'
