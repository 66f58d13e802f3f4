import type { Clock } from '@latch/core'
import { z } from 'zod'
import { REGTEST_WALLET_CHAIN } from '../bitcoin/regtestNetwork'
import { solanaTestWalletIcon } from '../solanaWallet/solanaWalletIcon'
import { type BitcoinPaymentAddressType, secretKeyProblem } from './bitcoinAccounts'

/** A 32-byte secp256k1 secret key, as bytes or as a number array (what survives JSON). */
const secretKeySchema = z
  .union(
    [
      z.custom<Uint8Array>((value) => value instanceof Uint8Array),
      z.array(z.number().int().min(0).max(255)),
    ],
    { error: 'a secret key is a 32-byte Uint8Array or an array of 32 numbers 0–255' },
  )
  .transform((bytes) => Uint8Array.from(bytes))
  .superRefine((bytes, context) => {
    const problem = secretKeyProblem(bytes)
    if (problem) context.addIssue(problem)
  })

const callback = <T>(name: string) =>
  z
    .custom<(value: T) => void>((value) => typeof value === 'function', {
      error: `${name} must be a function`,
    })
    .optional()

export const bitcoinTestWalletOptionsSchema = z.object({
  paymentSecretKey: secretKeySchema,
  ordinalsSecretKey: secretKeySchema,
  paymentAddressType: z.enum(['p2wpkh', 'p2sh-p2wpkh']).default('p2wpkh'),
  esploraUrl: z.url(),
  chains: z
    .array(z.string().regex(/^bitcoin:[a-z0-9]+$/, 'a Bitcoin chain is bitcoin:<name>'))
    .min(1)
    .default([REGTEST_WALLET_CHAIN]),
  authorized: z.boolean().default(false),
  locked: z.boolean().default(false),
  responseDelayMs: z.number().int().min(0).default(0),
  name: z.string().min(1).default('Latch Bitcoin Test Wallet'),
  icon: z
    .string()
    .regex(
      /^data:image\/(svg\+xml|webp|png|gif);base64,/,
      'Wallet Standard icons are base64 data URIs of SVG, WebP, PNG or GIF',
    )
    .default(solanaTestWalletIcon),
  clock: z
    .custom<Clock>((value) => typeof (value as Clock | undefined)?.setTimeout === 'function', {
      error: 'clock must be a Clock',
    })
    .optional(),
  onAuthorizedChange: callback<boolean>('onAuthorizedChange'),
  onLockedChange: callback<boolean>('onLockedChange'),
})

export interface CreateBitcoinTestWalletOptions {
  /** The payment account's 32-byte secret key. */
  paymentSecretKey: Uint8Array | number[]
  /** The ordinals (P2TR) account's 32-byte secret key. */
  ordinalsSecretKey: Uint8Array | number[]
  /** The payment account's address type. Default `p2wpkh`; `p2sh-p2wpkh` as Xverse's. */
  paymentAddressType?: BitcoinPaymentAddressType
  /** The chain's Esplora API (`startBitcoinChain().url`): `signAndSendTransaction` posts there. */
  esploraUrl: string
  /**
   * The chains it says it signs on (`bitcoin:regtest`, `bitcoin:testnet`…). Default
   * `['bitcoin:regtest']`: only the local chain has its coins; others let an app switch network.
   */
  chains?: string[]
  /** Start as if the app was approved on an earlier visit: `standard:connect` silent succeeds. Default false. */
  authorized?: boolean
  /** Start locked: no accounts shown, connect and signing fail until `unlock()`. Default false. */
  locked?: boolean
  /** Delay before answering every feature call, in ms (on `clock`). Default 0. */
  responseDelayMs?: number
  /** Default "Latch Bitcoin Test Wallet". */
  name?: string
  /** A base64 data URI. Default: the Latch test wallet's icon. */
  icon?: string
  /** Times `responseDelayMs`. Default the system clock. */
  clock?: Clock
  /** Called whenever the app's approval changes; the installer persists it so. */
  onAuthorizedChange?: (authorized: boolean) => void
  /** Called whenever the wallet locks or unlocks; the installer persists it so. */
  onLockedChange?: (locked: boolean) => void
}
