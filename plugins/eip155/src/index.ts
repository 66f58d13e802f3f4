export { createEip155Adapter, type Eip155AdapterOptions } from './adapter/createEip155Adapter'
export {
  type InjectedWallets,
  LEGACY_INJECTED_ID,
  watchInjectedWallets,
} from './adapter/injectedWallets'
export { type Eip155PluginOptions, eip155 } from './plugin'
