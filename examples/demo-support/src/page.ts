import { bitcoinRegtest } from '@latch/bip122'
import type { Network } from '@latch/core'
import { base, defineEip155Network, mainnet } from '@latch/eip155'
import { defineSolanaNetwork } from '@latch/solana'
import { DEMO_CONFIG_GLOBAL, type DemoConfig, REMOTE_PROJECT_ID_GLOBAL } from './demoConfig'

export type { DemoConfig } from './demoConfig'

/** The local stack's config when the page runs under the demo server, else undefined. */
export function readDemoConfig(): DemoConfig | undefined {
  return (globalThis as Record<string, unknown>)[DEMO_CONFIG_GLOBAL] as DemoConfig | undefined
}

/**
 * The example's networks: on the local stack, its two EVM chains, its Solana validator and its
 * Bitcoin chain (when it runs one) first; then mainnet and base.
 */
export function demoNetworks(config: DemoConfig | undefined): Network[] {
  const local = (config?.chains ?? []).map((chain, index) =>
    defineEip155Network({
      chainId: chain.chainId,
      name: index === 0 ? 'Latch Local' : `Latch Local ${index + 1}`,
      rpcUrl: chain.rpcUrl,
      testnet: true,
    }),
  )
  const localSolana = config
    ? [
        defineSolanaNetwork({
          genesisHash: config.solana.genesisHash,
          name: 'Latch Local Solana',
          rpcUrl: config.solana.rpcUrl,
          wsUrl: config.solana.wsUrl,
          testnet: true,
        }),
      ]
    : []
  const localBitcoin = config?.bitcoin
    ? [bitcoinRegtest(config.bitcoin.esploraUrl, 'Latch Local Bitcoin')]
    : []
  return [...local, ...localSolana, ...localBitcoin, mainnet, base]
}

/** The options both examples share: app metadata, networks and, on the local stack, endpoints. */
export function exampleOptions(config: DemoConfig | undefined, name: string) {
  return {
    // Against the real services (`npm start -- --remote`), the app's own project id.
    projectId:
      ((globalThis as Record<string, unknown>)[REMOTE_PROJECT_ID_GLOBAL] as string | undefined) ??
      'latch-example',
    metadata: {
      name,
      description: 'A Latch example',
      url: globalThis.location?.origin ?? 'http://127.0.0.1:5173',
      icons: [],
    },
    networks: demoNetworks(config),
    endpoints: config?.endpoints,
  }
}

/** The WalletConnect plugin's options on the local stack (a short pairing expiry under tests). */
export function demoWalletConnectOptions(config: DemoConfig | undefined) {
  return { pairingExpiryMs: config?.walletConnect?.pairingExpiryMs }
}

/**
 * Installs the testkit's wallets in the page so a visitor can connect at once: "Latch Test Wallet"
 * on EVM (EIP-6963) and on Solana (Wallet Standard), one name like a wallet that speaks both.
 * Loaded only under the demo server: production pages never ship them.
 */
export async function installDemoWallet(config: DemoConfig): Promise<void> {
  const [{ installTestWallet }, { installSolanaTestWallet }] = await Promise.all([
    import('@latch/testkit/browser'),
    import('@latch/testkit/solana-browser'),
  ])
  const installed = installTestWallet(
    {
      accounts: config.walletKeys,
      chains: config.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      // Like a wallet extension, it stays connected across reloads.
      persistAs: 'latch-demo-wallet',
    },
    window,
  )
  // Test drivers script it from here (reject the next request, answer slowly…).
  ;(globalThis as Record<string, unknown>).__LATCH_TEST_WALLET__ = installed
  ;(globalThis as Record<string, unknown>).__LATCH_SOLANA_TEST_WALLET__ = installSolanaTestWallet(
    {
      secretKeys: config.solana.walletKeys,
      chains: [{ chainId: config.solana.chainId, rpcUrl: config.solana.rpcUrl }],
      persistAs: 'latch-demo-solana-wallet',
    },
    window,
  )
}
