import { isSolanaAddress } from './solanaAddress'

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/** 40 hex digits, with or without `0x` (spec §5). Checksums are the wallet's business. */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}

/**
 * The address check for a namespace. The spec defines EVM and Solana rules; other namespaces are
 * checked by their plugins, so here any non-empty string passes.
 */
export function isAddressForNamespace(namespace: string, address: unknown): boolean {
  if (namespace === 'eip155') return isEvmAddress(address)
  if (namespace === 'solana') return isSolanaAddress(address)
  return typeof address === 'string' && address.length > 0
}
