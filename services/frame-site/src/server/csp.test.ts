import { describe, expect, it } from 'vitest'
import { cspSources, frameCsp } from './csp'

describe('allow-list patterns as CSP sources', () => {
  it('keeps the allow list’s meaning: schemes, wildcard labels, ports', () => {
    expect(
      cspSources([
        'https://app.example.com',
        '*.example.org',
        'http://127.0.0.1:*',
        'localhost:5173',
      ]),
    ).toEqual([
      'https://app.example.com',
      'http://*.example.org',
      'https://*.example.org',
      'http://127.0.0.1:*',
      'http://localhost:5173',
      'https://localhost:5173',
    ])
  })

  it('drops anything that is not a plain origin, so no pattern can add a directive', () => {
    expect(
      cspSources([
        '*',
        'https://a.com/path',
        "a.com; script-src 'unsafe-inline'",
        "'self'",
        'javascript://x',
        'a.com b.com',
        '',
      ]),
    ).toEqual([])
  })

  it('builds the page policy: the given origins, and only they, as frame ancestors', () => {
    const csp = frameCsp({
      allowedOrigins: ['https://shop.example'],
      connectOrigins: ['http://127.0.0.1:1', 'http://127.0.0.1:2'],
    })
    expect(csp.split('; ')).toEqual([
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "connect-src http://127.0.0.1:1 http://127.0.0.1:2 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      'frame-ancestors https://shop.example',
    ])
    // Nothing given: nobody may frame it.
    expect(frameCsp({ allowedOrigins: [], connectOrigins: [] })).toContain("frame-ancestors 'none'")
  })
})
