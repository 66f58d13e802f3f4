import type { CatalogueWallet } from '../wallets/types'
import type { Connector } from './types'

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The connector that reaches a catalogue wallet, if one is set up: the same catalogue id, rdns or
 * name (case and spaces aside). A catalogue row then connects in place instead of opening a page.
 */
export function connectorForWallet(
  connectors: readonly Connector[],
  wallet: CatalogueWallet,
): Connector | undefined {
  return (
    connectors.find((c) => c.explorerId === wallet.id) ??
    connectors.find((c) => wallet.rdns && c.info?.rdns === wallet.rdns) ??
    connectors.find((c) => sameName(c.name, wallet.name))
  )
}
