import { parseCookie, stringifySetCookie } from 'cookie'
import { STORAGE_KEY_PREFIX } from '../constants'
import { createMemoryStorage, type StorageAdapter } from './adapter'
import { type StorageKey, storageKeyName } from './keys'

/** What a server needs to render a returning visitor's buttons: who is connected, on what. */
export const COOKIE_STORAGE_KEYS: readonly StorageKey[] = [
  'activeCaipNetworkId',
  'activeNamespace',
  'connectorIds',
  'connections',
]

export interface CookieStorageOptions {
  /**
   * The request's `Cookie` header, on a server; in a page, leave it out: the page's cookies are
   * read and written (`document.cookie`).
   */
  cookie?: string | undefined
  /** The keys kept in cookies (default `COOKIE_STORAGE_KEYS`); the rest go to `fallback`. */
  keys?: readonly StorageKey[]
  /** Where the other keys go: default memory (pass `localStorage` in a page to keep caches). */
  fallback?: StorageAdapter
  /** Cookie lifetime in seconds; default 30 days. */
  maxAgeSeconds?: number
}

interface CookieJar {
  get(name: string): string | undefined
  set(name: string, value: string, maxAgeSeconds: number): void
}

/**
 * Storage for server rendering (an app opts in): the keys the first HTML depends on live in
 * cookies, so the server renders a returning visitor's buttons as the page will hydrate them, from
 * the request's `Cookie` header; everything else goes to `fallback`. On a server, writes change
 * only this request's view (the response's cookies are the page's to set). One storage per
 * request: nothing is shared between visitors.
 *
 * @example
 * // server, per request
 * createLatch({ projectId, window: null, storage: createCookieStorage({ cookie: req.headers.cookie }) })
 * // page
 * createLatch({ projectId, storage: createCookieStorage({ fallback: localStorage }) })
 */
export function createCookieStorage(options: CookieStorageOptions = {}): StorageAdapter {
  const names = new Set(
    (options.keys ?? COOKIE_STORAGE_KEYS).map((key) => storageKeyName(key, STORAGE_KEY_PREFIX)),
  )
  const fallback = options.fallback ?? createMemoryStorage()
  const maxAge = options.maxAgeSeconds ?? 30 * 24 * 60 * 60
  const jar = options.cookie === undefined ? documentJar() : requestJar(options.cookie)
  return {
    getItem: (key) => (names.has(key) ? (jar.get(key) ?? null) : fallback.getItem(key)),
    setItem: (key, value) =>
      names.has(key) ? jar.set(key, value, maxAge) : fallback.setItem(key, value),
    removeItem: (key) => (names.has(key) ? jar.set(key, '', 0) : fallback.removeItem(key)),
  }
}

/** The page's cookies; where there is no document, this storage's own memory. */
function documentJar(): CookieJar {
  const document = (globalThis as { document?: { cookie: string } }).document
  if (!document) return requestJar('')
  return {
    get: (name) => parseCookie(document.cookie)[name],
    set: (name, value, maxAgeSeconds) => {
      document.cookie = stringifySetCookie({
        name,
        value,
        path: '/',
        maxAge: maxAgeSeconds,
        sameSite: 'lax',
      })
    },
  }
}

/** A request's cookies, with this request's own writes applied over them. */
function requestJar(header: string): CookieJar {
  const cookies = parseCookie(header)
  return {
    get: (name) => cookies[name],
    set: (name, value, maxAgeSeconds) => {
      if (maxAgeSeconds === 0) delete cookies[name]
      else cookies[name] = value
    },
  }
}
