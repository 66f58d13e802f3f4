// `@latch/bip122/verify`: BIP-322 (and legacy BIP-137) message verification with bip322-js, for a
// server (a sign-in's verifier, a backend checking what a page sent). Node only: bip322-js needs
// Node's `stream` and `Buffer`, so the page's entry never imports it. It is an optional peer
// (`npm i bip322-js`): its native secp256k1 addons are no browser app's to install.
export { verifyBitcoinMessage } from './actions/verifyMessage'
