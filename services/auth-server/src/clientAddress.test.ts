import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { clientAddress, trustedHops } from './clientAddress'

const request = (forwardedFor?: string | string[], remoteAddress = '10.0.0.1') =>
  ({
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress },
  }) as unknown as IncomingMessage

describe('clientAddress', () => {
  it('without trusted proxies: the socket peer, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('1.2.3.4'), 0)).toBe('10.0.0.1')
  })

  it('one hop: the entry the proxy appended (the last), not the client-written first', () => {
    expect(clientAddress(request('6.6.6.6, 7.7.7.7, 203.0.113.7'), 1)).toBe('203.0.113.7')
    expect(clientAddress(request('203.0.113.7'), 1)).toBe('203.0.113.7')
  })

  it('n hops: the n-th entry from the right, across repeated headers', () => {
    expect(clientAddress(request('6.6.6.6, 203.0.113.7, 10.1.1.1'), 2)).toBe('203.0.113.7')
    expect(clientAddress(request(['6.6.6.6', '203.0.113.7, 10.1.1.1']), 2)).toBe('203.0.113.7')
  })

  it('the socket peer when the header is missing, short of entries or not an address', () => {
    expect(clientAddress(request(undefined), 1)).toBe('10.0.0.1')
    expect(clientAddress(request('203.0.113.7'), 2)).toBe('10.0.0.1')
    expect(clientAddress(request('not-an-ip'), 1)).toBe('10.0.0.1')
    expect(clientAddress(request('6.6.6.6, '), 1)).toBe('10.0.0.1')
    expect(clientAddress(request('2001:db8::1'), 1)).toBe('2001:db8::1')
  })
})

describe('trustedHops', () => {
  it('reads the option: true is one proxy, false or absent none, a number that many', () => {
    expect(trustedHops(undefined)).toBe(0)
    expect(trustedHops(false)).toBe(0)
    expect(trustedHops(true)).toBe(1)
    expect(trustedHops(3)).toBe(3)
    expect(() => trustedHops(-1)).toThrow('trustProxy')
    expect(() => trustedHops(1.5)).toThrow('trustProxy')
  })
})
