export { AccountButton } from './buttons/AccountButton'
export { ConnectButton, type ConnectButtonProps } from './buttons/ConnectButton'
export { NetworkButton } from './buttons/NetworkButton'
export { LatchUI, type LatchUIProps } from './LatchUI'
// The seam for plugins' views (a plugin's `react` entry): the minimum to define a view set.
export { type LazyComponent, lazyComponent } from './modal/lazyComponent'
export {
  type AccountTabKey,
  defineViews,
  type LazyTitle,
  type LocalizedText,
  lazyTitles,
  type TranslatedText,
  type ViewDefinition,
  type ViewSet,
} from './modal/viewRegistry'
// Primitives for plugins' views (a plugin's view is a lazy chunk: an app pays for none of these
// unless it shows such a view).
export { Button, type ButtonProps } from './primitives/Button'
export { CopyButton, type CopyButtonProps } from './primitives/CopyButton'
export { ErrorMessage } from './primitives/ErrorMessage'
export { IconItem } from './primitives/IconItem'
export { Image, type ImageProps } from './primitives/Image'
export { WalletIcon } from './primitives/icons'
export { Panel, type PanelProps } from './primitives/Panel'
export { Spinner } from './primitives/Spinner'
export {
  ANIMATION_MS,
  darkTokens,
  lightTokens,
  MODAL_WIDTH_PX,
  MODAL_Z_INDEX,
  themeStyle,
} from './theme/tokens'
