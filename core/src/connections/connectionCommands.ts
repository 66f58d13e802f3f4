/**
 * What the connection module runs on first use, loaded with a dynamic `import()` (the first paint
 * does without it): the commands' bodies (disconnect, switch, sign, send, refreshAuth, and a
 * connect once the wallet answers: `startConnect` stays in the first paint) and recording a
 * connection in state and storage, which only a wallet that connected, or reconnected, needs.
 * Every function takes the module's context first.
 */
export { estimateFee, sendTransaction, signMessage } from './accountCommands'
export { applyConnection, resetNamespace } from './applyConnection'
export { finishConnect } from './connect'
export { refreshAuth } from './connectionAuth'
export { disconnect } from './disconnect'
export { switchConnection } from './switchConnection'
export { onAccountsChanged, onChainChanged } from './walletEvents'
