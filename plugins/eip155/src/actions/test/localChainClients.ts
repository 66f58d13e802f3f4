import {
  createTestWallet,
  type DevnetAccount,
  type DevnetChain,
  defineLocalChain,
  type StartDevnetOptions,
  startDevnet,
  type TestWallet,
} from '@latch/testkit'
import {
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  custom,
  http,
  type PublicClient,
  type TestClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** Test support (not exported by the package): one local chain and viem clients on it. */
export interface LocalChainClients {
  chain: DevnetChain
  viemChain: Chain
  accounts: DevnetAccount[]
  /** Reads, fast polling (50 ms) so waits stay short. */
  publicClient: PublicClient<Transport, Chain>
  /** anvil's own methods: automine, mining, code. */
  testClient: TestClient<'anvil', Transport, Chain>
  /** A wallet client signing locally with dev account `index`. */
  signer(index: number): WalletClient
  /** A wallet client over the testkit's EIP-1193 test wallet holding dev account `index`. */
  injected(index: number): { wallet: TestWallet; client: WalletClient }
  stop(): Promise<void>
}

/** Starts one anvil chain (the devnet's token deployed) and the viem clients the tests use. */
export async function startLocalChain(
  options: Pick<StartDevnetOptions, 'token'> & { chainId?: number } = {},
): Promise<LocalChainClients> {
  const devnet = await startDevnet({
    chains: [{ chainId: options.chainId ?? 31337 }],
    token: options.token,
  })
  const chain = devnet.chains[0] as DevnetChain
  const viemChain = defineLocalChain(chain)
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  const account = (index: number) => devnet.accounts[index] as DevnetAccount
  return {
    chain,
    viemChain,
    accounts: devnet.accounts,
    publicClient: createPublicClient({ chain: viemChain, transport, pollingInterval: 50 }),
    testClient: createTestClient({ mode: 'anvil', chain: viemChain, transport }),
    signer: (index) =>
      createWalletClient({
        account: privateKeyToAccount(account(index).privateKey),
        chain: viemChain,
        transport,
      }),
    injected: (index) => {
      const wallet = createTestWallet({
        accounts: [account(index).privateKey],
        chains: [chain],
        authorized: true,
      })
      return {
        wallet,
        client: createWalletClient({ chain: viemChain, transport: custom(wallet) }),
      }
    },
    stop: () => devnet.stop(),
  }
}
