import { z } from 'zod'
import type { StartAuthServerOptions } from './startAuthServer'

const integer = z.coerce.number().int().nonnegative()
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

const envSchema = z.object({
  PORT: integer.default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_HOST: z.string().min(1),
  SMTP_PORT: integer.default(587),
  SMTP_SECURE: flag.optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.string().min(3),
  FRAME_ORIGINS: z.string().min(1),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, { error: 'at least 32 characters' }).optional(),
  /** `postgres://…` (several instances), or the embedded database's data folder. */
  DATABASE_URL: z.string().min(1).optional(),
  OTP_TTL_MS: integer.optional(),
  SESSION_TTL_MS: integer.optional(),
  /** 'true' (one proxy), 'false', or how many proxies append to X-Forwarded-For. */
  TRUST_PROXY: z
    .union([z.enum(['true', 'false']).transform((value) => value === 'true'), integer])
    .optional(),
})

/** Without DATABASE_URL: an embedded database in this folder (of the working directory). */
export const DEFAULT_DATABASE_URL = './latch-auth-data'

export type AuthServerEnvOptions = Omit<StartAuthServerOptions, 'storage' | 'databaseUrl'> & {
  databaseUrl: string
}

/**
 * The CLI's options from environment variables (see the README's table). Throws a message naming
 * every missing or invalid variable.
 */
export function optionsFromEnv(env: Record<string, string | undefined>): AuthServerEnvOptions {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(present, { reportInput: true })
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) =>
        `${issue.path.join('.')}: ${issue.input === undefined ? 'required' : issue.message}`,
    )
    throw new Error(`Invalid environment: ${problems.join('; ')}`)
  }
  const e = parsed.data
  if ((e.SMTP_USER === undefined) !== (e.SMTP_PASS === undefined)) {
    throw new Error('Invalid environment: SMTP_USER and SMTP_PASS go together')
  }
  return {
    port: e.PORT,
    host: e.HOST,
    smtp: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      ...(e.SMTP_SECURE === undefined ? {} : { secure: e.SMTP_SECURE }),
      ...(e.SMTP_USER && e.SMTP_PASS ? { auth: { user: e.SMTP_USER, pass: e.SMTP_PASS } } : {}),
    },
    mailFrom: e.MAIL_FROM,
    frameOrigins: e.FRAME_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    ...(e.PUBLIC_URL ? { publicUrl: e.PUBLIC_URL } : {}),
    ...(e.AUTH_SECRET ? { secret: e.AUTH_SECRET } : {}),
    databaseUrl: e.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    ...(e.OTP_TTL_MS === undefined ? {} : { otpTtlMs: e.OTP_TTL_MS }),
    ...(e.SESSION_TTL_MS === undefined ? {} : { sessionTtlMs: e.SESSION_TTL_MS }),
    ...(e.TRUST_PROXY === undefined ? {} : { trustProxy: e.TRUST_PROXY }),
  }
}
