import { z } from 'zod'
import { addressParam, commitmentConfig } from '../params'
import { RPC_API_VERSION, withContext } from '../rpcContext'
import { type RpcMethods, rpcMethod } from './rpcMethod'

// Mainnet's epoch length; a test never gets near its end, so the epoch stays 0.
const SLOTS_PER_EPOCH = 432_000

const configOnly = z.tuple([commitmentConfig.nullish()])

/**
 * The cluster's identity, clock and blockhashes.
 *
 * @example
 * clusterMethods.getSlot([], context) // 3
 */
export const clusterMethods: RpcMethods = {
  getVersion: () => ({ 'solana-core': RPC_API_VERSION, 'feature-set': 0 }),
  getHealth: () => 'ok',
  getGenesisHash: (_params, { genesisHash }) => genesisHash,

  getSlot: rpcMethod(configOnly, (_params, { ledger }) => ledger.slot),
  getBlockHeight: rpcMethod(configOnly, (_params, { ledger }) => ledger.slot),
  getEpochInfo: rpcMethod(configOnly, (_params, { ledger }) => ({
    absoluteSlot: ledger.slot,
    blockHeight: ledger.slot,
    epoch: Math.floor(ledger.slot / SLOTS_PER_EPOCH),
    slotIndex: ledger.slot % SLOTS_PER_EPOCH,
    slotsInEpoch: SLOTS_PER_EPOCH,
  })),

  getLatestBlockhash: rpcMethod(configOnly, (_params, { ledger }) =>
    withContext(ledger, ledger.latestBlockhash()),
  ),
  isBlockhashValid: rpcMethod(
    z.tuple([z.string(), commitmentConfig.nullish()]),
    ([blockhash], { ledger }) => withContext(ledger, ledger.isBlockhashValid(blockhash)),
  ),

  // One transaction per block: the block's fee and any account's are that transaction's.
  getRecentPrioritizationFees: rpcMethod(
    z.tuple([z.array(addressParam).max(128).nullish()]),
    (_params, { ledger }) => ledger.recentPrioritizationFees(),
  ),
}
