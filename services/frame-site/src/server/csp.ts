// `[scheme://]host[:port]` as `matchesOriginPattern` (@latch/core) reads it, but strict: a host is
// DNS labels (an optional leading `*.`), so nothing a project wrote can add a CSP directive.
const PATTERN =
  /^(?:(https?):\/\/)?((?:\*\.)?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::(\*|\d{1,5}))?\/?$/i

/**
 * CSP source expressions for allow-list patterns, with the same meaning: no scheme is http and https; `*.` is one or more labels; port `*` any, none the
 * scheme's default. Patterns that are not plain origins (paths, other schemes, odd characters) are
 * left out: they allow nothing, as they allow nothing in the page's own check.
 *
 * @example
 * cspSources(['*.vercel.app', 'http://127.0.0.1:5173'])
 * // ['http://*.vercel.app', 'https://*.vercel.app', 'http://127.0.0.1:5173']
 */
export function cspSources(patterns: readonly string[]): string[] {
  const sources = new Set<string>()
  for (const pattern of patterns) {
    const match = PATTERN.exec(pattern.trim())
    if (!match) continue
    const [, scheme, host = '', port] = match
    for (const each of scheme ? [scheme.toLowerCase()] : ['http', 'https']) {
      sources.add(`${each}://${host.toLowerCase()}${port ? `:${port}` : ''}`)
    }
  }
  return [...sources]
}

/** The frame page's Content-Security-Policy. */
export function frameCsp(options: {
  /**
   * The origins that may frame the page (patterns): the project's own, nothing added (the spec's
   * dev defaults only when the server runs with `devOrigins`, see `framingOrigins`).
   */
  allowedOrigins: readonly string[]
  /** Everything the page calls besides its own origin (auth server, RPC). */
  connectOrigins: readonly string[]
}): string {
  const ancestors = cspSources(options.allowedOrigins)
  const connect = [...new Set(options.connectOrigins)]
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${[...connect, "'self'"].join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ].join('; ')
}
