export {
  activeBitcoinAccount,
  type BitcoinAddressPurpose,
  toBitcoinAccounts,
} from './accounts/bitcoinAccounts'
export { waitForConfirmation } from './actions/waitForConfirmation'
export type { BitcoinErrorCode } from './adapter/bitcoinErrors'
export { type BitcoinAdapterOptions, createBitcoinAdapter } from './adapter/createBitcoinAdapter'
export {
  assertBitcoinAddress,
  type BitcoinAddressType,
  bitcoinAddressParameters,
  isBitcoinAddress,
  type ParsedBitcoinAddress,
  parseBitcoinAddress,
} from './address/bitcoinAddress'
export { fetchAddressBalance } from './esplora/addressBalance'
export {
  BITCOIN_GENESIS_HASHES,
  BITCOIN_NETWORKS,
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
} from './networks/bitcoinNetworks'
export {
  type DefineBitcoinNetworkParameters,
  defineBitcoinNetwork,
} from './networks/defineBitcoinNetwork'
export { type Bip122PluginOptions, bip122 } from './plugin'
export {
  type BitcoinStandardWallets,
  isBitcoinWallet,
  toBitcoinConnector,
  watchBitcoinWallets,
} from './wallets/bitcoinStandardWallets'
