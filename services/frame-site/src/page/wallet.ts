import { base58, base64, base64urlnopad } from '@scure/base'
import {
  combineShares,
  createSecret,
  createSigner,
  type DeviceShareStore,
  type KeyShare,
  mnemonicOf,
  parseShare,
  type Signer,
  serializeShare,
  splitSecret,
} from '../custody/index'
import {
  type AuthClient,
  AuthError,
  type AuthUser,
  type RecoveryCodeSent,
  type RecoveryVault,
  type StoredShare,
} from './authClient'
import { FrameError, notConnected } from './errors'
import { createWalletExport, type WalletExportSteps } from './exportWallet/walletExport'

/** Where the frame keeps its session token: the frame origin's sessionStorage (see README). */
export interface TokenStore {
  get(): string | undefined
  set(token: string): void
  clear(): void
}

export interface WalletSessionOptions {
  auth: AuthClient
  vault: RecoveryVault
  deviceShares: DeviceShareStore
  tokens: TokenStore
}

/** The vault's code step of a recovery, as the frame's own UI drives it. */
export interface RecoveryCodeStep {
  /** Where the vault mailed its code. */
  readonly email: string
  /** Seconds before another code may be asked. */
  readonly resendInSeconds: number
  /** Checks the code with the vault: resolves once R is released, rejects ('Invalid code', …). */
  confirm(code: string): Promise<void>
  /** Asks the vault to mail another code; resolves with the next cooldown in seconds. */
  resend(): Promise<number>
}

/**
 * Asks the person for the vault's code in the frame's own UI (never the host's): resolves once a
 * `confirm` succeeded, rejects when the person cancels.
 */
export type RecoveryPrompt = (step: RecoveryCodeStep) => Promise<void>

/**
 * Asks the person, in the frame's own UI, for the phrase of a wallet to import: resolves with its
 * 32 bytes of entropy, rejects when the person cancels. Offered to a new account only.
 */
export type ImportPrompt = () => Promise<Uint8Array>

/** Importing over a wallet would replace (destroy) it: refused. */
const walletExists = () =>
  new FrameError(
    'This account already has a wallet: a phrase would replace it, nothing was imported',
  )

/** The unlocked wallet: its public addresses and the signer (keys inside its closures). */
export interface UnlockedWallet {
  readonly user: AuthUser
  readonly evmAddress: `0x${string}`
  /** Base58. */
  readonly solanaAddress: string
  readonly signer: Signer
}

/** A share on the wire (standard base64 of its serialized bytes) and back. */
export const shareToWire = (share: KeyShare): StoredShare => ({
  share: base64.encode(base64urlnopad.decode(serializeShare(share))),
  version: share.version,
})
export const shareFromWire = (stored: StoredShare): KeyShare =>
  parseShare(base64urlnopad.encode(base64.decode(stored.share)))

/**
 * The wallet's life in the frame (docs/design.md, "Custody"): the session token, and the key,
 * which exists only here, in this page's memory, made whole from two of its three shares:
 * - no share anywhere: a new wallet (R to the vault, D to this origin's IndexedDB, A to the auth
 *   server, in that order: D only once the vault kept R, so a failed upload leaves no lone D to
 *   block the next login, and the share that says "a wallet exists" (A) last);
 * - D + A of one split (a known device): combined;
 * - otherwise (a new device, or a split left half-written): any two shares of one version,
 *   fetching R from the vault after the vault's own email code (asked by `recover`, in the
 *   frame's UI), then a re-split under a higher version replacing D, R and A.
 */
