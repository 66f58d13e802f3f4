import type { Clock } from '../clock/clock'

/** What one HTTP attempt came to: an answer (any status), a network failure or a time-out. */
export type AttemptOutcome =
  | { kind: 'answer'; status: number; headers: Headers; body: string }
  | { kind: 'network'; error: unknown }
  | { kind: 'timeout'; timeoutMs: number }

export interface AttemptParameters {
  fetch: typeof fetch
  clock: Clock
  url: string
  init: RequestInit
  /** The attempt, body included, is aborted after this long on `clock`. */
  timeoutMs: number
}

/**
 * One HTTP request whose answer is read in full, aborted through an `AbortController` when the
 * clock passes `timeoutMs`. Never throws: every way it can end is an `AttemptOutcome`.
 */
export async function attemptRequest(parameters: AttemptParameters): Promise<AttemptOutcome> {
  const { clock, timeoutMs } = parameters
  const controller = new AbortController()
  let timedOut = false
  const timer = clock.setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  try {
    const response = await parameters.fetch(parameters.url, {
      ...parameters.init,
      signal: controller.signal,
    })
    const body = await response.text()
    return { kind: 'answer', status: response.status, headers: response.headers, body }
  } catch (error) {
    return timedOut ? { kind: 'timeout', timeoutMs } : { kind: 'network', error }
  } finally {
    clock.clearTimeout(timer)
  }
}
