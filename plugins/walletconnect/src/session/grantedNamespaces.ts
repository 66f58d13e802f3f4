import type { ChainNamespace } from '@latch/core'
import { parseSessionAccount, sameAddress } from './sessionAccount'

/** What a session grants Latch on one namespace, once checked. */
export interface GrantedNamespace {
  /** CAIP-2 ids the dapp asked for with at least one valid account, in the wallet's order. */
  chains: string[]
  /** Each address once, in the wallet's order. */
  addresses: string[]
}

export type GrantedNamespaces = Partial<Record<ChainNamespace, GrantedNamespace>>

/** Addresses kept per namespace: more is no wallet's account list. */
export const MAX_SESSION_ADDRESSES = 100
/** Account entries read per namespace; the rest of a longer list is not looked at. */
export const MAX_SESSION_ACCOUNT_ENTRIES = 4096

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `record[key]` when it is the record's own (never `__proto__` or anything inherited). */
const own = (record: unknown, key: string): unknown =>
  isRecord(record) && Object.hasOwn(record, key) ? record[key] : undefined

/**
 * The session namespaces a wallet approved (or updated), as Latch takes them: only the namespaces
 * in `requested` (what the dapp asked for, CAIP-2 chain ids per namespace), read as own keys;
 * only accounts on a requested chain with a valid address; each address once, at most
 * MAX_SESSION_ADDRESSES of them. Everything else (other namespaces and chains, malformed CAIP-10
 * strings, prototype keys) is dropped. A namespace left with no address is absent.
 *
 * @example
 * grantedNamespaces(session.namespaces, { eip155: ['eip155:1'] })
 * // { eip155: { chains: ['eip155:1'], addresses: ['0xab…'] } }
 */
export function grantedNamespaces(
  namespaces: unknown,
  requested: Partial<Record<ChainNamespace, readonly string[]>>,
): GrantedNamespaces {
  const granted: GrantedNamespaces = {}
  for (const [namespace, chains] of Object.entries(requested) as [ChainNamespace, string[]][]) {
    const accounts = own(own(namespaces, namespace), 'accounts')
    if (!Array.isArray(accounts)) continue
    const entry: GrantedNamespace = { chains: [], addresses: [] }
    for (const account of accounts.slice(0, MAX_SESSION_ACCOUNT_ENTRIES)) {
      const parsed = parseSessionAccount(namespace, account, chains)
      if (!parsed) continue
      const known = entry.addresses.some((address) =>
        sameAddress(namespace, address, parsed.address),
      )
      if (!known && entry.addresses.length >= MAX_SESSION_ADDRESSES) continue
      if (!known) entry.addresses.push(parsed.address)
      if (!entry.chains.includes(parsed.chainId)) entry.chains.push(parsed.chainId)
    }
    if (entry.addresses.length > 0) granted[namespace] = entry
  }
  return granted
}
