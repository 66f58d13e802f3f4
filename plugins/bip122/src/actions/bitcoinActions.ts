/**
 * What the adapter does on the chain (btc-signer), one chunk loaded on the first
 * balance, signature or transfer: the page's first paint carries none of it.
 */
export { mapBitcoinError } from '../adapter/mapBitcoinError'
export { fetchAddressBalance } from '../esplora/addressBalance'
export { buildTransfer } from './buildTransfer'
export { estimatedTransfer } from './estimatedTransfer'
export { sendTransfer } from './sendTransfer'
export { signMessage } from './signMessage'
