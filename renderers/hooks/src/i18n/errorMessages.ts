import {
  type ErrorInfo,
  errorCatalogue,
  type LatchError,
  type LatchErrorCode,
  type Locale,
} from '@latch/core'
import { declaredTranslation, errorTemplate } from '@latch/core/plugin'
import { defineDictionary, formatMessage } from './dictionary'

/**
 * The error codes whose message a user can see (the spec's alerts, connect, switch, network,
 * send, sign-in, email, names, transactions, wallet refusals): each locale translates every one
 * of them (a missing one is a type error). The others (developer errors: options, plugins, bus)
 * stay in English.
 */
export const userErrorCodes = [
  // Alerts
  'PROJECT_ID_NOT_CONFIGURED',
  'NETWORK_NOT_FOUND',
  'INVALID_APP_CONFIGURATION',
  'UI_LOAD_FAILED',
  'SESSION_EXPIRED',
  'INVALID_PROJECT_ID',
  'SERVER_ERROR',
  'RATE_LIMITED',
  'RPC_METHOD_NOT_ALLOWED',
  'CHAIN_NOT_SUPPORTED',
  // Services
  'MALFORMED_RESPONSE',
  'API_REQUEST_FAILED',
  'API_UNREACHABLE',
  'API_TIMEOUT',
  // Balances and swaps
  'TOKEN_BALANCE_UNAVAILABLE',
  'NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE',
  'NETWORK_NOT_SUPPORTED_FOR_SWAPS',
  // Connecting
  'MODAL_CLOSED',
  'CONNECTION_REJECTED',
  'POPUP_CLOSED',
  'FAILED_TO_CONNECT',
  'FAILED_TO_INITIATE_SOCIAL_CONNECTION',
  'FAILED_TO_CONNECT_FARCASTER',
  'NOT_CONNECTED_TO_EMAIL_OR_SOCIAL',
  'FAILED_TO_DISCONNECT',
  // Switching networks
  'CHAIN_MISMATCH',
  // Sign-in
  // Activity and app requests
  'RPC_CALL_NOT_ALLOWED',
  'ACTION_NOT_ALLOWED',
  // Send
  'UNSUPPORTED_CHAIN',
  // Names
  'NAME_RESOLVE_FAILED',
  'NAME_SUGGESTIONS_FAILED',
  'NAMES_FOR_ADDRESS_FAILED',
  'NAME_REGISTRATION_FAILED',
  'INVALID_NAME',
  // Email login (secure frame)
  // Input
  'INVALID_INPUT',
  'INVALID_AMOUNT',
  'INVALID_ADDRESS',
  // Transactions
  'EXECUTION_REVERTED',
  'INSUFFICIENT_FUNDS',
  'TRANSACTION_REJECTED',
  // The wallet's answers
  'USER_REJECTED_REQUEST',
  'UNAUTHORIZED',
  'UNSUPPORTED_METHOD',
  'PROVIDER_DISCONNECTED',
  'CHAIN_DISCONNECTED',
  'UNRECOGNIZED_CHAIN',
  'UNSUPPORTED_CHAIN_ID',
  'ATOMIC_UPGRADE_REJECTED',
  'ATOMICITY_NOT_SUPPORTED',
  // Anything else
  'INTERNAL_SDK_ERROR',
] as const satisfies readonly LatchErrorCode[]

export type UserErrorCode = (typeof userErrorCodes)[number]

/** A translation of every user-facing error message, `{param}` placeholders as in English. */
export type ErrorMessages = Record<UserErrorCode, string>

/** English: the catalogue's messages themselves (a `LatchError`'s `message`). */
export const errorsEn = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ userErrorCodes.map((code) => [code, errorCatalogue[code]]),
) as ErrorMessages

/**
 * The core's error messages in every locale; each non-English locale is its own chunk (a plugin's
 * codes carry their own translations: `defineErrors`). English is the
 * core's catalogue itself (a superset of the user codes), so a page needs no list of codes to
 * show an error: the first paint has the catalogue anyway.
 */
export const errorMessages = /* @__PURE__ */ defineDictionary<ErrorMessages>({
  en: errorCatalogue,
  locales: {
    es: () => import('./errors/es'),
    fr: () => import('./errors/fr'),
    de: () => import('./errors/de'),
    ja: () => import('./errors/ja'),
    zh: () => import('./errors/zh'),
    ar: () => import('./errors/ar'),
  },
})

/** Whether `code` is one whose message users see (and locales translate). */
export const isUserErrorCode = (code: string): code is UserErrorCode =>
  Object.hasOwn(errorsEn, code)

/**
 * The values an English message was filled with, read back against its template
 * ('Please try again after {seconds} seconds' + '… after 12 seconds' → { seconds: '12' }), so a
 * translation shows the same values. Undefined when the message does not follow the template.
 */
export function errorParams(
  code: LatchErrorCode,
  message: string,
): Record<string, string> | undefined {
  const template = errorTemplate(code) ?? ''
  const names: string[] = []
  const pattern = template
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(part)
      return '([\\s\\S]*?)'
    })
    .join('')
  const match = new RegExp(`^${pattern}$`).exec(message)
  if (!match) return undefined
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] as string]))
}

/**
 * The text to show for `error` in `messages`' language (`locale`): its translation (the core's,
 * or the one its plugin declared) with the error's own values, else its English message as it is.
 */
export function translateError(
  error: Pick<LatchError | ErrorInfo, 'code' | 'message'>,
  messages: ErrorMessages,
  locale: Locale,
): string {
  const { code, message } = error
  const translation =
    (messages as Record<string, string | undefined>)[code] ?? declaredTranslation(code, locale)
  const params = errorParams(code, message)
  if (!translation || !params) return message
  return formatMessage(translation, params)
}
