import * as z from 'zod/mini'
import { FrameError } from './errors'

/** The auth server's user. */
export interface AuthUser {
  readonly id: string
  readonly email: string
}

/** A share as the auth server and the vault carry it: standard base64 text and its split's version. */
export interface StoredShare {
  readonly share: string
  readonly version: number
}

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) })
const user = z.object({ id: z.string().check(z.minLength(1)), email: z.string() })
const action = z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE', 'CONNECT']) })
const login = z.object({
  sessionToken: z.string().check(z.minLength(1)),
  user,
  isNewUser: z.boolean(),
})
const storedShare = z.object({
  share: z.string().check(z.minLength(1)),
  version: z.int().check(z.nonnegative()),
})

/** A refusal of the auth server (or the vault): its HTTP status and error code. */
export class AuthError extends FrameError {
  readonly status: number
  readonly reason: string
  constructor(message: string, status: number, reason: string) {
    super(message)
    this.status = status
    this.reason = reason
  }
}

/** JSON over `fetch`, the services' `{ error: { code, message } }` refusals thrown as AuthError. */
export function createJsonClient(baseUrl: string, fetchImpl: typeof fetch) {
  const base = baseUrl.replace(/\/+$/, '')
  return async <T>(
    method: string,
    path: string,
    schema: z.ZodMiniType<T>,
    options: { token?: string; body?: unknown } = {},
  ): Promise<T> => {
    const headers: Record<string, string> = {}
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        // The frame's own calls: no cookies, no referrer beyond the origin.
        credentials: 'omit',
        cache: 'no-store',
      })
    } catch (cause) {
      throw Object.assign(new FrameError('Network Error - Could not reach the server'), { cause })
    }
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const refused = errorBody.safeParse(json)
      throw refused.success
        ? new AuthError(refused.data.error.message, response.status, refused.data.error.code)
        : new AuthError('Server Error', response.status, 'HTTP_ERROR')
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new AuthError('Server Error', response.status, 'MALFORMED_RESPONSE')
    return parsed.data
  }
}

/** The auth server's API (services/auth-server/README.md), as the frame uses it. */
export function createAuthClient(authUrl: string, fetchImpl: typeof fetch = fetch) {
  const call = createJsonClient(authUrl, fetchImpl)
  const ignore = z.unknown()
  return {
    connectEmail: async (email: string, deviceId: string, token?: string) =>
      (await call('POST', '/v1/email/connect', action, { body: { email, deviceId }, token }))
        .action,
    /** `true` once the device link was opened (a code is mailed then); `false` while it is not. */
    connectDevice: async (email: string, deviceId: string): Promise<boolean> => {
      try {
        await call('POST', '/v1/email/connect-device', action, { body: { email, deviceId } })
        return true
      } catch (error) {
        if (error instanceof AuthError && error.status === 409) return false
        throw error
      }
    },
    verifyOtp: (email: string, deviceId: string, otp: string) =>
      call('POST', '/v1/email/otp', login, { body: { email, deviceId, otp } }),
    /** The session's user, or undefined when the session is gone (401). */
    me: async (token: string): Promise<AuthUser | undefined> => {
      try {
        return (await call('GET', '/v1/me', z.object({ user }), { token })).user
      } catch (error) {
        if (error instanceof AuthError && error.status === 401) return undefined
        throw error
      }
    },
    signOut: async (token: string) => {
      await call('POST', '/v1/signout', ignore, { token })
    },
    /** "Sign out everywhere": ends every session of the user, this one included. */
    signOutEverywhere: async (token: string) => {
      await call('POST', '/v1/signout/all', ignore, { token })
    },
    /** The auth share, or undefined (404: no wallet yet). */
    getAuthShare: async (token: string): Promise<StoredShare | undefined> => {
      try {
        return await call('GET', '/v1/shares/auth', storedShare, { token })
      } catch (error) {
        if (error instanceof AuthError && error.status === 404) return undefined
        throw error
      }
    },
    putAuthShare: async (token: string, share: StoredShare) => {
      await call('PUT', '/v1/shares/auth', ignore, { token, body: share })
    },
    updateEmail: async (token: string, newEmail: string) =>
      (
        await call(
          'POST',
          '/v1/email/update',
          z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
          { token, body: { newEmail } },
        )
      ).action,
    updateEmailPrimary: async (token: string, otp: string) => {
      await call('POST', '/v1/email/update/primary', ignore, { token, body: { otp } })
    },
    updateEmailSecondary: async (token: string, otp: string) =>
      (
        await call('POST', '/v1/email/update/secondary', z.object({ newEmail: z.string() }), {
          token,
          body: { otp },
        })
      ).newEmail,
  }
}

export type AuthClient = ReturnType<typeof createAuthClient>

/** The vault's answer to a code request: where it mailed the code, and when another may be asked. */
export interface RecoveryCodeSent {
  readonly email: string
  readonly resendInSeconds: number
}

const codeSent = z.object({
  email: z.string(),
  resendInSeconds: z.int().check(z.nonnegative()),
})

/**
 * The recovery share R's home: the frame site's own server (same origin). Storing R takes the
 * auth server's session; releasing it also takes the vault's own code, which the vault mails
 * itself to the session's email, so a compromised auth server cannot pass it (see the README).
 */
export function createRecoveryVault(vaultUrl: string, fetchImpl: typeof fetch = fetch) {
  const call = createJsonClient(vaultUrl, fetchImpl)
  return {
    /** Uploads the recovery share (a later version replaces it; an older one is refused, 409). */
    storeRecoveryShare: async (token: string, share: StoredShare) => {
      await call('PUT', '/vault/v1/recovery', z.unknown(), { token, body: share })
    },
    /**
     * Asks the vault to mail its code to the session's email, its mail worded for `purpose` (a new
     * device recovering, or showing the phrase); undefined when no share is kept (404: nothing to
     * recover, no mail). A second request within 30 s is refused (429).
     */
    requestRecoveryCode: async (
      token: string,
      purpose?: 'export',
    ): Promise<RecoveryCodeSent | undefined> => {
      try {
        const body = purpose ? { purpose } : undefined
        return await call('POST', '/vault/v1/recovery/code', codeSent, { token, body })
      } catch (error) {
        if (error instanceof AuthError && error.status === 404) return undefined
        throw error
      }
    },
    /** The recovery share, for the code the vault mailed ('Invalid code' and the like otherwise). */
    releaseRecoveryShare: (token: string, code: string): Promise<StoredShare> =>
      call('POST', '/vault/v1/recovery/release', storedShare, { token, body: { code } }),
  }
}

export type RecoveryVault = ReturnType<typeof createRecoveryVault>
