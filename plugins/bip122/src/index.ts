export {
  activeBitcoinAccount,
  type BitcoinAddressPurpose,
  toBitcoinAccounts,
} from './accounts/bitcoinAccounts'
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
export {
  type BitcoinStandardWallets,
  isBitcoinWallet,
  toBitcoinConnector,
  watchBitcoinWallets,
} from './wallets/bitcoinStandardWallets'