export function createWalletSession(options: WalletSessionOptions) {
  const { auth, vault, deviceShares, tokens } = options
  let entropy: Uint8Array | undefined
  /** The version of the split the unlocked key's shares belong to. */
  let splitVersion = 0
  let wallet: UnlockedWallet | undefined
  let unlocking: Promise<UnlockedWallet> | undefined

  const forgetKey = () => {
    wallet?.signer.dispose()
    entropy?.fill(0)
    entropy = undefined
    wallet = undefined
  }

  /**
   * Writes a fresh split of `secret` under `version`: R to the vault, then D here, A last. D waits
   * for the vault: a D whose R never arrived pairs with nothing, and would refuse every later login.
   */
  const storeSplit = async (token: string, user: AuthUser, secret: Uint8Array, version: number) => {
    const shares = await splitSecret(secret, { version })
    await vault.storeRecoveryShare(token, shareToWire(shares.recovery))
    await deviceShares.put(user.id, shares.device)
    await auth.putAuthShare(token, shareToWire(shares.auth))
  }

  /** Two shares of one version among those given, preferring D + A. */
  const pairOf = (shares: (KeyShare | undefined)[]): [KeyShare, KeyShare] | undefined => {
    const present = shares.filter((share): share is KeyShare => share !== undefined)
    for (const [i, first] of present.entries()) {
      const second = present.slice(i + 1).find((other) => other.version === first.version)
      if (second) return [first, second]
    }
    return undefined
  }

  const readShare = (stored: StoredShare | undefined) => {
    if (!stored) return undefined
    try {
      return shareFromWire(stored)
    } catch {
      return undefined
    }
  }

  /** R, after the person typed the vault's code; undefined when the vault keeps none. */
  const recoverShare = async (token: string, user: AuthUser, recover: RecoveryPrompt) => {
    let sent: RecoveryCodeSent | undefined
    try {
      sent = await vault.requestRecoveryCode(token)
    } catch (error) {
      // A code was mailed moments ago (a cancelled try, a second tab): it still works, so the
      // form shows, its Resend waiting out the vault's cooldown.
      const wait = cooldownOf(error)
      if (wait === undefined) throw error
      sent = { email: user.email, resendInSeconds: wait }
    }
    if (!sent) return undefined
    let released: StoredShare | undefined
    await recover({
      email: sent.email,
      resendInSeconds: sent.resendInSeconds,
      confirm: async (code) => {
        released = await vault.releaseRecoveryShare(token, code)
      },
      resend: async () => (await vault.requestRecoveryCode(token))?.resendInSeconds ?? 30,
    })
    if (!released) throw new FrameError('Recovery cancelled')
    return released
  }

  /**
   * `mode`: 'silent' (reload, IS_CONNECTED) takes only D + A; 'known' (a session held, no login
   * under way) also no code; a prompt (a login) may recover with the vault's code.
   */
  const unlockNow = async (
    token: string,
    user: AuthUser,
    mode: 'silent' | 'known' | RecoveryPrompt,
    importing?: ImportPrompt,
  ): Promise<UnlockedWallet> => {
    const storedAuthShare = await auth.getAuthShare(token)
    const authShare = readShare(storedAuthShare)
    const deviceShare = await deviceShares.get(user.id)
    // A phrase is taken for a new account only: any share is a wallet it would replace.
    if (importing && (storedAuthShare || deviceShare)) throw walletExists()
    let secret: Uint8Array
    let version: number
    if (authShare && deviceShare && authShare.version === deviceShare.version) {
      secret = await combineShares(deviceShare, authShare)
      version = authShare.version
    } else {
      // Without a login under way: only what this device can do with one code: D + A.
      if (typeof mode !== 'function') throw notConnected()
      const storedRecoveryShare = await recoverShare(token, user, mode)
      if (importing && storedRecoveryShare) throw walletExists()
      const recoveryShare = readShare(storedRecoveryShare)
      const shares = [deviceShare, authShare, recoveryShare]
      const pair = pairOf(shares)
      if (pair) {
        secret = await combineShares(...pair)
        version = Math.max(...shares.map((share) => share?.version ?? 0)) + 1
        // Every share of the next split replaces its older self, on this device and both servers.
        await storeSplit(token, user, secret, version)
      } else if (!storedAuthShare && !storedRecoveryShare && !deviceShare) {
        secret = importing ? await importing() : createSecret()
        version = 1
        await storeSplit(token, user, secret, version)
      } else {
        // Shares exist but no two belong together: making a new wallet would lose the old one.
        // A kept share this version cannot read (a later version's format) is still a wallet.
        if ((storedAuthShare && !authShare) || (storedRecoveryShare && !recoveryShare)) {
          throw new FrameError('A key share is in a format this version cannot read')
        }
        throw new FrameError('The wallet cannot be recovered on this device')
      }
    }
    const signer = createSigner(secret)
    forgetKey()
    entropy = secret
    splitVersion = version
    wallet = {
      user,
      evmAddress: signer.evm.address,
      solanaAddress: base58.encode(signer.solana.publicKey),
      signer,
    }
    return wallet
  }

  /** Unlocks once at a time (concurrent callers share the run). */
  const unlock = (
    token: string,
    user: AuthUser,
    mode: 'silent' | 'known' | RecoveryPrompt,
    importing?: ImportPrompt,
  ) => {
    unlocking ??= unlockNow(token, user, mode, importing).finally(() => {
      unlocking = undefined
    })
    return unlocking
  }

  return {
    get token() {
      return tokens.get()
    },
    get wallet() {
      return wallet
    },
    /**
     * After CONNECT_OTP: keeps the token and unlocks (making the wallet on a first login, or with
     * `importing` from the phrase the person types in the frame, refused when a wallet exists;
     * on a new device, asking the person for the vault's code through `recover`).
     */
    async loggedIn(
      token: string,
      user: AuthUser,
      recover: RecoveryPrompt,
      importing?: ImportPrompt,
    ) {
      const previous = tokens.get()
      forgetKey()
      tokens.set(token)
      // A login replacing another (another email in the same tab): the old session ends.
      if (previous && previous !== token) await auth.signOut(previous).catch(() => {})
      try {
        return await unlock(token, user, recover, importing)
      } catch (error) {
        // No wallet from this login (recovery cancelled, a share not written…): the session
        // ends too, so the next try is a fresh login, not a session the key cannot follow.
        if (tokens.get() === token) {
          tokens.clear()
          await auth.signOut(token).catch(() => {})
        }
        throw error
      }
    },
    /** The unlocked wallet; unlocks it (D + A) when a session holds but the key is not here. */
    async require(): Promise<UnlockedWallet> {
      if (wallet) return wallet
      const token = tokens.get()
      if (!token) throw notConnected()
      const user = await auth.me(token)
      if (!user) {
        tokens.clear()
        throw notConnected()
      }
      return unlock(token, user, 'known')
    },
    /** Whether the session holds and the key is here or comes back from D + A without a code. */
    async isConnected(): Promise<boolean> {
      const token = tokens.get()
      if (!token) return false
      const user = await auth.me(token)
      if (!user) {
        tokens.clear()
        forgetKey()
        return false
      }
      if (wallet && wallet.user.id === user.id) return true
      try {
        await unlock(token, user, 'silent')
        return true
      } catch {
        return false
      }
    },
    /**
     * Showing the unlocked wallet's recovery phrase after a fresh vault code (exportWallet/):
     * the phrase is read at the reveal, and only while this same key is still unlocked.
     */
    exportSteps(): WalletExportSteps {
      const unlocked = wallet
      const token = tokens.get()
      if (!unlocked || !token) throw notConnected()
      return createWalletExport({
        vault,
        token,
        email: unlocked.user.email,
        phrase: () => {
          if (wallet?.signer !== unlocked.signer || !entropy) throw notConnected()
          return mnemonicOf(entropy)
        },
      })
    },
    /** Signs out on the auth server (best effort), forgets the token and zeroes the key. */
    async signOut() {
      const token = tokens.get()
      tokens.clear()
      forgetKey()
      if (token) await auth.signOut(token).catch(() => {})
    },
    /**
     * The email changed on the server: the unlocked wallet keeps its key under the new email, and
     * is split again (next version), so the vault keeps R under the new address, where its
     * recovery codes then go. Without the key here, R stays under the old address until the next
     * split. Rejects when the new split could not be written (the email change itself holds).
     */
    async emailChanged(email: string) {
      if (!wallet || !entropy) return
      wallet = { ...wallet, user: { ...wallet.user, email } }
      const token = tokens.get()
      if (!token) return
      // Another device may have split since this key was unlocked (a recovery there): the next
      // split goes above the newest kept, or both servers refuse it and R stays under the old email.
      // The version as stored, read even from a share in a format this version cannot parse.
      const kept = await auth.getAuthShare(token)
      const version = Math.max(splitVersion, kept?.version ?? 0) + 1
      await storeSplit(token, wallet.user, entropy, version)
      splitVersion = version
    },
  }
}

export type WalletSession = ReturnType<typeof createWalletSession>

/** The vault's resend cooldown (429 COOLDOWN): its seconds left; undefined for any other error. */
function cooldownOf(error: unknown): number | undefined {
  if (!(error instanceof AuthError) || error.status !== 429 || error.reason !== 'COOLDOWN') {
    return undefined
  }
  return Number(/(\d+) seconds?/.exec(error.message)?.[1] ?? 30)
}
