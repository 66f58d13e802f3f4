import type { CommandHandler, CommandType, LatchProviders } from '../bus/types'
import type { CaipNetworkId, ChainNamespace } from '../caip/caip'
import type { ChainAdapter } from '../chain/types'
import { requestedNetwork } from '../networks/requestedNetwork'
import type { Network } from '../options/schema'
import { definePlugin } from '../plugins/definePlugin'
import { loadOnce } from '../plugins/loadOnce'
import type { LatchPlugin, PluginContext } from '../plugins/types'
import { namespaceEntry } from '../state/namespaceEntry'
import { type NamespaceWallets, noWallets } from './namespaceWallets'
import { withLoginMethods } from './withLoginMethods'

export { type NamespaceWallets, noWallets } from './namespaceWallets'

/**
 * What a provider for the app's own code needs of the client: its state and its commands. A
 * plugin's `ctx` is one.
 */
export type NamespaceClient = Pick<PluginContext, 'getState' | 'subscribe' | 'dispatch'>

/** The provider `latch.getProvider(namespace)` gives, as the namespace's `LatchProviders` merge says. */
export type NamespaceAppProvider<N extends ChainNamespace> = N extends keyof LatchProviders
  ? LatchProviders[N]
  : never

/** What the factory hands the namespace's setup. */
export interface NamespaceParts<N extends ChainNamespace> {
  /** The namespace's wallets, the login methods that serve it listed first. */
  readonly wallets: NamespaceWallets<N>
  /** The namespace's networks the app requested (read when needed: the app may change them). */
  networks(): Network[]
  /** A requested network of the namespace: `caipNetworkId`, else the active one; else 'Network not found'. */
  network(caipNetworkId?: CaipNetworkId): Network
}

/** What a namespace plugin declares: only what differs from one namespace to another. */
export interface NamespacePluginDefinition<N extends ChainNamespace> {
  /** The CAIP-2 namespace, merged into `LatchNamespaces`; the plugin's name too. */
  readonly namespace: N
  /** Wallets to use instead of the page's (an app's own discovery, a test's wallets). */
  readonly wallets?: NamespaceWallets<N>
  /** The page's own wallets of the namespace (EIP-6963, the Wallet Standard…); not called on a server. */
  discoverWallets(): NamespaceWallets<N>
  /**
   * The provider of the app's own code (`latch.getProvider(namespace)`, the command
   * `'<namespace>.getProvider'`), built on the first call and shared: its code may load then. A
   * build that failed (a chunk not fetched) is tried again on the next call.
   */
  provider?(client: NamespaceClient): Promise<NamespaceAppProvider<N>>
  /**
   * Sets the namespace up: its own commands and listeners through `ctx` (removed on teardown), and
   * its ChainAdapter over `parts.wallets`, returned: the factory registers it for the namespace,
   * and destroys it on teardown (its `destroy` releases the wallets it was given).
   */
  setup(ctx: PluginContext, parts: NamespaceParts<N>): ChainAdapter
}

/**
 * Declares a namespace plugin: the skeleton every namespace shares (its wallets, those of the
 * login methods serving it, its requested networks, its adapter registered, the app's provider
 * built once) written here, the namespace's own parts given. Names no namespace: a plugin from
 * outside this repository declares its namespace by merging `LatchNamespaces`, its providers by
 * `NamespaceProviders` (what login methods hand its adapter) and `LatchProviders` (what the app
 * gets), and uses it the same way.
 *
 * @example
 * export const tron = () =>
 *   defineNamespacePlugin({
 *     namespace: 'tron',
 *     discoverWallets: watchTronWallets,
 *     provider: (client) => import('./provider').then((m) => m.createTronProvider(client)),
 *     setup(ctx, { wallets, networks, network }) {
 *       ctx.handle('tron.request', (command) => handleRequest(command, network()))
 *       return createTronAdapter({ wallets, networks, log: ctx.log })
 *     },
 *   })
 */
export function defineNamespacePlugin<const N extends ChainNamespace>(
  definition: NamespacePluginDefinition<N>,
): LatchPlugin<N> {
  const { namespace, provider } = definition
  return definePlugin({
    name: namespace,
    setup(ctx) {
      // A client without a page (a server render) looks at no global `window`.
      const own = definition.wallets ?? (ctx.window ? definition.discoverWallets() : noWallets)
      const parts: NamespaceParts<N> = {
        wallets: withLoginMethods(own, ctx.loginMethods, namespace),
        networks: () =>
          namespaceEntry(ctx.getState().networks.byNamespace, namespace)?.requested ?? [],
        network: (caipNetworkId) => requestedNetwork(ctx.getState(), namespace, caipNetworkId),
      }
      ctx.registerAdapter(definition.setup(ctx, parts))
      if (provider) {
        const appProvider = loadOnce(() => provider(ctx))
        // The command is the plugin's own ('<namespace>.getProvider', typed by its LatchCommands
        // merge): here its name is only known as a string.
        ctx.handle(
          `${namespace}.getProvider` as CommandType,
          appProvider as unknown as CommandHandler<CommandType>,
        )
      }
    },
  })
}
