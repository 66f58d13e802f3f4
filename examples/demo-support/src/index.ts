export { DEMO_CONFIG_GLOBAL, type DemoConfig } from './demoConfig'
export { type Demo, exampleRoot, type StartDemoOptions, startDemo } from './startDemo'
