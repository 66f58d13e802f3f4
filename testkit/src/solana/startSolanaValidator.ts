import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { parseUnits } from 'viem'
import { z } from 'zod'
import { deriveSolanaDevAccounts, deriveSolanaKeypair, type SolanaKeypair } from './devKeypairs'
import { createTestMint } from './genesis/createTestMint'
import { fundAccounts } from './genesis/fundAccounts'
import { DEFAULT_SOLANA_CLUSTER, solanaCaip2ChainId, solanaGenesisHash } from './genesisHash'
import { createLocalLedger } from './ledger/localLedger'
import { answerCall, solanaRpcMethods } from './rpc/rpcHandler'
import { createHttpRpcListener } from './server/httpRpcListener'
import { listenRpcPorts } from './server/listenRpcPorts'
import { createSubscriptionServer } from './server/subscriptions/subscriptionServer'

export type { SolanaKeypair } from './devKeypairs'

const LAMPORTS_PER_SOL = 1_000_000_000n

/** Validates `StartSolanaValidatorOptions` and fills in the defaults documented there. */
const startSolanaValidatorOptionsSchema = z.object({
  port: z.number().int().min(0).max(65_534).default(0),
  cluster: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lower-case letters, digits and dashes')
    .default(DEFAULT_SOLANA_CLUSTER),
  accountCount: z.number().int().min(1).max(100).default(10),
  lamportsPerAccount: z
    .union([z.number().int().positive(), z.bigint().positive()])
    .transform(BigInt)
    .default(1_000n * LAMPORTS_PER_SOL),
  mint: z
    .object({
      name: z.string().min(1).default('Latch USD'),
      symbol: z.string().min(1).default('LUSD'),
      decimals: z.number().int().min(0).max(9).default(6),
      balancePerAccount: z
        .string()
        .regex(/^\d+(\.\d+)?$/)
        .default('1000000'),
    })
    .default({ name: 'Latch USD', symbol: 'LUSD', decimals: 6, balancePerAccount: '1000000' }),
})

export interface SolanaValidatorMintOptions {
  /** Default 'Latch USD'. SPL mints hold no name on chain: it is for display and the result. */
  name?: string
  /** Default 'LUSD'. */
  symbol?: string
  /** Default 6. */
  decimals?: number
  /** Each funded account's balance in whole tokens, as a decimal string. Default '1000000'. */
  balancePerAccount?: string
}

export interface StartSolanaValidatorOptions {
  /** HTTP port on 127.0.0.1 (WebSockets also on the next one). Default 0: the OS picks. */
  port?: number
  /**
   * The cluster it stands for, named by a label (lower-case letters, digits, dashes): its genesis
   * hash is the SHA-256 of `latch:solana:<cluster>`, so two validators with different clusters
   * stand for two networks (their own CAIP-2 ids). Default `localnet`, whose genesis hash is
   * `9ZCKN5vFBL7Spj7dN5x35SWou4CZLDehii8Tmeser2KR`.
   */
  cluster?: string
  /** Funded dev accounts. Default 10. */
  accountCount?: number
  /** SOL of each dev account, in lamports. Default 1000 SOL. */
  lamportsPerAccount?: number | bigint
  /** The SPL mint created at start. */
  mint?: SolanaValidatorMintOptions
}

/** A funded dev account: its keypair and its associated token account of the test mint. */
export interface SolanaValidatorAccount extends SolanaKeypair {
  /** Base58 address of its associated token account for `mint`. */
  tokenAccount: string
}

/** The SPL Token mint every dev account holds a balance of. */
export interface SolanaValidatorMint {
  /** Base58 mint address; the same at every start. */
  address: string
  name: string
  symbol: string
  decimals: number
  /** The first dev account, which may mint more. */
  mintAuthority: string
  /** The SPL Token program (not Token-2022). */
  tokenProgram: string
}

