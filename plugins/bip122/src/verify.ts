// `@latch/bip122/verify`: BIP-322 (and legacy BIP-137) message verification with bip322-js, for a
// server (a sign-in's verifier, a backend checking what a page sent). Node only: bip322-js needs
// Node's `stream` and `Buffer`, so the page's entry never imports it.
export { verifyBitcoinMessage } from './actions/verifyMessage'
