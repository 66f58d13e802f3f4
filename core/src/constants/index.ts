/**
 * The spec's business constants (§9) and defaults (§1), each written once, a file per area.
 * Durations are in milliseconds and named `..._MS`. This file only re-exports: a bundler places a
 * module whole in one chunk, so the constants only lazy code reads (chain RPC, catalogue,
 * names) sit in files of their own, out of the first paint. A plugin's own constants live in the
 * plugin (`src/constants.ts`).
 */
export * from './app'
export * from './names'
export * from './rpc'
export * from './wallets'
