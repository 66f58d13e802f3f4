import * as z from 'zod'
import type { StartFrameSiteOptions } from './startFrameSite'

const integer = z.coerce.number().int().nonnegative()

const envSchema = z.object({
  PORT: integer.default(8788),
  HOST: z.string().min(1).default('127.0.0.1'),
  AUTH_URL: z.url(),
  RPC_URL: z.url(),
  /** The Provider API (each project's allowed origins, prices); or ALLOWED_ORIGINS. */
  API_URL: z.url().optional(),
  /** Instead of the Provider API: the origins that may frame every project's page, comma-separated. */
  ALLOWED_ORIGINS: z.string().min(1).optional(),
  /** `solana:<genesis>=https://…` pairs, comma-separated. */
  SOLANA_RPC_URLS: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  /** `postgres://…` (several instances), or the embedded database's data folder. */
  DATABASE_URL: z.string().min(1).optional(),
  VAULT_SECRET: z.string().min(32, { error: 'at least 32 characters' }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: integer.default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** How many proxies append to X-Forwarded-For (0: the socket's peer). */
  TRUST_PROXY: integer.optional(),
})

/** Without DATABASE_URL: an embedded database in this folder (of the working directory). */
export const DEFAULT_DATABASE_URL = './latch-frame-data'

export type FrameSiteEnvOptions = Omit<StartFrameSiteOptions, 'vaultStorage' | 'databaseUrl'> & {
  databaseUrl: string
}

const list = (value: string) =>
  value
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean)

/**
 * `latch-frame-site`'s options from environment variables (the README's table). Throws a message
 * naming every missing or invalid variable.
 */
export function optionsFromEnv(env: Record<string, string | undefined>): FrameSiteEnvOptions {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(present, { reportInput: true })
  const problems = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) =>
          `${issue.path.join('.')}: ${issue.input === undefined ? 'required' : issue.message}`,
      )
  if (parsed.success) {
    const e = parsed.data
    if (!e.API_URL === !e.ALLOWED_ORIGINS) problems.push('API_URL or ALLOWED_ORIGINS: one of them')
    if ((e.SMTP_USER === undefined) !== (e.SMTP_PASS === undefined)) {
      problems.push('SMTP_USER and SMTP_PASS go together')
    }
    if ((e.SMTP_HOST === undefined) !== (e.MAIL_FROM === undefined)) {
      problems.push('SMTP_HOST and MAIL_FROM go together')
    }
    for (const pair of e.SOLANA_RPC_URLS ? list(e.SOLANA_RPC_URLS) : []) {
      const [chainId, url] = pair.split('=')
      if (!chainId?.startsWith('solana:') || !z.url().safeParse(url).success) {
        problems.push(`SOLANA_RPC_URLS: '${pair}' is not solana:<genesis>=<url>`)
      }
    }
  }
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid environment: ${problems.join('; ')}`)
  }
  const e = parsed.data
  return {
    port: e.PORT,
    host: e.HOST,
    authUrl: e.AUTH_URL,
    rpcUrl: e.RPC_URL,
    ...(e.API_URL ? { apiUrl: e.API_URL } : {}),
    ...(e.ALLOWED_ORIGINS ? { projectAllowedOrigins: list(e.ALLOWED_ORIGINS) } : {}),
    ...(e.SOLANA_RPC_URLS
      ? {
          solanaRpcUrls: Object.fromEntries(
            list(e.SOLANA_RPC_URLS).map((pair) => pair.split('=') as [string, string]),
          ),
        }
      : {}),
    ...(e.PUBLIC_URL ? { publicUrl: e.PUBLIC_URL } : {}),
    databaseUrl: e.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    ...(e.VAULT_SECRET ? { vaultSecret: e.VAULT_SECRET } : {}),
    ...(e.SMTP_HOST && e.MAIL_FROM
      ? {
          smtp: {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT,
            ...(e.SMTP_USER && e.SMTP_PASS
              ? { auth: { user: e.SMTP_USER, pass: e.SMTP_PASS } }
              : {}),
          },
          mailFrom: e.MAIL_FROM,
        }
      : {}),
    ...(e.TRUST_PROXY === undefined ? {} : { trustProxy: e.TRUST_PROXY }),
  }
}
