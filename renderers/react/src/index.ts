export { AccountButton } from './buttons/AccountButton'
export { ConnectButton, type ConnectButtonProps } from './buttons/ConnectButton'
export { NetworkButton } from './buttons/NetworkButton'
export { LatchUI, type LatchUIProps } from './LatchUI'
// The seam for plugins' views (a plugin's `react` entry): the minimum to define a view set.
export { type LazyComponent, lazyComponent } from './modal/lazyComponent'
export { defineViews, type ViewDefinition, type ViewSet } from './modal/viewRegistry'
export { darkTokens, lightTokens, themeStyle } from './theme/tokens'
