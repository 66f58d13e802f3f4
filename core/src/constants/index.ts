/**
 * The spec's business constants (§9) and defaults (§1), each written once, a file per area.
 * Durations are in milliseconds and named `..._MS`. This file only re-exports: a bundler places a
 * module whole in one chunk, so the constants only lazy code reads (frame, relay, chain RPC,
 * catalogue, names) sit in files of their own, out of the first paint.
 */
export * from './app'
export * from './frame'
export * from './names'
export * from './relay'
export * from './rpc'
export * from './wallets'
