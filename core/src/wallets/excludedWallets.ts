import type { Connector } from '../connectors/types'
import type { CatalogueWallet, WalletsState } from './types'

export type ExcludedWallets = WalletsState['excluded']

/** Connector kinds that are wallets installed in the page (EIP-6963 announced, or injected). */
const installedKinds: ReadonlySet<Connector['kind']> = new Set(['injected', 'announced'])

const sameName = (name: string) => name.trim().toLowerCase()

/**
 * The catalogue wallets to leave out because they are already shown as installed connectors:
 * their rdns and names (spec §3 "excluded wallets (rdns and name)").
 */
export function excludedByConnectors(connectors: readonly Connector[]): ExcludedWallets {
  const rdns = new Set<string>()
  const names = new Set<string>()
  for (const connector of connectors) {
    if (!installedKinds.has(connector.kind)) continue
    if (connector.info?.rdns) rdns.add(connector.info.rdns)
    if (connector.name.trim()) names.add(connector.name.trim())
  }
  return { rdns: [...rdns], names: [...names] }
}

/** Whether `wallet` is one of the excluded ones, by rdns or by name (case and spaces aside). */
export function isExcludedWallet(wallet: CatalogueWallet, excluded: ExcludedWallets): boolean {
  if (wallet.rdns && excluded.rdns.includes(wallet.rdns)) return true
  const name = sameName(wallet.name)
  return excluded.names.some((excludedName) => sameName(excludedName) === name)
}

/** `wallets` without the excluded ones, in their order. */
export function withoutExcludedWallets(
  wallets: readonly CatalogueWallet[],
  excluded: ExcludedWallets,
): CatalogueWallet[] {
  if (excluded.rdns.length === 0 && excluded.names.length === 0) return [...wallets]
  return wallets.filter((wallet) => !isExcludedWallet(wallet, excluded))
}

/** Same rdns and names, in any order: lets a change of connectors skip a no-op update. */
export function sameExcludedWallets(a: ExcludedWallets, b: ExcludedWallets): boolean {
  const same = (x: string[], y: string[]) =>
    x.length === y.length && x.every((value) => y.includes(value))
  return same(a.rdns, b.rdns) && same(a.names, b.names)
}
