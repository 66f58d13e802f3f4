import { TEST_NETWORK } from '@scure/btc-signer'

/**
 * Bitcoin Core's regtest parameters for `@scure/btc-signer` (addresses, WIF): testnet's version
 * bytes with the `bcrt` bech32 prefix. btc-signer ships mainnet and testnet only.
 */
export const REGTEST_NETWORK = { ...TEST_NETWORK, bech32: 'bcrt' } as const

/** Regtest's genesis block hash (the same on every regtest chain, Bitcoin Core's and bcoin's). */
export const REGTEST_GENESIS_HASH =
  '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/** CAIP-2: `bip122:` and the first 32 hex characters of the genesis hash. */
export const REGTEST_CAIP2 = `bip122:${REGTEST_GENESIS_HASH.slice(0, 32)}` as const

/** The Wallet Standard's name of the chain (`@exodus/bitcoin-wallet-standard-chains`). */
export const REGTEST_WALLET_CHAIN = 'bitcoin:regtest' as const
