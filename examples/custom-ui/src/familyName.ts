import type { ChainNamespace } from '@latch/core'

const names: Partial<Record<ChainNamespace, string>> = { eip155: 'EVM', solana: 'Solana' }

/** A chain family's name for people: "EVM", "Solana". */
export function familyName(namespace: ChainNamespace | undefined): string {
  return (namespace && names[namespace]) ?? namespace ?? 'wallet'
}
