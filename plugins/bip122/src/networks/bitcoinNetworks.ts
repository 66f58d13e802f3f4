import type { Network } from '@latch/core'
import { defineBitcoinNetwork } from './defineBitcoinNetwork'

/** Genesis block hashes (as explorers show them): a network's CAIP-2 id takes the first 32 digits. */
export const BITCOIN_GENESIS_HASHES = {
  mainnet: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
  testnet: '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943',
  signet: '00000008819873e925422c1ff0f99f7cc9bbb232af63a077a480a3633bee1ef6',
  /** The same on every regtest chain, Bitcoin Core's and the testkit's local one. */
  regtest: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
} as const

export const bitcoinMainnet: Network = defineBitcoinNetwork({
  genesisHash: BITCOIN_GENESIS_HASHES.mainnet,
  name: 'Bitcoin',
  esploraUrl: 'https://mempool.space/api',
  blockExplorer: { name: 'mempool.space', url: 'https://mempool.space' },
})

export const bitcoinTestnet: Network = defineBitcoinNetwork({
  genesisHash: BITCOIN_GENESIS_HASHES.testnet,
  name: 'Bitcoin Testnet',
  esploraUrl: 'https://mempool.space/testnet/api',
  blockExplorer: { name: 'mempool.space', url: 'https://mempool.space/testnet' },
  testnet: true,
})

export const bitcoinSignet: Network = defineBitcoinNetwork({
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
