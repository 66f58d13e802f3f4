/**
 * Faults a test can switch on per route: the failure modes a real deployment shows (rate limits,
 * server errors, hanging requests, broken bodies), so retry and fallback logic meet real HTTP.
 */
export type Fault =
  | { kind: 'rate-limited'; retryAfterSeconds?: number; times?: FaultTimes }
  | { kind: 'server-error'; status?: 500 | 502 | 503 | 504; times?: FaultTimes }
  /** The request is held open and never answered until the server stops. */
  | { kind: 'timeout'; times?: FaultTimes }
  /** 200 with a JSON content type and a body that does not parse. */
  | { kind: 'malformed'; times?: FaultTimes }

/** `once`: the next matching request fails, later ones are served. Default `always`. */
export type FaultTimes = 'once' | 'always'

/**
 * A route's path template (`/v1/account/:address/balance`), a concrete path
 * (`/v1/account/0xabc/balance`), or a RegExp tested against the concrete path.
 */
export type FaultTarget = string | RegExp

/** `F` is the set of fault kinds a server offers; the API server's are `Fault`. */
export interface Faults<F extends AnyFault = Fault> {
  set(target: FaultTarget, fault: F): void
  /** Without a target, removes every fault. */
  clear(target?: FaultTarget): void
  /** Faults currently armed, for debugging a test. */
  list(): { target: FaultTarget; fault: F }[]
}

/** What every fault has: a kind and how often it fires. */
export interface AnyFault {
  kind: string
  times?: FaultTimes
}

export interface FaultRegistry<F extends AnyFault = Fault> extends Faults<F> {
  /** Returns the fault to apply to this request, consuming it when it is a `once` fault. */
  take(routePath: string, pathname: string): F | undefined
}

export function createFaults<F extends AnyFault = Fault>(): FaultRegistry<F> {
  let armed: { target: FaultTarget; fault: F }[] = []

  function matches(target: FaultTarget, routePath: string, pathname: string): boolean {
    if (typeof target === 'string') return target === routePath || target === pathname
    target.lastIndex = 0
    return target.test(pathname)
  }

  function sameTarget(a: FaultTarget, b: FaultTarget): boolean {
    if (typeof a === 'string' || typeof b === 'string') return a === b
    return a.source === b.source && a.flags === b.flags
  }

  return {
    set(target, fault) {
      armed = armed.filter((entry) => !sameTarget(entry.target, target))
      armed.push({ target, fault })
    },
    clear(target) {
      armed = target === undefined ? [] : armed.filter((entry) => !sameTarget(entry.target, target))
    },
    list() {
      return armed.map((entry) => ({ ...entry }))
    },
    take(routePath, pathname) {
      const entry = armed.find(({ target }) => matches(target, routePath, pathname))
      if (!entry) return undefined
      if (entry.fault.times === 'once') armed = armed.filter((other) => other !== entry)
      return entry.fault
    },
  }
}
