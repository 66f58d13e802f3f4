import type { ChainNamespace } from '../caip/caip'
import type { LatchErrorCode } from '../errors/catalogue'

/**
 * The modal's views (spec §2), plus `Networks`, the network list of the default UI, and `Send` and
 * `Receive`, the send plugin's screens (spec §2 names no send view; the wallet features open them).
 */
export const VIEW_NAMES = [
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'EmailLogin',
  'ProfileWallets',
  'UpdateEmailWallet',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Swap',
  'SwitchNetwork',
  'SwitchActiveChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'UnsupportedChain',
  'Send',
  'Receive',
] as const
export type ViewName = (typeof VIEW_NAMES)[number]

/** Per-view data carried on the view stack. Plain data only. */
export interface ViewData {
  /** The namespace the view is for (`modal.open({ namespace })`). */
  namespace?: ChainNamespace
  connectorId?: string
  walletId?: string
  caipNetworkId?: string
  /** SwitchActiveChain: the namespace to switch to. */
  switchToNamespace?: ChainNamespace
  /** SwitchActiveChain: where to go once switched, and whether to replace the current view. */
  navigateTo?: ViewName
  navigateWithReplace?: boolean
  /** Name registration: the name being registered. */
  name?: string
}

export interface RouterEntry {
  view: ViewName
  data: ViewData
}

export interface ModalState {
  open: boolean
  loading: boolean
  /** True for MODAL_SHAKE_MS after a refusal, so the UI can shake. */
  shake: boolean
}

/** The view history: the last entry is the current view. Never empty. */
export interface RouterState {
  history: RouterEntry[]
}

export const TOAST_VARIANTS = ['loading', 'success', 'error'] as const
export type ToastVariant = (typeof TOAST_VARIANTS)[number]

export interface Toast {
  id: number
  message: string
  variant: ToastVariant
  /** The error code of an error toast: a UI shows the error's message in its language. */
  code?: LatchErrorCode
  /** Closes by itself (the default), or stays until replaced or hidden. */
  autoClose: boolean
  /** A link after the message (an http(s) URL), e.g. a transaction on the block explorer. */
  link?: { url: string; label: string }
}

export interface ToastsState {
  /** The toast on screen, if any. */
  current: Toast | null
}
