import type { Browser } from 'playwright-core'

/** A context that refuses (and records) every request and socket whose origin `allowed` rejects. */
export async function guardedContext(browser: Browser, allowed: (origin: string) => boolean) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } })
  const seen = new Set<string>()
  const refused: string[] = []
  // A socket to a server counts as its http origin (Vite's page socket is the page's own).
  const originOf = (url: string) => {
    try {
      return new URL(url.replace(/^ws(s?):/, 'http$1:')).origin
    } catch {
      return url
    }
  }
  context.on('request', (request) => {
    if (!/^(data|blob):/.test(request.url())) seen.add(originOf(request.url()))
  })
  await context.route(
    (url) => url.protocol !== 'data:' && url.protocol !== 'blob:' && !allowed(originOf(url.href)),
    (route) => {
      refused.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  await context.routeWebSocket(
    (url) => !allowed(originOf(url.href)),
    (socket) => {
      seen.add(originOf(socket.url()))
      refused.push(socket.url())
      return socket.close({ code: 1008, reason: 'not an allowed service' })
    },
  )
  return { context, seen, refused }
}

/** Prints the origins a page asked and the requests refused. */
export const reportRequests = (title: string, seen: Set<string>, refused: string[]) =>
  console.info(
    `[${title}]\n  origins asked: ${[...seen].sort().join(', ') || 'none'}\n  refused: ${refused.join(', ') || 'none'}`,
  )
