// The `process` package's browser build (no types of its own), for `nodeGlobals.ts`.
declare module 'process/browser.js' {
  const process: Pick<NodeJS.Process, 'env' | 'nextTick' | 'version' | 'versions'>
  export default process
}
