import { lazySchema } from '@latch/core/plugin'
import * as v from 'valibot'

/** What the embedded wallet keeps in storage (spec §3, §4; declared in its setup). */
export const embeddedWalletStorage = {
  /** Whether the visitor is logged in, so a reload reconnects silently. */
  emailLogin: lazySchema(() => v.boolean()),
  /** The email, stored on login (spec §4). */
  email: lazySchema(() => v.string()),
  /** When the last login code was sent, for the resend cooldown. */
  lastEmailLoginTime: lazySchema(() => v.number()),
  /** A social login's username and provider (spec §3), cleared on logout. */
  socialUsername: lazySchema(() => v.string()),
  connectedSocial: lazySchema(() => v.string()),
}

type EmbeddedWalletStorage = {
  [K in keyof typeof embeddedWalletStorage]: v.InferOutput<
    ReturnType<(typeof embeddedWalletStorage)[K]>
  >
}

declare module '@latch/core' {
  interface LatchStorageKeys extends EmbeddedWalletStorage {}
}
