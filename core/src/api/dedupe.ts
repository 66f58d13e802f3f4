/** Requests in flight by key: callers asking for the same thing at the same time share one. */
export interface InFlight {
  /** Runs `start` unless a run under `key` is still pending, in which case its promise is shared. */
  run<T>(key: string, start: () => Promise<T>): Promise<T>
  /** Keys still pending. */
  size(): number
}

export function createInFlight(): InFlight {
  const pending = new Map<string, Promise<unknown>>()
  return {
    run<T>(key: string, start: () => Promise<T>): Promise<T> {
      const shared = pending.get(key)
      if (shared) return shared as Promise<T>
      const promise = start().finally(() => {
        pending.delete(key)
      })
      pending.set(key, promise)
      return promise
    },
    size: () => pending.size,
  }
}

/** The identity of a request for de-duplication and caching: method, full URL and body. */
export function requestKey(method: string, url: string, body: string | undefined): string {
  return body === undefined ? `${method} ${url}` : `${method} ${url} ${body}`
}

/**
 * A task that runs once at a time: calling it while a run is pending joins that run; once it has
 * settled, the next call starts a new one.
 */
export function joinWhileRunning<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined
  return () => {
    running ??= run().finally(() => {
      running = undefined
    })
    return running
  }
}
