/**
 * The core's errors, by stable code, with the message users see. The messages of spec §8 are
 * quoted exactly; `{param}` placeholders are filled from `LatchError` params. A plugin declares
 * its own codes (`LatchErrorCatalogue` below, `defineErrors` in its errors module).
 */
export const errorCatalogue = {
  // Kernel: options, bus, plugin host.
  INVALID_OPTIONS: 'Invalid options',
  SIWX_CONFIG_CONFLICT: 'Cannot configure both siweConfig and siwx',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  UNKNOWN_COMMAND: 'No handler is registered for command {type}',
  DUPLICATE_COMMAND_HANDLER: 'Command {type} already has a handler (registered by {owner})',
  DUPLICATE_PLUGIN: 'Plugin {name} is registered more than once',
  /** A plugin declared an error code, view, namespace or storage key another one owns. */
  DUPLICATE_DECLARATION: '{kind} {key} is already declared by {owner}',
  INVALID_PLUGIN: 'Invalid plugin: {reason}',
  MISSING_REQUIRED_PLUGIN: 'Plugin {name} requires plugin {required}, registered before it',
  PLUGIN_SETUP_FAILED: 'Plugin {name} failed to set up',
  CLIENT_DESTROYED: 'This Latch client has been destroyed',
  INVALID_INPUT: 'Invalid input',

  // Alerts.
  NETWORK_NOT_FOUND: 'Network Not Found',
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  /** The default UI's code (the modal, a view) did not download. */
  UI_LOAD_FAILED: 'Network Error - Could not load the wallet window',
  SESSION_EXPIRED: 'Session Expired',
  INVALID_PROJECT_ID: 'Invalid Project ID',
  SERVER_ERROR: 'Server Error',
  RATE_LIMITED: 'Rate Limited',
  RPC_METHOD_NOT_ALLOWED: 'RPC method not allowed',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',

  // HTTP APIs (Provider, Data, analytics): failures that are not one of the spec's alerts.
  MALFORMED_RESPONSE: 'The service answered with an unexpected response',
  API_REQUEST_FAILED: 'The service refused the request',
  API_UNREACHABLE: 'The service could not be reached',
  API_TIMEOUT: 'The service did not answer in time',

  // Balances and swaps.
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE: 'Network not supported for Gas Price',
  NETWORK_NOT_SUPPORTED_FOR_SWAPS: 'Network not supported for Swaps',

  // Connecting.
  MODAL_CLOSED: 'Modal closed',
  CONNECTION_REJECTED: 'Connection rejected',
  POPUP_CLOSED: 'Popup closed',
  FAILED_TO_CONNECT: 'Failed to connect',
  FAILED_TO_INITIATE_SOCIAL_CONNECTION: 'Failed to initiate social connection',
  FAILED_TO_CONNECT_FARCASTER: 'Failed to connect to farcaster',
  NO_AUTH_CONNECTOR: 'No auth connector found',
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL: 'Not connected to email or social',
  NO_CONNECTOR_FOR_CONNECTION: 'No connector found for connection',
  INVALID_CONNECTION_STATUS: 'Invalid connection status',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',

  // Connectors and chain adapters.
  CHAIN_NOT_CONFIGURED: 'Chain not configured',
  CONNECTOR_ALREADY_CONNECTED: 'Connector already connected',
  CONNECTOR_NOT_CONNECTED: 'Connector not connected',
  CONNECTOR_ACCOUNT_NOT_FOUND: 'Account not found for connector',
  CHAIN_MISMATCH: 'Chain mismatch',
  CONNECTOR_UNAVAILABLE_WHILE_RECONNECTING: 'Connector unavailable while reconnecting',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  CHAIN_REQUIRED: 'Chain is required to {action}',
  BIP122_ADDRESS_REQUIRED: 'Address parameter is required for switching bip122 connection',
  BIP122_NON_PAYMENT_ACCOUNT: 'Switching to non-payment accounts is not allowed for bip122',

  // Activity and app requests.
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ACTION_NOT_ALLOWED: 'Action not allowed',

  // Send.
  UNSUPPORTED_CHAIN: 'Unsupported chain',

  // Names.
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  NAME_REGISTRATION_FAILED: 'Error registering name {name}',
  NAME_NETWORK_NOT_FOUND: 'Network not found',
  NAME_ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  INVALID_NAME: 'A name uses letters, digits or hyphens and has at least {minLength} characters',
  INVALID_COIN_TYPE_CHAIN_ID: 'Chain id {chainId} is invalid for a name coin type',

  // Chain-agnostic ids, addresses, amounts.
  INVALID_CAIP_ADDRESS: 'Invalid CAIP Address',
  INVALID_CAIP10_ADDRESS: 'Invalid CAIP-10 address',
  INVALID_CAIP2_NETWORK_ID: 'Invalid CAIP-2 network id',
  INVALID_AMOUNT: 'Invalid amount',

  // Transactions (node messages map to these names).
  EXECUTION_REVERTED: 'Execution reverted',
  INSUFFICIENT_FUNDS: 'The total cost of the transaction exceeds the balance of the account',
  // Transaction validation (spec §5).
  INVALID_ADDRESS: 'Address {address} is invalid',

  // Wallet (EIP-1193, EIP-5792) and JSON-RPC (EIP-1474) error codes: see `rpcCodes.ts`.
  USER_REJECTED_REQUEST: 'User rejected the request',
  UNAUTHORIZED: 'The requested method and/or account has not been authorized by the user',
  UNSUPPORTED_METHOD: 'The wallet does not support the requested method',
  PROVIDER_DISCONNECTED: 'The wallet is disconnected from all chains',
  CHAIN_DISCONNECTED: 'The wallet is not connected to the requested chain',
  UNRECOGNIZED_CHAIN: 'The wallet does not recognise the requested chain',
  PARSE_ERROR: 'Invalid JSON was received',
  INVALID_REQUEST: 'The JSON sent is not a valid request',
  METHOD_NOT_FOUND: 'The method does not exist or is not available',
  INVALID_PARAMS: 'Invalid method parameters',
  INTERNAL_ERROR: 'Internal JSON-RPC error',
  INVALID_RPC_INPUT: 'Missing or invalid parameters',
  RESOURCE_NOT_FOUND: 'Requested resource not found',
  RESOURCE_UNAVAILABLE: 'Requested resource not available',
  TRANSACTION_REJECTED: 'Transaction creation failed',
  METHOD_NOT_SUPPORTED: 'Method is not implemented',
  LIMIT_EXCEEDED: 'Request exceeds defined limit',
  JSON_RPC_VERSION_NOT_SUPPORTED: 'Version of JSON-RPC protocol is not supported',
  UNSUPPORTED_NON_OPTIONAL_CAPABILITY:
    'The wallet does not support a capability that was not marked as optional',
  UNSUPPORTED_CHAIN_ID: 'The wallet does not support the requested chain id',
  DUPLICATE_BUNDLE_ID: 'A bundle with this id was already submitted',
  UNKNOWN_BUNDLE_ID: 'This bundle id is unknown or has not been submitted',
  BUNDLE_TOO_LARGE: 'The call bundle is too large for the wallet to process',
  ATOMIC_UPGRADE_REJECTED: 'The user rejected the upgrade the wallet needs for atomic execution',
  ATOMICITY_NOT_SUPPORTED: 'The wallet does not support atomic execution',

  // Anything not recognised is wrapped as this (spec §8: default category INTERNAL_SDK_ERROR).
  INTERNAL_SDK_ERROR: 'An error occurred',
} as const

