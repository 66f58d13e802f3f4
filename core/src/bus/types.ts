import type { CaipNetworkId, ChainNamespace } from '../caip/caip'
import type { ConnectResult, TransactionFields } from '../chain/types'
import type { TokenBalance } from '../connections/types'
import type { LatchErrorCode } from '../errors/catalogue'
import type { LatchError } from '../errors/LatchError'
import type { Locale } from '../i18n/locales'
import type { ToastVariant, ViewData, ViewName } from '../modal/types'

/**
 * Commands: request → result (`params: void` for a command without params), exactly one handler each. Plugins add theirs by declaration merging:
 *
 * @example
 * declare module '@latch/core' {
 *   interface LatchCommands {
 *     'send.submit': { params: { amount: string; to: string }; result: { hash: string } }
 *   }
 * }
 */
export interface LatchCommands {
  'theme.setMode': { params: { themeMode: 'light' | 'dark' }; result: void }
  'theme.setVariables': { params: { themeVariables: Record<string, string> }; result: void }
  /** Switches the language of the UI (one of `LOCALES`). */
  'locale.set': { params: { locale: Locale }; result: void }

  // Modal, views and toasts (spec §2).
  /** Opens on `view`, else Account when connected, Connect otherwise (AllWallets on mobile…). */
  'modal.open': {
    params: { view?: ViewName; data?: ViewData; namespace?: ChainNamespace }
    result: void
  }
  'modal.close': { params: void; result: void }
  'modal.setLoading': { params: { loading: boolean }; result: void }
  'modal.shake': { params: void; result: void }
  'router.push': { params: { view: ViewName; data?: ViewData }; result: void }
  'router.replace': { params: { view: ViewName; data?: ViewData }; result: void }
  /** Back one view; from the first view, closes the modal. */
  'router.back': { params: void; result: void }
  'router.reset': { params: { view: ViewName; data?: ViewData }; result: void }
  'toast.show': {
    params: {
      message: string
      variant: ToastVariant
      /** The `LatchError` code of an error toast, so a UI can show its message translated. */
      code?: LatchErrorCode
      autoClose?: boolean
      /** A link after the message, e.g. a sent transaction on the block explorer. */
      link?: { url: string; label: string }
    }
    result: void
  }
  'toast.hide': { params: void; result: void }

  // Connections (spec §3, §4).
  'connection.connect': {
    params: { connectorId: string; namespace?: ChainNamespace; caipNetworkId?: CaipNetworkId }
    result: ConnectResult
  }
  /** Disconnects one namespace, or all when none is given. */
  /** The active namespace's connection, or `namespace`'s, or with `all` every one (spec §4). */
  'connection.disconnect': {
    params: { namespace?: ChainNamespace; all?: boolean }
    result: void
  }
  /** Reconnects on load; a second call while one runs joins it. */
  'connection.reconnect': { params: void; result: { connected: ChainNamespace[] } }
  'connectors.filterByNamespace': { params: { namespace?: ChainNamespace }; result: void }
  /** Signs with the connected account of the namespace (default: the active one). */
  'account.signMessage': { params: { message: string; namespace?: ChainNamespace }; result: string }
  /** Sends from the connected account; resolves with the transaction id. */
  'account.sendTransaction': {
    params: { transaction: TransactionFields; namespace?: ChainNamespace }
    result: string
  }
  /**
   * What sending would cost from the connected account, in the native currency's base units
   * (the adapter's `estimateFee`).
   */
  'account.estimateFee': {
    params: { transaction: TransactionFields; namespace?: ChainNamespace }
    result: bigint
  }
  /**
   * Token balances of the connected account (Data API, kept 30 s); after a failure, an empty list
   * and no request for 30 s. `forceUpdate` skips every cache.
   */
  'account.fetchTokenBalances': {
    params: { namespace?: ChainNamespace; forceUpdate?: boolean }
    result: TokenBalance[]
  }
  'connection.switch': {
    params: { namespace: ChainNamespace; connectorId: string; address?: string }
    result: void
  }
  /**
   * Reads again who logged in through the login method `connectorId` (its `auth`, e.g. after an
   * email change) into its connections on every namespace; other connections are left alone.
   */
  'connection.refreshAuth': { params: { connectorId: string }; result: void }

