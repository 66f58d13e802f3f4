import { Address, OutScript } from '@scure/btc-signer'
import { REGTEST_NETWORK } from './regtestNetwork'

/** The output types of `@scure/btc-signer`'s address decoder (`pkh`, `sh`, `wpkh`, `wsh`, `tr`). */
export type RegtestAddressType = ReturnType<ReturnType<typeof Address>['decode']>['type']

export interface RegtestAddress {
  type: RegtestAddressType
  /** The output script paying to it. */
  script: Uint8Array
}

/**
 * Decodes a regtest address (`bcrt1q…`, `bcrt1p…`, `m…`/`n…`, `2…`) to its output script with
 * btc-signer; throws on a malformed one or another network's.
 */
export function decodeRegtestAddress(address: string): RegtestAddress {
  const decoded = Address(REGTEST_NETWORK).decode(address)
  return { type: decoded.type, script: OutScript.encode(decoded) }
}
