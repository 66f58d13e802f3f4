/** The buttons' texts (first paint): English, the fallback and the type of every translation. */
export const buttonsEn = {
  connectWallet: 'Connect wallet',
  connecting: 'Connecting…',
  account: '{label}, account',
  changeNetwork: '{network}, change network',
  unsupportedNetwork: 'Unsupported network',
  copied: 'Copied',
}
export type ButtonMessages = typeof buttonsEn
