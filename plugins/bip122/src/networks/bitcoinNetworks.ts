import type { Network } from '@latch/core'
import { defineBitcoinNetwork } from './defineBitcoinNetwork'
import { BITCOIN_GENESIS_HASHES } from './genesisHashes'

export { BITCOIN_GENESIS_HASHES }

export const bitcoinMainnet: Network = /* @__PURE__ */ defineBitcoinNetwork({
  genesisHash: BITCOIN_GENESIS_HASHES.mainnet,
  name: 'Bitcoin',
  esploraUrl: 'https://mempool.space/api',
  blockExplorer: { name: 'mempool.space', url: 'https://mempool.space' },
})

export const bitcoinTestnet: Network = /* @__PURE__ */ defineBitcoinNetwork({
  genesisHash: BITCOIN_GENESIS_HASHES.testnet,
  name: 'Bitcoin Testnet',
  esploraUrl: 'https://mempool.space/testnet/api',
  blockExplorer: { name: 'mempool.space', url: 'https://mempool.space/testnet' },
  testnet: true,
})

export const bitcoinSignet: Network = /* @__PURE__ */ defineBitcoinNetwork({
  genesisHash: BITCOIN_GENESIS_HASHES.signet,
  name: 'Bitcoin Signet',
  esploraUrl: 'https://mempool.space/signet/api',
  blockExplorer: { name: 'mempool.space', url: 'https://mempool.space/signet' },
  testnet: true,
})

/** Bitcoin's public networks. */
export const BITCOIN_NETWORKS: readonly Network[] = [bitcoinMainnet, bitcoinTestnet, bitcoinSignet]

/**
 * A local regtest chain (`startBitcoinChain()` in the testkit, or Bitcoin Core's `-regtest`)
 * served by an Esplora API at `esploraUrl`: CAIP-2 `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`.
 */
export function bitcoinRegtest(esploraUrl: string, name = 'Bitcoin Regtest'): Network {
  return defineBitcoinNetwork({
    genesisHash: BITCOIN_GENESIS_HASHES.regtest,
    name,
    esploraUrl,
    testnet: true,
  })
}
