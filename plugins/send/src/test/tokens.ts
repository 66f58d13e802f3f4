import type { CaipAddress, CaipNetworkId, TokenBalance } from '@latch/core'
import { defineEip155Network } from '@latch/eip155'

/** A local EVM network (chain 31337, ETH) for the steps' examples; no node is asked. */
export const exampleNetwork = defineEip155Network({
  chainId: 31337,
  name: 'Local 31337',
  rpcUrl: 'http://127.0.0.1:9',
  blockExplorer: { name: 'Local explorer', url: 'https://explorer.local.test' },
})

const chainId = exampleNetwork.caipNetworkId as CaipNetworkId

/** The native currency's balance as the Data API lists it: `numeric` whole tokens. */
export const ether = (numeric: string, price = 3000): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId,
  value: Number(numeric) * price,
  price,
  quantity: { decimals: '18', numeric },
})

/** An ERC20 balance (6 decimals) of contract `contract`. */
export const usdc = (
  numeric: string,
  contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3',
): TokenBalance => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId,
  address: `${chainId}:${contract}` as CaipAddress,
  value: Number(numeric),
  price: 1,
  quantity: { decimals: '6', numeric },
})

/** SOL as a Solana account's balance lists it. */
export const sol = (numeric: string): TokenBalance => ({
  name: 'Solana',
  symbol: 'SOL',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as CaipNetworkId,
  value: Number(numeric) * 150,
  price: 150,
  quantity: { decimals: '9', numeric },
})
