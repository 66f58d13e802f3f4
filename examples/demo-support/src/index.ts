export {
  DEMO_CONFIG_GLOBAL,
  type DemoConfig,
  type DemoSolanaConfig,
  type DemoWalletConnectConfig,
} from './demoConfig'
export { type ServedExample, serveExample } from './serveExample'
export {
  DEMO_START_TIMEOUT_MS,
  type Demo,
  demoConfigFor,
  exampleRoot,
  type StartDemoOptions,
  startDemo,
} from './startDemo'
export { startRemoteDemo } from './startRemoteDemo'
