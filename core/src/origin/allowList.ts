import { DEFAULT_ALLOWED_ORIGINS } from '../constants'

/**
 * Whether a page origin matches one allow-list pattern. A pattern is `[scheme://]host[:port]`:
 * no scheme means http or https; `*` as the first host label stands for one or more labels
 * (`*.vercel.app` allows `a.vercel.app` and `a.b.vercel.app`, not `vercel.app`); port `*` allows
 * any port or none; no port allows only the scheme's default.
 */
export function matchesOriginPattern(origin: string, pattern: string): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?([^/:]+)(?::(\*|\d+))?\/?$/i.exec(pattern.trim())
  if (!match) return false
  const [, scheme, host = '', port] = match
  const urlScheme = url.protocol.slice(0, -1)
  if (scheme ? scheme.toLowerCase() !== urlScheme : urlScheme !== 'http' && urlScheme !== 'https')
    return false
  if (port !== '*' && (port ?? '') !== url.port) return false
  const hostname = url.hostname.toLowerCase()
  const wanted = host.toLowerCase()
  if (wanted.startsWith('*.')) {
    const suffix = wanted.slice(1)
    return hostname.endsWith(suffix) && hostname.length > suffix.length
  }
  return hostname === wanted
}

/** Whether `origin` is allowed by the given patterns or by the spec's default allowed origins. */
export function isOriginAllowed(
  origin: string,
  allowedOrigins: readonly string[],
  defaults: readonly string[] = DEFAULT_ALLOWED_ORIGINS,
): boolean {
  return [...defaults, ...allowedOrigins].some((pattern) => matchesOriginPattern(origin, pattern))
}
