import type { Network } from '@latch/core'
import { Connection } from '@solana/web3.js'

const connections = new Map<string, Connection>()

/**
 * The web3.js Connection of a network, one per network and endpoint: its first RPC URL, confirmed
 * commitment (what a wallet shows as done), and its WebSocket URL when the network names one (else
 * web3.js derives it from the RPC URL). Keyed by the URLs too: two Latch instances on one page may
 * give the same network different endpoints.
 */
export function solanaConnection(network: Network): Connection {
  const [rpcUrl] = network.rpcUrls.default.http
  if (!rpcUrl) throw new Error(`${network.name} has no RPC URL`)
  const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
  const key = `${network.caipNetworkId} ${rpcUrl} ${wsEndpoint ?? ''}`
  const existing = connections.get(key)
  if (existing) return existing
  const connection = new Connection(rpcUrl, {
    commitment: 'confirmed',
    ...(wsEndpoint ? { wsEndpoint } : {}),
  })
  connections.set(key, connection)
  return connection
}
