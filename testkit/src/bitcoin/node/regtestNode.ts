import type { BcoinFullNode } from './bcoinTypes'
import { loadBcoin } from './loadBcoin'

// BIP 141's block weight limit.
const MAX_BLOCK_WEIGHT = 4_000_000

/**
 * Opens a bcoin full node on regtest, in memory, with no P2P port and no HTTP server of its own
 * (the chain serves Esplora's API instead), indexing transactions and addresses for that API.
 */
export async function openRegtestNode(): Promise<BcoinFullNode> {
  const bcoin = loadBcoin()
  const node = new bcoin.FullNode({
    network: 'regtest',
    memory: true,
    workers: false,
    listen: false,
    logLevel: 'none',
    indexTX: true,
    indexAddress: true,
    httpHost: '127.0.0.1',
  })
  // bcoin's miner leaves out "free" transactions, paying under 1 sat per byte of full size,
  // while its mempool accepts 1 sat per virtual byte (Bitcoin Core mines both). A minimum block
  // weight of a whole block mines every transaction the mempool took. (FullNode does not pass
  // this option on to its miner.)
  node.miner.options.minWeight = MAX_BLOCK_WEIGHT
  // bcoin always creates its HTTP server (JSON-RPC and REST with an API key); nothing here uses it.
  node.http.open = async () => {}
  node.http.close = async () => {}
  await node.open()
  return node
}
