import type { IncomingMessage, ServerResponse } from 'node:http'
import { HttpError } from './http'

export type HttpMethod = 'GET' | 'POST'

export interface RouteContext {
  request: IncomingMessage
  response: ServerResponse
  url: URL
  /** Values of the `:name` segments of the route's path template. */
  params: Record<string, string>
  /** Query parameters; `projectId` is guaranteed present by the server before a route runs. */
  query: Record<string, string>
}

export type RouteHandler = (context: RouteContext) => Promise<void> | void

export interface Route {
  method: HttpMethod
  /** Path template such as `/v1/account/:address/balance`; also the key faults are set on. */
  path: string
  handler: RouteHandler
  /** Routes that a browser opens directly (e.g. the onramp checkout page) need no project id. */
  public?: boolean
}

export interface RouteMatch {
  route: Route
  params: Record<string, string>
}

/**
 * A tiny router over node:http. Some twenty fixed routes with `:param` segments need nothing a
 * routing library would add, and keeping it here avoids a dependency in the testkit.
 */
export function createRouter(routes: Route[]) {
  const compiled = routes.map((route) => ({ route, segments: route.path.split('/') }))

  function match(method: string, pathname: string): RouteMatch | undefined {
    const segments = pathname.split('/')
    for (const { route, segments: template } of compiled) {
      if (route.method !== method || template.length !== segments.length) continue
      const params: Record<string, string> = {}
      let matched = true
      for (let index = 0; index < template.length; index++) {
        const expected = template[index]!
        const actual = segments[index]!
        if (expected.startsWith(':')) {
          if (actual === '') {
            matched = false
            break
          }
          params[expected.slice(1)] = decodeSegment(actual)
        } else if (expected !== actual) {
          matched = false
          break
        }
      }
      if (matched) return { route, params }
    }
    return undefined
  }

  /** Whether some route serves this path with another method (405 rather than 404). */
  function hasPath(pathname: string): boolean {
    return ['GET', 'POST'].some((method) => match(method, pathname) !== undefined)
  }

  return { match, hasPath }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new HttpError(400, 'Malformed path', [`Cannot decode path segment ${segment}`])
  }
}
