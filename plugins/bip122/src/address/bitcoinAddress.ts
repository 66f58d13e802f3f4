import { type CaipNetworkId, LatchError } from '@latch/core'
import { Address, NETWORK, OutScript, TEST_NETWORK } from '@scure/btc-signer'
import { BITCOIN_GENESIS_HASHES } from '../networks/genesisHashes'

/** The address types Latch tells apart (btc-signer's `pkh`, `sh`, `wpkh`, `wsh`, `tr`). */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

export interface ParsedBitcoinAddress {
  type: BitcoinAddressType
  /** The output script paying to the address. */
  script: Uint8Array
}

type AddressParameters = typeof NETWORK

const typeNames: Record<string, BitcoinAddressType> = {
  pkh: 'p2pkh',
  sh: 'p2sh',
  wpkh: 'p2wpkh',
  wsh: 'p2wsh',
  tr: 'p2tr',
}

const reference = (hash: string) => `bip122:${hash.slice(0, 32)}`

/**
 * The address parameters of a bip122 network: mainnet's (`bc`, 1…, 3…); regtest's (`bcrt`, with
 * testnet's version bytes, as Bitcoin Core's); every other chain is a test chain (testnet3,
 * testnet4, signet, a custom signet) with testnet's (`tb`, m/n…, 2…).
 */
export function bitcoinAddressParameters(caipNetworkId: CaipNetworkId): AddressParameters {
  if (caipNetworkId === reference(BITCOIN_GENESIS_HASHES.mainnet)) return NETWORK
  if (caipNetworkId === reference(BITCOIN_GENESIS_HASHES.regtest)) {
    return { ...TEST_NETWORK, bech32: 'bcrt' }
  }
  return TEST_NETWORK
}

/**
 * Parses an address of the given network with btc-signer (Base58Check, bech32 for SegWit v0,
 * bech32m for Taproot); undefined when it is malformed, of another network, or of a type Latch does
 * not pay to.
 */
export function parseBitcoinAddress(
  address: unknown,
  caipNetworkId: CaipNetworkId,
): ParsedBitcoinAddress | undefined {
  if (typeof address !== 'string') return undefined
  try {
    const decoded = Address(bitcoinAddressParameters(caipNetworkId)).decode(address)
    const type = typeNames[decoded.type]
    return type ? { type, script: OutScript.encode(decoded) } : undefined
  } catch {
    return undefined
  }
}

export function isBitcoinAddress(address: unknown, caipNetworkId: CaipNetworkId): boolean {
  return parseBitcoinAddress(address, caipNetworkId) !== undefined
}

/** Like `parseBitcoinAddress`, throwing 'Address … is invalid' (INVALID_ADDRESS) instead. */
export function assertBitcoinAddress(
  address: unknown,
  caipNetworkId: CaipNetworkId,
): ParsedBitcoinAddress {
  const parsed = parseBitcoinAddress(address, caipNetworkId)
  if (!parsed) throw new LatchError('INVALID_ADDRESS', { params: { address: String(address) } })
  return parsed
}
