import { fetchAllowedOrigins } from '@latch/core'
import { DEFAULT_ALLOWED_ORIGINS } from '@latch/core/constants'

const MAX_PROJECTS = 1000

export interface OriginsSourceOptions {
  /** The Provider API (`GET {apiUrl}/projects/v1/origins?projectId=…&st=…&sv=…`). */
  apiUrl?: string
  /** A fixed list, or a lookup, used instead of the Provider API. */
  projectAllowedOrigins?: readonly string[] | ((projectId: string) => Promise<readonly string[]>)
  /** How long a project's list is kept (default one minute). */
  ttlMs: number
  sdkType: string
  sdkVersion: string
  fetch: typeof fetch
  now(): number
}

/**
 * Each project's allowed origins, cached per project for `ttlMs`, one lookup at a time per project.
 * When the Provider API fails (429, 5xx), the last list known is kept; with none, the lookup throws
 * and the page is not served (failing closed: the frame holds keys).
 */
export function createOriginsSource(options: OriginsSourceOptions) {
  const cache = new Map<string, { at: number; list: readonly string[] }>()
  const inFlight = new Map<string, Promise<readonly string[]>>()

  const lookup = async (projectId: string): Promise<readonly string[]> => {
    const fixed = options.projectAllowedOrigins
    if (typeof fixed === 'function') return fixed(projectId)
    if (fixed) return fixed
    if (!options.apiUrl) return []
    return fetchAllowedOrigins({
      apiUrl: options.apiUrl,
      fetch: options.fetch,
      projectId,
      sdkType: options.sdkType,
      sdkVersion: options.sdkVersion,
    })
  }

  return async (projectId: string): Promise<readonly string[]> => {
    const cached = cache.get(projectId)
    if (cached && options.now() - cached.at < options.ttlMs) return cached.list
    let running = inFlight.get(projectId)
    if (!running) {
      running = lookup(projectId)
        .then((list) => {
          cache.delete(projectId)
          cache.set(projectId, { at: options.now(), list })
          // Bounded: projects asked for in turn push the oldest out.
          if (cache.size > MAX_PROJECTS) cache.delete(cache.keys().next().value as string)
          return list
        })
        .catch((error: unknown) => {
          if (cached) return cached.list
          throw error
        })
        .finally(() => inFlight.delete(projectId))
      inFlight.set(projectId, running)
    }
    return running
  }
}

/**
 * The origins that may frame a project's key page: the project's own list. The spec's default dev
 * origins (`localhost:*`, `*.vercel.app`, `*.pages.dev`, `*.ngrok-free.app`) are anyone's to host
 * a page on, so they join only in dev mode: a key frame framed by a stranger's preview deploy (or
 * any local page) is a key frame driven by that stranger.
 */
export function framingOrigins(
  projectOrigins: readonly string[],
  devOrigins: boolean,
): readonly string[] {
  return devOrigins ? [...DEFAULT_ALLOWED_ORIGINS, ...projectOrigins] : projectOrigins
}
