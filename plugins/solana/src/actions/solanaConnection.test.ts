import { describe, expect, it } from 'vitest'
import { solanaDevnet } from '../networks/solanaNetworks'
import { solanaConnection } from './solanaConnection'

describe('solanaConnection', () => {
  it('keeps one Connection per network and endpoint', () => {
    expect(solanaConnection(solanaDevnet)).toBe(solanaConnection(solanaDevnet))
  })

  it('gives the same network on another RPC URL its own Connection (two Latch instances)', () => {
    const local = {
      ...solanaDevnet,
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    }
    const connection = solanaConnection(local)
    expect(connection).not.toBe(solanaConnection(solanaDevnet))
    expect(connection.rpcEndpoint).toBe('http://127.0.0.1:8899')
  })
})
