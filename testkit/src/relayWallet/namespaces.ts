/**
 * What the wallet offers per namespace, and the approved namespaces it builds from a proposal.
 * The SDK checks the result itself (`approve()` refuses namespaces that miss what the dapp
 * required); this only picks chains, accounts, methods and events. The methods and events are the
 * ones `@latch/walletconnect` asks for (its `relay-session` entry): the wallet grants all of them.
 */
import { RELAY_SESSION_EVENTS, RELAY_SESSION_METHODS } from '@latch/walletconnect/relay-session'

export const relayWalletNamespaces = ['eip155', 'solana', 'bip122'] as const
export type RelayWalletNamespace = (typeof relayWalletNamespaces)[number]

/** A namespace as a proposal states it (`requiredNamespaces` / `optionalNamespaces` entries). */
export interface RelayWalletProposalNamespace {
  chains?: string[]
  methods: string[]
  events: string[]
}

/** A namespace of a settled session. */
export interface RelayWalletSessionNamespace {
  chains?: string[]
  /** CAIP-10: `eip155:31337:0xf39F…`, `solana:<genesis>:<base58>`, `bip122:<genesis>:bcrt1…`. */
  accounts: string[]
  methods: string[]
  events: string[]
}

/**
 * The chains a proposal asks for, per namespace, required and optional together. A key may be a
 * namespace (`eip155`, chains listed inside) or a chain (`eip155:1`), as CAIP-25 allows.
 */
export function requestedChains(
  ...namespaceSets: (Record<string, RelayWalletProposalNamespace> | undefined)[]
): Map<string, string[]> {
  const chains = new Map<string, string[]>()
  for (const set of namespaceSets) {
    for (const [key, namespace] of Object.entries(set ?? {})) {
      const name = key.split(':')[0]!
      const listed = key.includes(':') ? [key] : (namespace.chains ?? [])
      const known = chains.get(name) ?? []
      chains.set(name, [...known, ...listed.filter((chain) => !known.includes(chain))])
    }
  }
  return chains
}

export interface BuildNamespacesInput {
  /** The proposal's required and optional namespaces. */
  required: Record<string, RelayWalletProposalNamespace> | undefined
  optional: Record<string, RelayWalletProposalNamespace> | undefined
  /** Per namespace the wallet offers: its chains (CAIP-2) and the addresses to show. */
  offered: Partial<Record<RelayWalletNamespace, { chains: string[]; addresses: string[] }>>
}

/**
 * The approved namespaces: for each offered namespace the dapp asked about, the chains it asked
 * for that the wallet knows, every offered address on each of them, and the wallet's full method
 * and event lists. A namespace with no common chain (or no address) is left out.
 */
export function buildSessionNamespaces(
  input: BuildNamespacesInput,
): Record<string, RelayWalletSessionNamespace> {
  const requested = requestedChains(input.required, input.optional)
  const namespaces: Record<string, RelayWalletSessionNamespace> = {}
  for (const name of relayWalletNamespaces) {
    const offered = input.offered[name]
    const asked = requested.get(name)
    if (!offered || !asked || offered.addresses.length === 0) continue
    const chains = asked.filter((chain) => offered.chains.includes(chain))
    if (chains.length === 0) continue
    namespaces[name] = {
      chains,
      accounts: chains.flatMap((chain) =>
        offered.addresses.map((address) => `${chain}:${address}`),
      ),
      methods: [...RELAY_SESSION_METHODS[name]],
      events: [...RELAY_SESSION_EVENTS[name]],
    }
  }
  return namespaces
}

/** The addresses a session namespace holds on one chain. */
export function sessionAddresses(
  namespace: RelayWalletSessionNamespace | undefined,
  chainId: string,
): string[] {
  const prefix = `${chainId}:`
  return (namespace?.accounts ?? [])
    .filter((account) => account.startsWith(prefix))
    .map((account) => account.slice(prefix.length))
}
