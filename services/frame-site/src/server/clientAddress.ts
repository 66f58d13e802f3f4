import type { IncomingMessage } from 'node:http'
import ipaddr from 'ipaddr.js'

/**
 * The address a request came from, as the site counts clients: the socket's peer, or behind
 * `trustProxy` proxies the `X-Forwarded-For` entry that many from the right (the one our outermost
 * proxy added). Entries further left are the client's own words and never count: a client that
 * writes `X-Forwarded-For: 1.2.3.4` does not become 1.2.3.4.
 *
 * @example
 * // Behind one proxy, `X-Forwarded-For: 6.6.6.6, 203.0.113.7`:
 * clientAddress(request, 1) // '203.0.113.7'
 */
export function clientAddress(request: IncomingMessage, trustProxy = 0): string {
  const socket = request.socket.remoteAddress ?? 'unknown'
  if (trustProxy < 1) return socket
  const header = request.headers['x-forwarded-for']
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  // Fewer entries than proxies: the request did not come through them all; the peer is the client.
  return entries.at(-trustProxy) ?? socket
}

/**
 * The key a client is counted under: an IPv4 address as it is (also when written IPv4-mapped,
 * `::ffff:1.2.3.4`), an IPv6 address by its /64 (one subscriber's whole prefix: a single host
 * has 2^64 addresses to rotate through). Anything that is no address counts as one client.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid'
  const ip = ipaddr.process(address)
  if (ip.kind() === 'ipv4') return ip.toString()
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${ip.toString()}/64`).toRFC5952String()}/64`
}
