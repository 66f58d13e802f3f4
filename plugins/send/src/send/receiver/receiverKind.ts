import { type ChainNamespace, isAddressForNamespace, LatchError } from '@latch/core'

/**
 * What the typed receiver is on `namespace`: an address of it, or a name to resolve (names are an
 * EVM thing, spec §9: eip155 only); anything else is 'Invalid address'.
 */
export function receiverKind(namespace: ChainNamespace, input: string): 'address' | 'name' {
  if (isAddressForNamespace(namespace, input)) return 'address'
  if (namespace === 'eip155' && input.includes('.')) return 'name'
  throw new LatchError('INVALID_ADDRESS', { params: { address: input } })
}
