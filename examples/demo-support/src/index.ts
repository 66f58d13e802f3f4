export { DEMO_CONFIG_GLOBAL, type DemoConfig, type DemoSolanaConfig } from './demoConfig'
export { type Demo, exampleRoot, type StartDemoOptions, startDemo } from './startDemo'
