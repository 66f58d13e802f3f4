import { parseUnits } from 'viem'
import { z } from 'zod'
import { type AnvilNode, startAnvilNode } from './anvilNode'
import { type DevnetNftCollection, deployNft, devnetNftCollections } from './deployNft'
import { type DevnetToken, deployToken } from './deployToken'
import { type DevnetAccount, deriveDevAccounts, devMnemonic } from './devAccounts'

export type { DevnetNftCollection } from './deployNft'
export type { DevnetToken } from './deployToken'
export type { DevnetAccount } from './devAccounts'

export interface DevnetChain {
  chainId: number
  /** `http://127.0.0.1:<port>`; CORS is open, so a browser page may call it directly. */
  rpcUrl: string
  port: number
  /** The test ERC20 deployed on this chain. */
  token: DevnetToken
  /**
   * The test ERC-721 collections deployed after the token, each minted to every dev account
   * (`Latch Pets`, 2 each; `Free Claim Rewards`, 1 each, which the local Data API calls spam).
   */
  nfts: DevnetNftCollection[]
}

export interface Devnet {
  chains: DevnetChain[]
  /** Funded on every chain with native currency and the token; the first one deployed the token. */
  accounts: DevnetAccount[]
  /** Kills every node and resolves once all have exited and their ports are free. Idempotent. */
  stop(): Promise<void>
}

const portSchema = z.union([z.literal('auto'), z.number().int().min(0).max(65_535)])

/** Validates `StartDevnetOptions` and fills in the defaults documented there. */
const startDevnetOptionsSchema = z
  .object({
    chains: z
      .array(z.object({ chainId: z.number().int().positive(), port: portSchema.optional() }))
      .min(1)
      .default([{ chainId: 31337 }, { chainId: 31338 }]),
    mnemonic: z.string().min(1).default(devMnemonic),
    accountCount: z.number().int().min(1).max(100).default(10),
    nativeBalance: z.number().int().positive().default(10_000),
    token: z
      .object({
        name: z.string().min(1).default('Latch USD'),
        symbol: z.string().min(1).default('LUSD'),
        decimals: z.number().int().min(0).max(36).default(6),
        balancePerAccount: z
          .string()
          .regex(/^\d+(\.\d+)?$/)
          .default('1000000'),
      })
      .default({ name: 'Latch USD', symbol: 'LUSD', decimals: 6, balancePerAccount: '1000000' }),
    readyTimeoutMs: z.number().int().positive().default(15_000),
  })
  .superRefine((options, context) => {
    const ids = options.chains.map((chain) => chain.chainId)
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', path: ['chains'], message: 'chain ids must differ' })
    }
    const fixedPorts = options.chains.flatMap((chain) =>
      typeof chain.port === 'number' && chain.port !== 0 ? [chain.port] : [],
    )
    if (new Set(fixedPorts).size !== fixedPorts.length) {
      context.addIssue({ code: 'custom', path: ['chains'], message: 'ports must differ' })
    }
  })

export interface DevnetChainOptions {
  chainId: number
  /** TCP port on 127.0.0.1; 0, 'auto' or absent lets the OS pick a free one. */
  port?: number | 'auto'
}

export interface DevnetTokenOptions {
  /** Default 'Latch USD'. */
  name?: string
  /** Default 'LUSD'. */
  symbol?: string
  /** Default 6. */
  decimals?: number
  /** Each dev account's balance in whole tokens, as a decimal string. Default '1000000'. */
  balancePerAccount?: string
}

export interface StartDevnetOptions {
  /** One node per entry, ids distinct. Default: chain ids 31337 and 31338 on free ports. */
  chains?: DevnetChainOptions[]
  /** Default: anvil's well-known `test … junk` mnemonic. */
  mnemonic?: string
  /** Funded dev accounts. Default 10. */
  accountCount?: number
  /** Native balance of each dev account, in ether. Default 10000. */
  nativeBalance?: number
  /** The ERC20 deployed on every chain. */
  token?: DevnetTokenOptions
  /** How long each node may take to start answering JSON-RPC. Default 15000 ms. */
  readyTimeoutMs?: number
}

/**
 * Starts local EVM chains (anvil, bound to 127.0.0.1), each with funded dev accounts and the test
 * ERC20 and the test ERC-721 collections deployed; resolves once every chain answers JSON-RPC and
 * the contracts are mined.
 *
 * @example
 * const devnet = await startDevnet()
 * const [home, other] = devnet.chains
 * // … use home.rpcUrl, home.token.address, devnet.accounts[0].privateKey
 * await devnet.stop()
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  // `satisfies`: the options interface may not allow what the schema is not typed to accept.
  const parsed = startDevnetOptionsSchema.safeParse(
    options satisfies z.input<typeof startDevnetOptionsSchema>,
  )
  if (!parsed.success) {
    throw new Error(`invalid startDevnet options: ${z.prettifyError(parsed.error)}`)
  }
  const config = parsed.data

  const starting = config.chains.map((chain) =>
    startAnvilNode({
      chainId: chain.chainId,
      port: chain.port === undefined || chain.port === 'auto' ? 0 : chain.port,
      mnemonic: config.mnemonic,
      accountCount: config.accountCount,
      balanceEther: config.nativeBalance,
      readyTimeoutMs: config.readyTimeoutMs,
    }),
  )
  // Derived while the nodes boot: it is synchronous work that would otherwise add to start-up.
  const accounts = deriveDevAccounts(config.mnemonic, config.accountCount)

  const settled = await Promise.allSettled(starting)
  const nodes = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stopNodes = () => Promise.all(nodes.map((node) => node.stop())).then(() => undefined)
  const failure = settled.find((result) => result.status === 'rejected')
  if (failure) {
    await stopNodes()
    throw failure.reason
  }

  try {
    const [deployer] = accounts
    if (!deployer) throw new Error('no dev account to deploy from')
    const { name, symbol, decimals, balancePerAccount } = config.token
    const chains = await Promise.all(
      nodes.map(async (node: AnvilNode): Promise<DevnetChain> => {
        const token = await deployToken({
          chainId: node.chainId,
          rpcUrl: node.rpcUrl,
          deployer,
          name,
          symbol,
          decimals,
          holders: accounts.map((account) => account.address),
          amountPerHolder: parseUnits(balancePerAccount, decimals),
        })
        // After the token (its address, from the deployer's first nonce, stays put), one by one.
        const nfts: DevnetNftCollection[] = []
        for (const collection of devnetNftCollections) {
          nfts.push(
            await deployNft({
              ...collection,
              chainId: node.chainId,
              rpcUrl: node.rpcUrl,
              deployer,
              holders: accounts.map((account) => account.address),
            }),
          )
        }
        return { chainId: node.chainId, rpcUrl: node.rpcUrl, port: node.port, token, nfts }
      }),
    )
    let stopping: Promise<void> | undefined
    return {
      chains,
      accounts,
      stop: () => {
        stopping ??= stopNodes()
        return stopping
      },
    }
  } catch (error) {
    await stopNodes()
    throw error
  }
}