export interface SolanaValidator {
  /** `http://127.0.0.1:<port>`; CORS is open, so a browser page may call it directly. */
  rpcUrl: string
  /**
   * `ws://127.0.0.1:<port + 1>`: where web3.js `Connection` looks by default, so
   * `new Connection(rpcUrl)` needs no `wsEndpoint`.
   */
  wsUrl: string
  port: number
  /** The `cluster` option: what its genesis hash is derived from. */
  cluster: string
  /** Fixed for a cluster, and unlike mainnet's, devnet's and testnet's. */
  genesisHash: string
  /** CAIP-2: `solana:` and the first 32 characters of the genesis hash. */
  chainId: `solana:${string}`
  /** Funded with SOL and the mint's token; the same keys at every start. */
  accounts: SolanaValidatorAccount[]
  mint: SolanaValidatorMint
  /** Makes `count` empty blocks: blockhashes older than 150 blocks expire. */
  advanceSlots(count: number): void
  /** Closes both ports and every connection; resolves once the ports are free. Idempotent. */
  stop(): Promise<void>
}

/**
 * Starts a local Solana validator: real SVM transactions (litesvm) behind Solana's JSON-RPC over
 * HTTP and WebSocket subscriptions, on 127.0.0.1, enough for an unmodified web3.js 1.x
 * `Connection` or a wallet. Dev accounts start with SOL and a test SPL token; each transaction
 * makes a block, final at once.
 *
 * @example
 * const validator = await startSolanaValidator()
 * const connection = new Connection(validator.rpcUrl, 'confirmed')
 * const payer = Keypair.fromSecretKey(validator.accounts[0].secretKey)
 * await connection.getBalance(payer.publicKey) // 1_000_000_000_000
 * await validator.stop()
 */
export async function startSolanaValidator(
  options: StartSolanaValidatorOptions = {},
): Promise<SolanaValidator> {
  // `satisfies`: the options interface may not allow what the schema is not typed to accept.
  const parsed = startSolanaValidatorOptionsSchema.safeParse(
    options satisfies z.input<typeof startSolanaValidatorOptionsSchema>,
  )
  if (!parsed.success) {
    throw new Error(`invalid startSolanaValidator options: ${z.prettifyError(parsed.error)}`)
  }
  const config = parsed.data

  const ledger = createLocalLedger()
  const keypairs = deriveSolanaDevAccounts(config.accountCount)
  const owners = keypairs.map((keypair) => keypair.publicKey)
  fundAccounts(ledger, owners, config.lamportsPerAccount)
  const [authority] = owners
  if (!authority) throw new Error('no dev account to hold the mint authority')
  const mintAddress = deriveSolanaKeypair('latch:solana:dev-mint').publicKey
  const { name, symbol, decimals, balancePerAccount } = config.mint
  const tokenAccounts = await createTestMint(ledger, {
    address: mintAddress,
    decimals,
    mintAuthority: authority,
    holders: owners,
    amountPerHolder: parseUnits(balancePerAccount, decimals),
  })

  const genesisHash = solanaGenesisHash(config.cluster)
  const context = { ledger, genesisHash }
  const subscriptions = createSubscriptionServer(ledger)
  const ports = await listenRpcPorts({
    port: config.port,
    request: createHttpRpcListener((call) => answerCall(call, context, solanaRpcMethods)),
    webSocket: subscriptions.accept,
  })

  return {
    rpcUrl: `http://127.0.0.1:${ports.port}`,
    wsUrl: `ws://127.0.0.1:${ports.port + 1}`,
    port: ports.port,
    cluster: config.cluster,
    genesisHash,
    chainId: solanaCaip2ChainId(genesisHash),
    accounts: keypairs.map((keypair, index) => ({
      ...keypair,
      tokenAccount: tokenAccounts[index] ?? '',
    })),
    mint: {
      address: mintAddress,
      name,
      symbol,
      decimals,
      mintAuthority: authority,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    },
    advanceSlots: (count) => ledger.advanceSlots(count),
    stop: ports.stop,
  }
}
