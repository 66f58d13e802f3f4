// The Node globals bip322-js expects, in the Bitcoin test wallet's page script (esbuild's
// `inject`): `Buffer` and `process` from their browser packages.
export { Buffer } from 'buffer'
export { default as process } from 'process/browser.js'
