import { z } from 'zod'
import { secretKeyProblem } from './solanaSigner'
import { solanaTestWalletIcon } from './solanaWalletIcon'

/**
 * A 64-byte secret key, as bytes or as the number array of a `solana-keygen` file (what survives
 * JSON, e.g. a page config handed over by a test driver).
 */
export const secretKeySchema = z
  .union(
    [
      z.custom<Uint8Array>((value) => value instanceof Uint8Array),
      z.array(z.number().int().min(0).max(255)),
    ],
    {
      error: 'a secret key is a 64-byte Uint8Array or an array of 64 numbers 0–255',
    },
  )
  .transform((bytes) => Uint8Array.from(bytes))
  .superRefine((bytes, context) => {
    const problem = secretKeyProblem(bytes)
    if (problem) context.addIssue(problem)
  })

const chainSchema = z.object({
  chainId: z
    .string()
    .regex(/^solana:[-_a-zA-Z0-9]{1,32}$/, 'a CAIP-2 Solana chain id, e.g. solana:devnet'),
  rpcUrl: z.url(),
})

/** The signing features a wallet may lack (quirk `omitFeatures`). */
export const omittableFeatures = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const
export type OmittableSolanaFeature = (typeof omittableFeatures)[number]

export const solanaTestWalletOptionsSchema = z.object({
  secretKeys: z.array(secretKeySchema).min(1, 'the wallet needs at least one secret key'),
  chains: z
    .array(chainSchema)
    .min(1, 'the wallet needs at least one chain')
    .refine(
      (chains) => new Set(chains.map((chain) => chain.chainId)).size === chains.length,
      'each chainId may appear once',
    ),
  authorized: z.boolean().default(false),
  locked: z.boolean().default(false),
  omitFeatures: z.array(z.enum(omittableFeatures)).default([]),
  silentAccountChanges: z.boolean().default(false),
  utf8MessagesOnly: z.boolean().default(false),
  listsAccountsWhileLocked: z.boolean().default(false),
  ignoresSilentConnect: z.boolean().default(false),
  responseDelayMs: z.number().int().min(0).default(0),
  name: z.string().min(1).default('Latch Test Wallet'),
  icon: z
    .string()
    .regex(
      /^data:image\/(svg\+xml|webp|png|gif);base64,/,
      'Wallet Standard icons are base64 data URIs of SVG, WebP, PNG or GIF',
    )
    .default(solanaTestWalletIcon),
  onAuthorizedChange: z
    .custom<(authorized: boolean) => void>((value) => typeof value === 'function', {
      error: 'onAuthorizedChange must be a function',
    })
    .optional(),
  onLockedChange: z
    .custom<(locked: boolean) => void>((value) => typeof value === 'function', {
      error: 'onLockedChange must be a function',
    })
    .optional(),
})

/** A cluster the wallet can send to. `{ chainId: validator.chainId, rpcUrl: validator.rpcUrl }` fits. */
export interface SolanaTestWalletChain {
  /** CAIP-2, e.g. `validator.chainId` or `solana:devnet`. */
  chainId: `solana:${string}`
  rpcUrl: string
}

export interface CreateSolanaTestWalletOptions {
  /**
   * The accounts' 64-byte secret keys (seed then public key: `validator.accounts[i].secretKey`,
   * web3.js `Keypair.secretKey`, or a `solana-keygen` file's number array). The first is listed first.
   */
  secretKeys: Array<Uint8Array | number[]>
  /** The clusters the wallet knows; `signAndSendTransaction` sends to the one its input names. */
  chains: SolanaTestWalletChain[]
  /**
   * Start as if the app was authorised on an earlier visit: `connect({ silent: true })` then
   * returns the accounts without a prompt. Accounts stay empty until some `connect`. Default false.
   */
  authorized?: boolean
  /** Start locked (the user has not typed the wallet's password yet). Default false. */
  locked?: boolean
  /**
   * Quirk: the wallet lacks these signing features, as some wallets lack
   * `solana:signAndSendTransaction` (testkit/src/quirks/solanaQuirks.ts).
   */
  omitFeatures?: OmittableSolanaFeature[]
  /** Quirk: an account switch in the wallet (`setAccounts`) changes `accounts` but emits no `change`. */
  silentAccountChanges?: boolean
  /** Quirk: `solana:signMessage` refuses bytes that are not valid UTF-8 text. */
  utf8MessagesOnly?: boolean
  /**
   * Quirk: `wallet.accounts` lists an approved site's accounts from page load, locked or not (the
   * site shows as connected); while locked, a silent connect and every signature fail with
   * `WalletLockedError`.
   */
  listsAccountsWhileLocked?: boolean
  /**
   * Quirk: `standard:connect` ignores `silent`: a silent connect is a normal one, so a site the
   * wallet has not approved gets the approval prompt (an approved one connects at once).
   */
  ignoresSilentConnect?: boolean
  /** Delay before answering every feature call, in ms. Default 0. */
  responseDelayMs?: number
  /** Default "Latch Test Wallet". Apps list and pick Wallet Standard wallets by name. */
  name?: string
  /** A base64 data URI. Default: the Latch test wallet's latch icon. */
  icon?: string
  /** Called whenever the app's authorisation changes; `installSolanaTestWallet` persists it so. */
  onAuthorizedChange?: (authorized: boolean) => void
  /** Called whenever the wallet locks or unlocks; `installSolanaTestWallet` persists it so. */
  onLockedChange?: (locked: boolean) => void
}
