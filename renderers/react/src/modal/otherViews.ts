// Every built-in view but Connect (the modal's own, in its chunk): one lazy entry, loaded the first
// time one of them shows (or on intent, or once idle after the modal opened). A chunk per view had
// made each module the views share with the modal a file of its own under a bundler's default
// splitting (Vite 8's): a first open fetched 11 files, then 3 (design.md, issue 38).
//
// The views show inside the modal, so its module is always in when they load. Naming it here makes
// this entry need the modal's chunk, and the same default splitting then puts what the views share
// with the modal (hooks, primitives) in the modal's chunk, not in a chunk of their own that a first
// open fetched too: now 2 files.

export { default as AccountView } from '../views/AccountView'
export { default as AllWalletsView } from '../views/AllWalletsView'
export { default as ConnectingExternalView } from '../views/ConnectingExternalView'
export { default as NetworksView } from '../views/NetworksView'
export { default as SwitchActiveChainView } from '../views/SwitchActiveChainView'
export { default as SwitchNetworkView } from '../views/SwitchNetworkView'
export { default as UnsupportedChainView } from '../views/UnsupportedChainView'
export { default as Modal } from './Modal'
