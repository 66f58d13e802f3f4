import { stringifyCookie } from 'cookie'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStorage } from './adapter'
import { createCookieStorage } from './cookieStorage'

const connections = JSON.stringify({ eip155: [{ connectorId: 'io.metamask', accounts: [] }] })

describe('createCookieStorage', () => {
  afterEach(() => {
    delete (globalThis as { document?: unknown }).document
  })

  it("on a server, reads the request's cookies; its writes stay in this request", () => {
    const header = stringifyCookie({ '@latch/connections': connections, other: 'x' })
    const storage = createCookieStorage({ cookie: header })
    expect(storage.getItem('@latch/connections')).toBe(connections)
    storage.setItem('@latch/active_namespace', 'eip155')
    expect(storage.getItem('@latch/active_namespace')).toBe('eip155')
    storage.removeItem('@latch/connections')
    expect(storage.getItem('@latch/connections')).toBeNull()
    // Another request with the same header sees none of it.
    const next = createCookieStorage({ cookie: header })
    expect(next.getItem('@latch/connections')).toBe(connections)
    expect(next.getItem('@latch/active_namespace')).toBeNull()
  })

  it('keeps only the first-render keys in cookies; the rest go to the fallback', () => {
    const fallback = createMemoryStorage()
    const storage = createCookieStorage({ cookie: '', fallback })
    storage.setItem('@latch/balances', '{"big":"cache"}')
    expect(fallback.getItem('@latch/balances')).toBe('{"big":"cache"}')
    expect(storage.getItem('@latch/balances')).toBe('{"big":"cache"}')
    storage.setItem('@latch/connector_ids', '{"eip155":"io.metamask"}')
    expect(fallback.getItem('@latch/connector_ids')).toBeNull()
  })

  it("in a page, reads and writes the page's cookies, encoded, for 30 days on every path", () => {
    const written: string[] = []
    let jar = ''
    ;(globalThis as { document?: unknown }).document = {
      get cookie() {
        return jar
      },
      set cookie(setCookie: string) {
        written.push(setCookie)
        jar = setCookie.split(';')[0] as string
      },
    }
    const storage = createCookieStorage()
    storage.setItem('@latch/connections', connections)
    expect(written[0]).toMatch(/^%40latch%2Fconnections=|^@latch\/connections=/)
    expect(written[0]).toContain('Max-Age=2592000')
    expect(written[0]).toContain('Path=/')
    expect(written[0]).toContain('SameSite=Lax')
    expect(storage.getItem('@latch/connections')).toBe(connections)
    storage.removeItem('@latch/connections')
    expect(written[1]).toContain('Max-Age=0')
  })
})
