import type { AuthClient, AuthUser, RecoveryVault, StoredShare } from '../authClient'
import { AuthError } from '../authClient'
import type { TokenStore } from '../wallet'

/** The auth server's share and session rules, in memory, for the frame's logic. */
export function fakeAuth(user: AuthUser = { id: 'user-1', email: 'ada@example.com' }) {
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
    updateEmail: async () => 'VERIFY_PRIMARY_OTP' as const,
    updateEmailPrimary: async () => {},
    updateEmailSecondary: async () => 'new@example.com',
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

export function fakeVault(auth: ReturnType<typeof fakeAuth>) {
  let recovery: StoredShare | undefined
  let failing = false
  const vault: RecoveryVault = {
    storeRecoveryShare: async (token, share) => {
      if (!(await auth.client.me(token)))
        throw new AuthError('Invalid session', 401, 'UNAUTHORIZED')
      if (failing) throw new AuthError('Server Error', 500, 'INTERNAL')
      if (recovery && share.version <= recovery.version) {
        throw new AuthError('Stale', 409, 'STALE_SHARE_VERSION')
      }
      recovery = share
    },
    fetchRecoveryShare: async (token) => {
      if (!(await auth.client.me(token)))
        throw new AuthError('Invalid session', 401, 'UNAUTHORIZED')
      return recovery
    },
  }
  return {
    vault,
    get recovery() {
      return recovery
    },
    fail(on: boolean) {
      failing = on
    },
  }
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
