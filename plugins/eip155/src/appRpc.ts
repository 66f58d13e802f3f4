// `@latch/eip155/app-rpc`: what an app may ask an EVM wallet (spec §6) and the RPC gateway's URL,
// with nothing else of the plugin: for a wallet that answers apps itself (the embedded wallet's
// frame), whose bundle must not reach the plugin's code loaded on first use.
export {
  APP_RPC_ALLOWED_METHODS,
  APP_RPC_APPROVAL_METHODS,
  APP_RPC_READ_ONLY_METHODS,
  type AppRpcMethod,
} from './rpc/allowedMethods'
export { gatewayUrl } from './rpc/gatewayUrl'
