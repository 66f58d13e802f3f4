import type { AccountTab, ConnectorKind, Latch, Locale, ViewName, WalletFeature } from '@latch/core'
import { type ComponentType, createContext, useContext } from 'react'
import { type LazyComponent, lazyComponent, lazyDefault } from './lazyComponent'

/** A short text in every locale (a missing locale is a type error). */
export type LocalizedText = Record<Locale, string>

/** A short text in English and the locales it has; the others show the English. */
export type TranslatedText = { en: string } & Partial<LocalizedText>

/**
 * A title in every locale from a chunk of its own: titles show only in the modal, so a plugin's
 * come with it (`loadModalWith`), out of the first paint. Made by `lazyTitles`.
 */
export interface LazyTitle {
  /** The title once its chunk is in, else undefined. */
  current(): LocalizedText | undefined
  /** Loads the chunk (once; again after a failure). */
  load(): Promise<unknown>
}

/**
 * A plugin's view titles, in a module of their own (its default export: each title in every
 * locale), loaded with the modal.
 *
 * @example
 * const title = lazyTitles(() => import('./titles'))
 * export const views = defineViews({ EmailLogin: { title: title('EmailLogin'), Component } })
 */
export function lazyTitles<K extends string>(
  load: () => Promise<{ default: Record<K, LocalizedText> }>,
): (key: K) => LazyTitle {
  const titles = lazyDefault(load)
  return (key) => ({ current: () => titles.current()?.[key], load: titles.load })
}

const isLazyTitle = (title: ViewDefinition['title']): title is LazyTitle =>
  typeof title === 'object' && typeof (title as Partial<LazyTitle>).load === 'function'

/** The text in `locale` (a plain string is the same in every locale; a lazy one not in yet, ''). */
export const localizedText = (text: ViewDefinition['title'], locale: Locale): string =>
  typeof text === 'string'
    ? text
    : isLazyTitle(text)
      ? (text.current()?.[locale] ?? '')
      : (text[locale] ?? text.en)

/** The titles of `views` still to load. */
export const pendingTitles = (views: ViewSet): LazyTitle[] =>
  Object.values(views).flatMap((definition) =>
    definition && isLazyTitle(definition.title) && !definition.title.current()
      ? [definition.title]
      : [],
  )

export interface ViewDefinition {
  /**
   * The dialog's accessible name and visible title: one text for all locales, or each locale's,
   * inline (English and the locales it has) or, every locale, loaded with the modal (`lazyTitles`).
   */
  title: string | TranslatedText | LazyTitle
  /**
   * A lazy component (a chunk of its own, or one it shares with other views), loaded the first
   * time the view shows (with the modal's, in parallel).
   */
  Component: LazyComponent
  /**
   * The view hands the keyboard to something outside the dialog's DOM (the embedded wallet's
   * secure frame, laid over the dialog): focus may leave the dialog without closing it.
   */
  focusOutside?: boolean
  /**
   * Connect opens it for a connector of this kind: 'walletConnect', the relay protocol's QR view
   * (catalogue wallets are reached through it too); 'auth', the email login.
   */
  connects?: ConnectorKind
  /**
   * Connect calls it when it shows an entry that opens this view, and on intent over one
   * (pointer, focus), after loading the view's chunk: the view's own warm-up (the relay
   * protocol's QR view prepares a pairing), so the click finds it ready. Errors are the view's.
   */
  prepare?(latch: Latch): void
  /** The Account view's button for this wallet feature (spec §1) opens it. */
  walletFeature?: WalletFeature
  /** The Account view's button next to who logged in (the embedded wallet's email) opens it. */
  changesLogin?: boolean
}

/**
 * The key under which a set provides the panel of an Account tab (`AccountTab:Activity`): its
 * `title` names the panel while its chunk loads. A tab other than Tokens shows only when a set
 * provides its panel.
 */
export type AccountTabKey = `AccountTab:${AccountTab}`

/** Views by name: the built-in ones, a plugin's (its `react` entry), or the merged registry. */
export type ViewSet = Partial<Record<ViewName | AccountTabKey, ViewDefinition>>

/**
 * A plugin's views for the default UI, passed to `<LatchUI views={[...]}>`. Each Component is its
 * own chunk (`lazyComponent(() => import('./XView'))`), loaded the first time the view shows, and
 * its titles (`lazyTitles`) come with the modal: an app pays for the set's loaders, an app without
 * the set for nothing.
 *
 * @example
 * export const walletConnectViews = defineViews({
 *   ConnectingWalletConnect: {
 *     title: 'WalletConnect',
 *     Component: lazyComponent(() => import('./ConnectingWalletConnectView')),
 *   },
 * })
 */
export const defineViews = (set: ViewSet): ViewSet => set

/**
 * The views of the default UI: Connect in the modal's chunk, the others together in one more
 * (`otherViews.ts`), loaded the first time one shows. The views of plugins come with the plugins
 * (`LatchUI`'s `views`): an app without a plugin ships none of them.
 */
/** A built-in view from the chunk the built-in views share (`otherViews.ts`). */
const otherView = (pick: (views: typeof import('./otherViews')) => ComponentType) =>
  lazyComponent<object>(() => import('./otherViews').then((views) => ({ default: pick(views) })))

export const builtInViews: ViewSet = {
  Connect: {
    title: 'Connect wallet',
    Component: lazyComponent(() =>
      import('./Modal').then(({ ConnectView }) => ({ default: ConnectView })),
    ),
  },
  AllWallets: { title: 'All wallets', Component: otherView((views) => views.AllWalletsView) },
  ConnectingExternal: {
    title: 'Connecting',
    Component: otherView((views) => views.ConnectingExternalView),
  },
  Networks: { title: 'Choose network', Component: otherView((views) => views.NetworksView) },
  SwitchNetwork: {
    title: 'Switch network',
    Component: otherView((views) => views.SwitchNetworkView),
  },
  SwitchActiveChain: {
    title: 'Switch chain',
    Component: otherView((views) => views.SwitchActiveChainView),
  },
  UnsupportedChain: {
    title: 'Unsupported network',
    Component: otherView((views) => views.UnsupportedChainView),
  },
  Account: { title: 'Account', Component: otherView((views) => views.AccountView) },
}

/**
 * The views of one LatchUI: the built-ins, then each set of its `views` in order. A set that names
 * a view already there replaces it rather than being refused: that is how an app or a plugin
 * restyles a view without forking the default UI, and it is safe since every reader (the modal, its
 * preloading, the buttons' warm-up, the feature buttons) goes through this one registry, so the
 * replaced view is never shown nor asked for (its code may still come in the chunk it shares with
 * the other built-in views).
 */
export const mergeViews = (sets: readonly ViewSet[] = []): ViewSet =>
  Object.assign({}, builtInViews, ...sets)

/** The first view of `views` that `matches`, by name: how the default UI finds a plugin's view. */
export function findView(
  views: ViewSet,
  matches: (definition: ViewDefinition) => boolean,
): ViewName | undefined {
  for (const [name, definition] of Object.entries(views)) {
    if (definition && !name.startsWith('AccountTab:') && matches(definition))
      return name as ViewName
  }
  return undefined
}

/** The registry of the LatchUI above; the built-ins under a bare LatchProvider. */
export const ViewsContext = createContext(builtInViews)
export const useViews = (): ViewSet => useContext(ViewsContext)
