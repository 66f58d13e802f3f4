import type { ChainNamespace } from '../caip/caip'

/**
 * The entry of a per-namespace record (`state.accounts`, `state.connections`,
 * `connectors.activeIds`, `networks.byNamespace`…), read as an own property only: a key such as
 * 'constructor' or '__proto__' must never reach `Object.prototype`, whatever let it through.
 *
 * @example
 * namespaceEntry(state.accounts, 'eip155')?.address
 */
export function namespaceEntry<T>(
  record: Partial<Record<ChainNamespace, T>>,
  namespace: string | undefined,
): T | undefined {
  if (namespace === undefined || !Object.hasOwn(record, namespace)) return undefined
  return (record as Record<string, T>)[namespace]
}
