import { describe, expect, it } from 'vitest'
import { optionsFromEnv } from './env'

describe('optionsFromEnv (the CLI)', () => {
  const minimal = {
    SMTP_HOST: 'smtp.example.com',
    MAIL_FROM: 'Wallet <login@example.com>',
    FRAME_ORIGINS: 'https://frame.example.com, https://frame2.example.com',
  }

  it('reads the minimal environment with defaults', () => {
    expect(optionsFromEnv(minimal)).toEqual({
      port: 8787,
      host: '127.0.0.1',
      smtp: { host: 'smtp.example.com', port: 587 },
      mailFrom: 'Wallet <login@example.com>',
      frameOrigins: ['https://frame.example.com', 'https://frame2.example.com'],
      databaseUrl: './latch-auth-data',
    })
  })

  it('reads every option', () => {
    const options = optionsFromEnv({
      ...minimal,
      PORT: '9000',
      HOST: '0.0.0.0',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'u',
      SMTP_PASS: 'p',
      PUBLIC_URL: 'https://auth.example.com',
      AUTH_SECRET: 's'.repeat(32),
      DATABASE_URL: 'postgres://auth@db.internal:5432/latch',
      OTP_TTL_MS: '300000',
      SESSION_TTL_MS: '86400000',
      TRUST_PROXY: '2',
    })
    expect(options).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      smtp: { host: 'smtp.example.com', port: 465, secure: true, auth: { user: 'u', pass: 'p' } },
      publicUrl: 'https://auth.example.com',
      secret: 's'.repeat(32),
      databaseUrl: 'postgres://auth@db.internal:5432/latch',
      otpTtlMs: 300_000,
      sessionTtlMs: 86_400_000,
      trustProxy: 2,
    })
    expect(optionsFromEnv({ ...minimal, TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(optionsFromEnv({ ...minimal, TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(optionsFromEnv({ ...minimal, TRUST_PROXY: 'false' }).trustProxy).toBe(false)
  })

  it('names what is missing or wrong', () => {
    expect(() => optionsFromEnv({})).toThrow(
      /SMTP_HOST: required.*MAIL_FROM: required.*FRAME_ORIGINS: required/,
    )
    expect(() => optionsFromEnv({ ...minimal, AUTH_SECRET: 'short' })).toThrow(
      'AUTH_SECRET: at least 32 characters',
    )
    expect(() => optionsFromEnv({ ...minimal, SMTP_USER: 'u' })).toThrow('go together')
  })
})
