import { describe, expect, it } from 'vitest'
import { DEFAULT_DATABASE_URL, optionsFromEnv } from './env'

const minimal = {
  AUTH_URL: 'https://auth.example.com',
  RPC_URL: 'https://rpc.example.com',
  ALLOWED_ORIGINS: 'https://app.example.com, https://www.example.com',
}

describe('optionsFromEnv (latch-frame-site)', () => {
  it('keeps the vault in an embedded database in the working directory unless DATABASE_URL says', () => {
    expect(optionsFromEnv(minimal)).toEqual({
      port: 8788,
      host: '127.0.0.1',
      authUrl: 'https://auth.example.com',
      rpcUrl: 'https://rpc.example.com',
      projectAllowedOrigins: ['https://app.example.com', 'https://www.example.com'],
      databaseUrl: DEFAULT_DATABASE_URL,
    })
    expect(DEFAULT_DATABASE_URL).toBe('./latch-frame-data')
    const url = 'postgres://latch:secret@db.internal:5432/latch'
    expect(optionsFromEnv({ ...minimal, DATABASE_URL: url }).databaseUrl).toBe(url)
  })

  it('reads every variable: mail, Solana clusters, proxies, the shared secret', () => {
    const options = optionsFromEnv({
      ...minimal,
      ALLOWED_ORIGINS: '',
      API_URL: 'https://api.example.com',
      PORT: '9000',
      HOST: '0.0.0.0',
      SOLANA_RPC_URLS: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1=https://solana.example.com',
      PUBLIC_URL: 'https://frame.example.com',
      VAULT_SECRET: 'a-vault-secret-of-at-least-32-characters',
      SMTP_HOST: 'smtp.internal',
      SMTP_USER: 'vault',
      SMTP_PASS: 'pass',
      MAIL_FROM: 'Wallet <vault@example.com>',
      TRUST_PROXY: '1',
    })
    expect(options).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      apiUrl: 'https://api.example.com',
      solanaRpcUrls: {
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'https://solana.example.com',
      },
      publicUrl: 'https://frame.example.com',
      vaultSecret: 'a-vault-secret-of-at-least-32-characters',
      smtp: { host: 'smtp.internal', port: 587, auth: { user: 'vault', pass: 'pass' } },
      mailFrom: 'Wallet <vault@example.com>',
      trustProxy: 1,
    })
    expect(options).not.toHaveProperty('projectAllowedOrigins')
  })

  it('names every missing or invalid variable at once', () => {
    expect(() => optionsFromEnv({ RPC_URL: 'not a url', VAULT_SECRET: 'short' })).toThrow(
      'Invalid environment: AUTH_URL: required; RPC_URL: Invalid URL; VAULT_SECRET: at least 32 characters',
    )
    expect(() => optionsFromEnv({ ...minimal, ALLOWED_ORIGINS: undefined })).toThrow(
      'Invalid environment: API_URL or ALLOWED_ORIGINS: one of them',
    )
    expect(() =>
      optionsFromEnv({ ...minimal, SMTP_HOST: 'smtp.internal', SOLANA_RPC_URLS: 'mainnet=x' }),
    ).toThrow(
      "Invalid environment: SMTP_HOST and MAIL_FROM go together; SOLANA_RPC_URLS: 'mainnet=x' is not solana:<genesis>=<url>",
    )
  })
})