  // Networks (spec §2, §4).
  /** The user picks a network: the spec §2 decisions (views, confirmation), then the switch. */
  'network.switch': { params: { caipNetworkId: CaipNetworkId; force?: boolean }; result: void }
  /** Makes a network active now: through the wallet when its namespace is connected. */
  'network.setActive': { params: { caipNetworkId: CaipNetworkId }; result: void }
  'network.remove': { params: { caipNetworkId: CaipNetworkId }; result: void }

  // Wallet catalogue and remote config (spec §5, §7, §9).
  'wallets.fetchInitial': { params: void; result: void }
  /** Featured and recommended wallets fetched ahead of the first open, once (spec §3). */
  'wallets.prefetch': { params: void; result: void }
  'wallets.fetchNextPage': { params: void; result: void }
  /** Searches the catalogue; the text is trimmed and results show no sooner than 300 ms. */
  'wallets.search': { params: { query: string }; result: void }
  'config.fetchRemote': { params: void; result: void }
}

/** Events: broadcast payloads. Plugins add theirs by declaration merging, like commands. */
export interface LatchEvents {
  /** A plugin's setup failed; its registrations were rolled back. */
  'plugin.failed': { plugin: string; error: LatchError }
  /** An error was reported (an alert for the user, or a failure a plugin caught). */
  error: { error: LatchError; source: string }
  /** The client is being destroyed; plugins tear down after this. */
  destroy: undefined
  connected: {
    namespace: ChainNamespace
    connectorId: string
    address: string
    caipNetworkId: CaipNetworkId
  }
  disconnected: { namespace: ChainNamespace }
  'adapter.added': { namespace: ChainNamespace }
  'adapter.removed': { namespace: ChainNamespace }
  'network.changed': { previous?: CaipNetworkId; caipNetworkId: CaipNetworkId }
  /** The active network moved to another namespace: feature plugins reset (e.g. send). */
  'namespace.switched': { from?: ChainNamespace; to: ChainNamespace }
  /**
   * The wallet accepted a transaction (`account.sendTransaction`, whoever asked): the activity
   * shows it at once as pending, before the chain or the Data API lists it.
   */
  'transaction.sent': {
    namespace: ChainNamespace
    caipNetworkId: CaipNetworkId
    /** The transaction id: a hash on EVM, a signature on Solana. */
    hash: string
    from: string
    transaction: TransactionFields
  }
}

/**
 * The providers the app's own code can use, per namespace (`latch.getProvider`): a namespace
 * plugin adds its own by declaration merging (eip155: an EIP-1193 provider) and handles the
 * command `'<namespace>.getProvider'` that returns it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface LatchProviders {}

export type CommandType = keyof LatchCommands
export type CommandParams<K extends CommandType> = LatchCommands[K] extends { params: infer P }
  ? P
  : never
export type CommandResult<K extends CommandType> = LatchCommands[K] extends { result: infer R }
  ? R
  : never
/** A command as dispatched: its `type` plus its params. */
export type Command<K extends CommandType = CommandType> = K extends CommandType
  ? CommandParams<K> extends void | undefined
    ? { type: K }
    : { type: K } & CommandParams<K>
  : never
export type CommandHandler<K extends CommandType> = (
  command: Command<K>,
) => CommandResult<K> | Promise<CommandResult<K>>

export type EventType = keyof LatchEvents
export type EventPayload<K extends EventType> = LatchEvents[K]
export type EventHandler<K extends EventType> = (payload: EventPayload<K>) => void
