import { isBitcoinAddress } from '@latch/bip122/request-wallet'
import type { CaipNetworkId, ChainNamespace } from '@latch/core'
import { isSolanaAddress } from '@latch/solana/request-wallet'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Whether a wallet's `address` is one of `namespace` on `chainId` (CAIP-2): `0x` and 40 hex digits
 * on eip155, the base58 of 32 bytes (an ed25519 public key) on solana, an address of the chain's
 * network on bip122 (P2PKH, P2SH, P2WPKH, P2WSH, P2TR). Other namespaces have none Latch takes.
 */
export function isSessionAddress(
  namespace: ChainNamespace,
  address: unknown,
  chainId: string,
): address is string {
  if (namespace === 'eip155') return typeof address === 'string' && EVM_ADDRESS.test(address)
  if (namespace === 'solana') return isSolanaAddress(address)
  if (namespace === 'bip122') return isBitcoinAddress(address, chainId as CaipNetworkId)
  return false
}

/** Two addresses of `namespace` are the same account (EVM addresses in any letter case). */
export function sameAddress(namespace: ChainNamespace, a: string, b: string): boolean {
  return namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b
}

/**
 * A CAIP-10 account a wallet put in a session (`eip155:1:0xab…`), split, when it is one of
 * `namespace` on one of `chains` (the CAIP-2 ids the dapp asked for) with a valid address;
 * undefined for anything else (another namespace or chain, a malformed string, not a string).
 */
export function parseSessionAccount(
  namespace: ChainNamespace,
  account: unknown,
  chains: readonly string[],
): { chainId: string; address: string } | undefined {
  // 200 characters hold any CAIP-10 id Latch takes (a 32-character reference, a 44-character key).
  if (typeof account !== 'string' || account.length > 200) return undefined
  const parts = account.split(':')
  if (parts.length !== 3 || parts[0] !== namespace) return undefined
  const chainId = `${parts[0]}:${parts[1]}`
  const address = parts[2]
  if (!chains.includes(chainId) || !isSessionAddress(namespace, address, chainId)) return undefined
  return { chainId, address }
}
