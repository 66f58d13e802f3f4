// `@latch/solana/app-rpc`: the Solana signing methods an app may ask (the relay protocol's four),
// with nothing else of the plugin: for a wallet that answers apps itself (the embedded wallet's
// frame), whose bundle must not reach the plugin's code loaded on first use.
export { SOLANA_APP_RPC_METHODS } from './rpc/solanaRpcGate'