type CoreErrorCatalogue = typeof errorCatalogue

/**
 * Every error code and its English message, as types. A plugin adds its own by declaration
 * merging, and declares the same messages with `defineErrors`, whose class its modules throw with:
 *
 * @example
 * const pairingErrors = { PAIRING_EXPIRED: 'The pairing expired' } as const
 * type PairingErrors = typeof pairingErrors
 * declare module '@latch/core' {
 *   interface LatchErrorCatalogue extends PairingErrors {}
 * }
 * export const PairingError = defineErrors('pairing', pairingErrors, translations)
 */
export interface LatchErrorCatalogue extends CoreErrorCatalogue {}

export type LatchErrorCode = keyof LatchErrorCatalogue

/** The `{param}` names a message template needs, e.g. `'seconds'` for EMAIL_RESEND_COOLDOWN. */
type TemplateParams<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | TemplateParams<Rest>
  : never

/** The placeholder names of a code's message; `never` when the message has none. */
export type LatchErrorParamName<C extends LatchErrorCode> = TemplateParams<
  LatchErrorCatalogue[C] & string
>

export type LatchErrorParams<C extends LatchErrorCode> = Record<
  LatchErrorParamName<C>,
  string | number | bigint
>

/**
 * Messages for invalid input (spec §8 "Validation messages"), used for each field's issue.
 * `expected` is the one formatter of 'Expected X received Y' (the spec's text: no comma);
 * nothing else writes that message by hand.
 */
export const validationMessages = {
  required: 'Required',
  expected: (expected: string, received: string) => `Expected ${expected} received ${received}`,
  invalidEmail: 'Invalid email',
  invalidEnumValue: 'Invalid enum value',
  invalidInput: 'Invalid input',
} as const
