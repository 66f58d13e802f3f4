/**
 * EVM chains the hosted RPC gateway serves (spec §7: "a fixed list of about 40 chain ids"). Source:
 * the gateway list of the product the spec describes (AppKit 1.7, `WC_HTTP_RPC_SUPPORTED_CHAINS` in
 * appkit-utils' CaipNetworkUtil): 37 entries, of which these 31 are eip155; the rest are Solana,
 * Bitcoin and NEAR networks, which their own namespace plugins list. Kept in that list's order.
 */
export const GATEWAY_CHAIN_IDS = [
  1101, // Polygon zkEVM
  56, // BNB Smart Chain
  42161, // Arbitrum One
  7777777, // Zora
  59144, // Linea
  324, // ZKsync Era
  5000, // Mantle
  80084, // Berachain bArtio
  5003, // Mantle Sepolia
  100, // Gnosis
  8453, // Base
  42220, // Celo
  1313161555, // Aurora testnet
  17000, // Holesky
  1, // Ethereum
  300, // ZKsync Sepolia
  1313161554, // Aurora
  1329, // Sei
  84532, // Base Sepolia
  421614, // Arbitrum Sepolia
  11155111, // Sepolia
  8217, // Kaia
  43114, // Avalanche
  999999999, // Zora Sepolia
  11155420, // OP Sepolia
  80002, // Polygon Amoy
  97, // BNB Smart Chain testnet
  43113, // Avalanche Fuji
  137, // Polygon
  10, // OP Mainnet
  1301, // Unichain Sepolia
] as const

/** Whether the hosted gateway serves this chain id. */
export function isGatewayChain(
  chainId: number,
  gatewayChainIds: readonly number[] = GATEWAY_CHAIN_IDS,
): boolean {
  return gatewayChainIds.includes(chainId)
}
