import type { AuthClient, AuthUser, RecoveryVault, StoredShare } from '../authClient'
import { AuthError } from '../authClient'
import { FrameError } from '../errors'
import type { RecoveryPrompt, TokenStore } from '../wallet'

/** The auth server's share and session rules, in memory, for the frame's logic. */
export function fakeAuth(first: AuthUser = { id: 'user-1', email: 'ada@example.com' }) {
  let user = first
  const sessions = new Set<string>()
  let authShare: StoredShare | undefined
  const calls: string[] = []
  const live = (token: string) => {
    if (!sessions.has(token)) throw new AuthError('Invalid session', 401, 'UNAUTHORIZED')
  }
  let next = 0
  const client = {
    connectEmail: async () => 'VERIFY_OTP' as const,
    connectDevice: async () => true,
    verifyOtp: async () => {
      const sessionToken = `token-${++next}`
      sessions.add(sessionToken)
      return { sessionToken, user, isNewUser: false }
    },
    me: async (token: string) => (sessions.has(token) ? user : undefined),
    signOut: async (token: string) => {
      calls.push(`signOut ${token}`)
      sessions.delete(token)
    },
    signOutEverywhere: async (token: string) => {
      live(token)
      calls.push(`signOutEverywhere ${token}`)
      sessions.clear()
    },
    getAuthShare: async (token: string) => {
      live(token)
      return authShare
    },
    putAuthShare: async (token: string, share: StoredShare) => {
      live(token)
      calls.push(`putAuthShare v${share.version}`)
      if (authShare && share.version <= authShare.version) {
        throw new AuthError('Stale', 409, 'STALE_SHARE_VERSION')
      }
      authShare = share
    },
    updateEmail: async (token: string, newEmail: string) => {
      live(token)
      calls.push(`updateEmail ${newEmail}`)
      return 'VERIFY_PRIMARY_OTP' as const
    },
    updateEmailPrimary: async (token: string, otp: string) => {
      live(token)
      calls.push(`updateEmailPrimary ${otp}`)
    },
    updateEmailSecondary: async (token: string, otp: string) => {
      live(token)
      calls.push(`updateEmailSecondary ${otp}`)
      user = { ...user, email: 'new@example.com' }
      return user.email
    },
  } satisfies AuthClient
  return {
    client: client as AuthClient,
    calls,
    get authShare() {
      return authShare
    },
    set authShare(share) {
      authShare = share
    },
    login: () => client.verifyOtp(),
  }
}

/**
 * The vault's rules, in memory: R kept per session, released only for the last code it "mailed"
 * (`codes`, newest last), single use.
 */
export function fakeVault(auth: ReturnType<typeof fakeAuth>) {
  let recovery: StoredShare | undefined
  let failing = false
  /** While set: a code was mailed this many seconds ago too few (429 COOLDOWN). */
  let cooldown: number | undefined
  let live: string | undefined
  let next = 0
  const codes: string[] = []
  const session = async (token: string) => {
    if (!(await auth.client.me(token))) throw new AuthError('Invalid session', 401, 'UNAUTHORIZED')
  }
  const vault: RecoveryVault = {
    storeRecoveryShare: async (token, share) => {
      await session(token)
      if (failing) throw new AuthError('Server Error', 500, 'INTERNAL')
      if (recovery && share.version <= recovery.version) {
        throw new AuthError('Stale', 409, 'STALE_SHARE_VERSION')
      }
      recovery = share
    },
    requestRecoveryCode: async (token) => {
      await session(token)
      if (!recovery) return undefined
      if (cooldown !== undefined) {
        throw new AuthError(`Please try again after ${cooldown} seconds`, 429, 'COOLDOWN')
      }
      live = String(123_456 + ++next).slice(-6)
      codes.push(live)
      return { email: 'ada@example.com', resendInSeconds: 30 }
    },
    releaseRecoveryShare: async (token, code) => {
      await session(token)
      if (!live || code !== live) throw new AuthError('Invalid code', 400, 'INVALID_CODE')
      live = undefined
      if (!recovery) throw new AuthError('No recovery share', 404, 'NO_SHARE')
      return recovery
    },
  }
  return {
    vault,
    /** Every code mailed, oldest first. */
    codes,
    get recovery() {
      return recovery
    },
    fail(on: boolean) {
      failing = on
    },
    cooldown(seconds: number | undefined) {
      cooldown = seconds
    },
  }
}

/**
 * The person at the frame's code form: types `wrong` codes first (each must be refused), then the
 * vault's last code; or cancels. Records what the form was shown.
 */
export function fakeRecoveryPerson(
  vault: ReturnType<typeof fakeVault>,
  { wrong = [] as string[], cancel = false } = {},
) {
  const shown: { email: string; resendInSeconds: number; refused: string[] }[] = []
  const prompt: RecoveryPrompt = async (step) => {
    const seen = {
      email: step.email,
      resendInSeconds: step.resendInSeconds,
      refused: [] as string[],
    }
    shown.push(seen)
    if (cancel) throw new FrameError('Recovery cancelled')
    for (const code of wrong) {
      await step.confirm(code).then(
        () => {
          throw new Error(`${code} was accepted`)
        },
        (error: Error) => {
          seen.refused.push(error.message)
        },
      )
    }
    await step.confirm(vault.codes.at(-1) ?? '')
  }
  return { prompt, shown }
}

export function memoryTokens(): TokenStore & { value?: string } {
  const store: TokenStore & { value?: string } = {
    get: () => store.value,
    set: (token) => {
      store.value = token
    },
    clear: () => {
      store.value = undefined
    },
  }
  return store
}
