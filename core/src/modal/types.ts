import type { ChainNamespace } from '../caip/caip'
import type { LatchErrorCode } from '../errors/catalogue'

/**
 * The modal's views by name: the core's own below (spec §2's Connect, Account, AllWallets,
 * ConnectingExternal, SwitchNetwork, SwitchActiveChain, UnsupportedChain, and `Networks`, the
 * network list). A plugin adds its own by declaration merging and declares them in its setup
 * (`ctx.declareViews`), so `latch.open({ view })` takes them:
 *
 * @example
 * declare module '@latch/core' {
 *   interface LatchViews {
 *     Tip: true
 *   }
 * }
 * // in setup
 * ctx.declareViews({ Tip: {} })
 */
export interface LatchViews extends CoreViews {}

/** The core's views (spec §2). */
export interface CoreViews {
  Connect: true
  Account: true
  AllWallets: true
  Networks: true
  ConnectingExternal: true
  SwitchNetwork: true
  SwitchActiveChain: true
  UnsupportedChain: true
}
export type ViewName = keyof LatchViews & string

/** What the core needs to know of a view besides its name. */
export interface ViewDeclaration {
  /** A connect flow runs in it: a wallet connected while it shows ends the flow, the modal closes. */
  connecting?: boolean
  /**
   * Basic mode (`basic: true`, relay QR only) opens on it, with the relay-protocol connector; the
   * relay plugin's QR view says so. One view at most.
   */
  basic?: boolean
}

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
