import { describe, expect, it } from 'vitest'
import { isOriginAllowed, matchesOriginPattern } from './allowList'

describe('origin allow list', () => {
  it.each([
    ['http://localhost:5173', true],
    ['https://localhost:3000', true],
    ['http://localhost', true],
    ['https://my-app.pages.dev', true],
    ['https://preview.my-app.pages.dev', true],
    ['https://app.vercel.app', true],
    ['https://abc.ngrok-free.app', true],
    ['https://pages.dev', false],
    ['https://evil-vercel.app', false],
    ['https://vercel.app.evil.com', false],
    ['https://example.com', false],
    ['ftp://localhost:21', false],
    ['not an origin', false],
  ])('by default, %s is allowed: %s', (origin, allowed) => {
    expect(isOriginAllowed(origin, [])).toBe(allowed)
  })

  it('allows the project origins, with wildcards', () => {
    const allowed = ['https://app.example.com', '*.example.org', 'http://127.0.0.1:*']
    expect(isOriginAllowed('https://app.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('http://app.example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://app.example.com:8443', allowed)).toBe(false)
    expect(isOriginAllowed('http://shop.example.org', allowed)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:5173', allowed)).toBe(true)
    expect(isOriginAllowed('https://example.net', allowed)).toBe(false)
  })

  it('ignores malformed patterns instead of allowing everything', () => {
    expect(matchesOriginPattern('https://a.com', '')).toBe(false)
    expect(matchesOriginPattern('https://a.com', 'https://a.com/path/x')).toBe(false)
    expect(matchesOriginPattern('https://a.com', '*')).toBe(false)
  })
})
