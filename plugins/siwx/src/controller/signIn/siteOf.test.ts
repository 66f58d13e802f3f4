import { describe, expect, it } from 'vitest'
import { siteOf } from './siteOf'

describe('the site a message signs in to', () => {
  it("is the page's: its origin's host (with the port) and the origin", () => {
    expect(siteOf({}, 'http://localhost:5173')).toEqual({
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
    })
  })

  it("is the app's when it gives them, over the page's", () => {
    expect(
      siteOf({ domain: 'app.example', uri: 'https://app.example/login' }, 'http://x.test'),
    ).toEqual({ domain: 'app.example', uri: 'https://app.example/login' })
  })

  it('on a server, a domain alone is enough: the URI is https on it', () => {
    expect(siteOf({ domain: 'app.example' }, undefined)).toEqual({
      domain: 'app.example',
      uri: 'https://app.example',
    })
  })

  it("on a server without a domain: 'A problem occurred while trying initialize authentication'", () => {
    expect(() => siteOf({ uri: 'https://app.example' }, undefined)).toThrow(
      expect.objectContaining({
        code: 'AUTHENTICATION_INIT_FAILED',
        message: 'A problem occurred while trying initialize authentication',
        details: 'No page to sign in to: pass siwx({ domain, uri }) on a server',
      }),
    )
  })
})
