import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { clientAddress, clientKey } from './clientAddress'

const request = (remoteAddress: string, forwardedFor?: string | string[]) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage

describe('clientAddress', () => {
  it('is the socket’s peer unless proxies are trusted, whatever the client writes', () => {
    expect(clientAddress(request('198.51.100.9', '1.2.3.4'))).toBe('198.51.100.9')
  })

  it('behind proxies, takes the entry the outermost proxy added, not the client’s own', () => {
    // The client wrote 6.6.6.6; our one proxy appended the address it saw.
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7')
    expect(clientAddress(request('10.0.0.2', ['6.6.6.6', '203.0.113.7, 10.0.0.1']), 2)).toBe(
      '203.0.113.7',
    )
    // Not through the proxies (no header, or too few entries): the peer.
    expect(clientAddress(request('10.0.0.2'), 1)).toBe('10.0.0.2')
    expect(clientAddress(request('10.0.0.2', '203.0.113.7'), 2)).toBe('10.0.0.2')
  })
})

describe('clientKey', () => {
  it('counts an IPv4 client as itself, also written IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts an IPv6 client by its /64, so rotating within the prefix gains nothing', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
  })

  it('counts anything that is no address as one client', () => {
    expect(clientKey('not an address')).toBe('invalid')
    expect(clientKey('')).toBe('invalid')
  })
})
