import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

/**
 * How many proxies in front of the server append to `X-Forwarded-For`: `trustProxy` read as a
 * count (`true` is one proxy, `false` or absent none).
 */
export function trustedHops(trustProxy: boolean | number | undefined): number {
  if (trustProxy === undefined || trustProxy === false) return 0
  if (trustProxy === true) return 1
  if (!Number.isInteger(trustProxy) || trustProxy < 0) {
    throw new TypeError('trustProxy: true, false or a whole number of proxies')
  }
  return trustProxy
}

/**
 * The client's address for the rate limit. `X-Forwarded-For` reads "what the client wrote, then
 * one entry per proxy": each proxy appends the address it was called from. Only the entries the
 * trusted proxies appended are facts, so the client is the entry `hops` from the right; the
 * leftmost entries are the client's to invent. Without trusted proxies, with too few entries or
 * with one that is no IP address, it is the socket's peer.
 */
export function clientAddress(
  request: Pick<IncomingMessage, 'headers' | 'socket'>,
  hops: number,
): string {
  const peer = request.socket.remoteAddress ?? 'unknown'
  if (hops === 0) return peer
  const header = request.headers['x-forwarded-for']
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
  const entry = entries.length >= hops ? entries[entries.length - hops] : undefined
  return entry && isIP(entry) !== 0 ? entry : peer
}
