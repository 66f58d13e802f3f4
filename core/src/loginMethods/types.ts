import type { ChainNamespace } from '../caip/caip'
import type { ConnectionAuth } from '../connections/types'
import type { ConnectorKind } from '../connectors/types'

/**
 * What each namespace's adapter speaks to a wallet, by namespace. A namespace plugin adds its own
 * by declaration merging, so a login method hands each adapter the provider it already knows:
 *
 * @example
 * declare module '@latch/core' {
 *   interface NamespaceProviders { eip155: EIP1193Provider }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: extended by declaration merging
export interface NamespaceProviders {}

/** The provider of `namespace`, or `unknown` for a namespace no plugin has typed. */
export type NamespaceProvider<N extends ChainNamespace> = N extends keyof NamespaceProviders
  ? NamespaceProviders[N]
  : unknown

/**
 * A way to log in that yields accounts on several namespaces at once: one relay-protocol session
 * or one embedded wallet gives an EVM and a Solana account. It registers once
 * (`ctx.registerLoginMethod`); each namespace adapter lists it as a connector (same `id` on every
 * namespace) and drives its `provider` like any wallet of that namespace. No plugin imports another.
 *
 * Connecting it on one namespace connects it, silently, on every other namespace it serves; each
 * namespace is disconnected on its own (`disconnect(namespace)`), and the method ends its session
 * once none is left.
 */
export interface LoginMethod {
  /** The connector id on every namespace it serves. */
  readonly id: string
  readonly name: string
  readonly kind: ConnectorKind
  readonly imageUrl?: string
  /** The namespaces it can give accounts on, in the order it prefers. */
  readonly namespaces: readonly ChainNamespace[]
  /**
   * The namespace's provider, in the form its adapter speaks (`NamespaceProviders`). Returned at
   * once and cheap: the method's SDK loads on the provider's first request, not on the page's
   * first paint.
   */
  provider<N extends ChainNamespace>(namespace: N): NamespaceProvider<N> | undefined
  /** Drops one namespace from the session (the wallet may end it when it was the last). */
  disconnect(namespace: ChainNamespace): Promise<void>
  /**
   * Who logged in (an email, a social username), which the Account view shows: the core keeps it
   * on the method's connections (`Connection.auth`) when it records one, and reads it again on
   * `connection.refreshAuth`. The method says it; no plugin writes the core's connections.
   */
  auth?(namespace: ChainNamespace): ConnectionAuth | undefined
}
