import { z } from 'zod'
import { secretKeySchema } from '../solanaWallet/solanaWalletOptions'
import type { RelayBitcoinAccounts } from './bitcoinRequests'

/**
 * The SDK's key-value storage (`@walletconnect/keyvaluestorage`'s `IKeyValueStorage`): what the
 * wallet keeps its keys, pairings and sessions in. Values are JSON-like.
 */
export interface RelayWalletStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** What the wallet tells the dapp about itself (the dapp's `session.peer.metadata`). */
export interface RelayWalletMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** An EVM chain the wallet signs for. A `DevnetChain` fits as is. */
export interface RelayWalletEvmChain {
  chainId: number
  rpcUrl: string
}

/** A Solana cluster the wallet signs for. `{ chainId: validator.chainId, rpcUrl: validator.rpcUrl }` fits. */
export interface RelayWalletSolanaChain {
  /** CAIP-2, e.g. `validator.chainId`. */
  chainId: `solana:${string}`
  rpcUrl: string
}

export interface CreateRelayTestWalletOptions {
  /** The relay, e.g. `startLocalRelay().url` (`ws://127.0.0.1:PORT`). */
  relayUrl: string
  /** Sent to the relay, which does not check it. Default `latch-local-project`. */
  projectId?: string
  /** EVM accounts (`devnet.accounts[i].privateKey`) and the chains they sign and send on. */
  evm?: { privateKeys: `0x${string}`[]; chains: RelayWalletEvmChain[] }
  /**
   * Solana accounts (64-byte secret keys: `validator.accounts[i].secretKey`, or a `solana-keygen`
   * number array) and the clusters they sign and send on.
   */
  solana?: { secretKeys: Array<Uint8Array | number[]>; chains: RelayWalletSolanaChain[] }
  /**
   * Bitcoin accounts on regtest, a payment and an ordinals one: `createRelayBitcoinAccounts(…)`
   * (Node only: the page's relay wallet has none).
   */
  bitcoin?: RelayBitcoinAccounts
  /** Default: "Latch Relay Test Wallet" at http://127.0.0.1. */
  metadata?: RelayWalletMetadata
  /** Answer every session request at once, for real (default true). See `autoApprove()`. */
  autoApprove?: boolean
  /**
   * Where the SDK keeps keys, pairings and sessions. Default: a fresh in-memory store, so each
   * wallet starts empty. Pass a persistent one (and the same `storagePrefix`) to restore sessions.
   */
  storage?: RelayWalletStorage
  /**
   * The SDK's `customStoragePrefix`. It also names the SDK's Core on `globalThis`: two clients with
   * one prefix in one page share an identity. Default: unique per wallet.
   */
  storagePrefix?: string
  /** The SDK's log level (pino): 'silent' (default), 'error', 'warn', 'info', 'debug', 'trace'. */
  logLevel?: string
  /**
   * Let the SDK ask verify.walletconnect.org about each proposal and request (default false: the
   * wallet never leaves the relay, and `verifyContext` stays UNKNOWN, as offline).
   */
  remoteVerify?: boolean
  /**
   * The SDK's session-request queue (default true, as in real wallets): requests reach the wallet
   * one at a time, 1 s apart after each answer. False hands each one over as it arrives.
   */
  requestQueue?: boolean
  /** Behaviours of real wallets to replay (`relayQuirks` in the testkit's quirk catalogue). */
  quirks?: RelayWalletQuirks
}

/** What real relay-protocol wallets do that the protocol does not describe. All off by default. */
export interface RelayWalletQuirks {
  /**
   * `disconnect()` forgets the session on the wallet's side without telling the dapp: a wallet
   * reinstalled or reset, or whose delete the relay dropped while the page was closed.
   */
  silentDisconnect?: boolean
  /** Each answer to a session request goes out this many (real) ms late: after a dapp's time-out. */
  answerDelayMs?: number
  /**
   * `approve()` also approves every other open proposal of the same dapp: the user scanned its QR
   * again (it had refreshed) and approved both, so two sessions settle for one connect.
   */
  approveTwice?: boolean
  /** Never answers `wallet_switchEthereumChain`: the request stays pending, as in some wallets. */
  ignoreSwitchChain?: boolean
}

const privateKeySchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'not a 32-byte hex private key')

