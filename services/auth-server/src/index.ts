export type { CooldownKind } from './cooldown'
export { MAIL_COOLDOWN_MS } from './cooldown'
export { DEFAULT_DATABASE_URL } from './env'
export { AuthError } from './errors'
export { createMailer, type Mail, type Mailer, type SmtpOptions } from './mailer'
export type { RateLimitOptions } from './rateLimit'
export type {
  AuthServer,
  AuthServerLogger,
  StartAuthServerOptions,
} from './startAuthServer'
export { startAuthServer } from './startAuthServer'
export type { AuthStorage, MemoryStorageOptions } from './storage'
export { AUTH_NAMESPACE, createMemoryStorage } from './storage'
