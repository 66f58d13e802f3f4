import { AuthError, messages } from './errors'

/**
 * Who may call the server from a browser: only the frame origins. A request whose `Origin` header
 * is present and not listed is refused (403), preflights included; CORS headers are sent only to a
 * listed origin. A request without `Origin` is not from a page's script (browsers always send it
 * on cross-origin fetches and on every POST), so it is a server, a script or a person opening the
 * device link: it is allowed, except where `requireFrame` says otherwise (the auth share).
 */
export function createOriginPolicy(frameOrigins: readonly string[]) {
  const allowed = new Set(
    frameOrigins.map((origin) => {
      let parsed: URL
      try {
        parsed = new URL(origin)
      } catch {
        throw new TypeError(`frameOrigins: ${JSON.stringify(origin)} is not an origin`)
      }
      if (parsed.origin !== origin || parsed.origin === 'null') {
        throw new TypeError(
          `frameOrigins: ${JSON.stringify(origin)} is not an origin (scheme://host[:port], no path or trailing slash)`,
        )
      }
      return origin
    }),
  )
  return {
    /** Throws 403 for a listed-nowhere Origin; answers the origin to echo in CORS headers. */
    check(origin: string | undefined): string | undefined {
      if (origin === undefined) return undefined
      if (!allowed.has(origin))
        throw new AuthError(403, 'ORIGIN_NOT_ALLOWED', messages.originNotAllowed)
      return origin
    },
    /** For routes only the frame may call: Origin must be present and listed. */
    requireFrame(origin: string | undefined): void {
      if (origin === undefined || !allowed.has(origin)) {
        throw new AuthError(403, 'ORIGIN_NOT_ALLOWED', messages.shareNeedsFrameOrigin)
      }
    },
    corsHeaders(origin: string | undefined): Record<string, string> {
      if (origin === undefined) return {}
      return { 'access-control-allow-origin': origin, vary: 'Origin' }
    },
  }
}

export const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '600',
}
