import type {
  RelayWalletEvmChain,
  RelayWalletMetadata,
  RelayWalletSolanaChain,
} from '../relayWallet/relayWalletOptions'

/**
 * What the server hands the page (as JSON in the HTML): everything `createRelayTestWallet` needs,
 * keys included. Plain JSON: Solana secret keys are number arrays.
 */
export interface PhoneWalletPageConfig {
  relayUrl: string
  evm?: { privateKeys: `0x${string}`[]; chains: RelayWalletEvmChain[] }
  solana?: { secretKeys: number[][]; chains: RelayWalletSolanaChain[] }
  metadata?: RelayWalletMetadata
}

/** The id of the `<script type="application/json">` element holding the config. */
export const PHONE_WALLET_CONFIG_ID = 'phone-wallet-config'
