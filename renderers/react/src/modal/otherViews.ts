// Every built-in view but Connect (which ships in the modal's chunk): one lazy entry, loaded the
// first time one of them shows (or on intent, or once idle after the modal opened). A chunk per
// view shared the primitives and hooks with the modal and with one another, and a bundler's default
// splitting (Vite 8's) made each shared module a file of its own: a first open fetched 11 files,
// now 3 (design.md, issue 38).
export { default as AccountView } from '../views/AccountView'
export { default as AllWalletsView } from '../views/AllWalletsView'
export { default as ConnectingExternalView } from '../views/ConnectingExternalView'
export { default as NetworksView } from '../views/NetworksView'
export { default as SwitchActiveChainView } from '../views/SwitchActiveChainView'
export { default as SwitchNetworkView } from '../views/SwitchNetworkView'
export { default as UnsupportedChainView } from '../views/UnsupportedChainView'
