/**
 * The chain side (web3.js, spl-token), loaded on first use. @solana/spl-token 0.4 calls the global
 * `Buffer` as its module loads: Node has one, a browser does not ("Buffer is not defined"). A page
 * without one gets the `buffer` package web3.js uses itself, before spl-token loads.
 */
export async function loadWalletActions() {
  const page = globalThis as { Buffer?: unknown }
  if (page.Buffer === undefined) page.Buffer = (await import('buffer')).Buffer
  return import('./walletActions')
}
