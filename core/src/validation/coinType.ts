import { toCoinType } from 'viem/ens'
import { MAX_COIN_TYPE_CHAIN_ID } from '../constants'
import { LatchError } from '../errors/LatchError'

// Its own module: only a name lookup needs it (lazy code), and a module's every export travels
// with it into the first paint when another of its exports is used there.
/** ENSIP-11 coin type of an EVM chain; a chain id of 2^31 or more has none. */
export function coinTypeForChainId(chainId: number): bigint {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId > MAX_COIN_TYPE_CHAIN_ID) {
    throw new LatchError('INVALID_COIN_TYPE_CHAIN_ID', { params: { chainId } })
  }
  return toCoinType(chainId)
}
