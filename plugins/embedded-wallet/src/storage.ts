import { lazySchema } from '@latch/core/plugin'
import * as z from 'zod/mini'

/** What the embedded wallet keeps in storage (spec §3, §4; declared in its setup). */
export const embeddedWalletStorage = {
  /** Whether the visitor is logged in, so a reload reconnects silently. */
  emailLogin: lazySchema(() => z.boolean()),
  /** The email, stored on login (spec §4). */
  email: lazySchema(() => z.string()),
  /** When the last login code was sent, for the resend cooldown. */
  lastEmailLoginTime: lazySchema(() => z.number()),
  /** A social login's username and provider (spec §3), cleared on logout. */
  socialUsername: lazySchema(() => z.string()),
  connectedSocial: lazySchema(() => z.string()),
}

type EmbeddedWalletStorage = {
  [K in keyof typeof embeddedWalletStorage]: z.output<ReturnType<(typeof embeddedWalletStorage)[K]>>
}

declare module '@latch/core' {
  interface LatchStorageKeys extends EmbeddedWalletStorage {}
}
