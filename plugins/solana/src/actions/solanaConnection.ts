import type { Network } from '@latch/core'
import { Connection } from '@solana/web3.js'

const connections = new Map<string, Connection>()

/**
 * The web3.js Connection of a network, one per network: its first RPC URL, confirmed commitment
 * (what a wallet shows as done), and its WebSocket URL when the network names one (else web3.js
 * derives it from the RPC URL).
 */
export function solanaConnection(network: Network): Connection {
  const existing = connections.get(network.caipNetworkId)
  if (existing) return existing
  const [rpcUrl] = network.rpcUrls.default.http
  if (!rpcUrl) throw new Error(`${network.name} has no RPC URL`)
  const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
  const connection = new Connection(rpcUrl, {
    commitment: 'confirmed',
    ...(wsEndpoint ? { wsEndpoint } : {}),
  })
  connections.set(network.caipNetworkId, connection)
  return connection
}