const distinctChains = <T extends { chainId: unknown }>(chains: T[]) =>
  new Set(chains.map((chain) => chain.chainId)).size === chains.length

const storageSchema = z.custom<RelayWalletStorage>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    ['getKeys', 'getEntries', 'getItem', 'setItem', 'removeItem'].every(
      (method) => typeof (value as Record<string, unknown>)[method] === 'function',
    ),
  { error: 'storage needs getKeys, getEntries, getItem, setItem and removeItem' },
)

export const relayWalletOptionsSchema = z
  .object({
    relayUrl: z.url({ protocol: /^wss?$/, error: 'relayUrl must be a ws:// or wss:// URL' }),
    projectId: z.string().min(1).default('latch-local-project'),
    evm: z
      .object({
        privateKeys: z.array(privateKeySchema).min(1, 'evm needs at least one private key'),
        chains: z
          .array(z.object({ chainId: z.number().int().positive(), rpcUrl: z.url() }))
          .min(1, 'evm needs at least one chain')
          .refine(distinctChains, 'each EVM chainId may appear once'),
      })
      .optional(),
    solana: z
      .object({
        secretKeys: z.array(secretKeySchema).min(1, 'solana needs at least one secret key'),
        chains: z
          .array(
            z.object({
              chainId: z
                .string()
                .regex(
                  /^solana:[-_a-zA-Z0-9]{1,32}$/,
                  'a CAIP-2 Solana chain id, e.g. solana:devnet',
                )
                .transform((id) => id as `solana:${string}`),
              rpcUrl: z.url(),
            }),
          )
          .min(1, 'solana needs at least one chain')
          .refine(distinctChains, 'each Solana chainId may appear once'),
      })
      .optional(),
    bitcoin: z
      .custom<RelayBitcoinAccounts>(
        (value) => typeof (value as RelayBitcoinAccounts | undefined)?.handle === 'function',
        { error: 'bitcoin is what createRelayBitcoinAccounts returns' },
      )
      .optional(),
    metadata: z
      .object({
        name: z.string().min(1),
        description: z.string(),
        url: z.url(),
        icons: z.array(z.string()),
      })
      .default({
        name: 'Latch Relay Test Wallet',
        description: 'The Latch testkit wallet, over WalletConnect',
        url: 'http://127.0.0.1',
        icons: [],
      }),
    autoApprove: z.boolean().default(true),
    storage: storageSchema.optional(),
    storagePrefix: z.string().min(1).optional(),
    logLevel: z.string().min(1).default('silent'),
    remoteVerify: z.boolean().default(false),
    requestQueue: z.boolean().default(true),
    quirks: z
      .object({
        silentDisconnect: z.boolean().default(false),
        answerDelayMs: z.number().int().nonnegative().default(0),
        approveTwice: z.boolean().default(false),
        ignoreSwitchChain: z.boolean().default(false),
      })
      .strict()
      .default({
        silentDisconnect: false,
        answerDelayMs: 0,
        approveTwice: false,
        ignoreSwitchChain: false,
      }),
  })
  .refine((options) => options.evm || options.solana || options.bitcoin, {
    message: 'the wallet needs evm, solana or bitcoin accounts',
  })

export type RelayWalletConfig = z.output<typeof relayWalletOptionsSchema>

/** Validates the options, naming every problem. */
export function parseRelayWalletOptions(options: CreateRelayTestWalletOptions): RelayWalletConfig {
  // `satisfies`: the options interface may not allow what the schema is not typed to accept.
  const parsed = relayWalletOptionsSchema.safeParse(
    options satisfies z.input<typeof relayWalletOptionsSchema>,
  )
  if (!parsed.success) {
    throw new Error(`invalid createRelayTestWallet options: ${z.prettifyError(parsed.error)}`)
  }
  return parsed.data
}
