// What only an app's request needs (each namespace's methods, their decoders and their words):
// the frame page loads this on the first request, or once idle, as its own file (see
// server/bundle.ts), so the frame's first load stays small.
export { createEvmRpc, texts as evmTexts } from './evm'
export { createSolanaRpc, texts as solanaTexts } from './solana'
