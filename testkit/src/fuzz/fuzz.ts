import { appendFileSync } from 'node:fs'
import fc from 'fast-check'
import { describeForReport, isCleanError } from './outcome'

/** How one entry fared: every input ends as a return, a clean refusal or a crash. */
export interface FuzzReport {
  entry: string
  tried: number
  returned: number
  /** Refused with a `LatchError` carrying a catalogue message. */
  clean: number
  /** Anything else thrown: a bare runtime error, or 'An error occurred' wrapping one. */
  crashes: number
  /** Calls still pending after `settle` (a promise a hostile input left hanging). */
  pending: number
  firstCrash?: { input: string; error: string }
}

export interface FuzzOptions {
  /** Inputs to try; default `LATCH_FUZZ_RUNS` from the environment, else 2000. */
  runs?: number
  /** The random seed: fixed (`LATCH_FUZZ_SEED`, else 1) so a failure replays. */
  seed?: number
  /**
   * Drives an asynchronous call to its end and says whether it settled: for a client on a
   * manual clock, advance the clock (see `settleWithClock`). Default: await it.
   */
  settle?: (pending: Promise<unknown>) => Promise<boolean>
}

/** Inputs per entry: `npm run fuzz` sets `LATCH_FUZZ_RUNS` (≥ 100,000); tests use a few thousand. */
export function fuzzRuns(fallback = 2000): number {
  const fromEnv = Number(process.env.LATCH_FUZZ_RUNS)
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : fallback
}

const seedFromEnv = () => {
  const fromEnv = Number(process.env.LATCH_FUZZ_SEED)
  return Number.isInteger(fromEnv) ? fromEnv : 1
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function'

/**
 * Feeds `call` every input `arbitrary` generates and sorts the outcomes (fast-check, fixed seed).
 * Never stops at the first crash: the report counts them all and keeps the first. When
 * `LATCH_FUZZ_REPORT` names a file, the report is appended to it as a JSON line (`npm run fuzz`
 * prints the table from it).
 *
 * @example
 * const report = await fuzz('parseAmount', fc.tuple(hostileValue(), hostileValue()), ([v, d]) => parseAmount(v, d as number))
 * expect(report.crashes, report.firstCrash?.error).toBe(0)
 */
export async function fuzz<T>(
  entry: string,
  arbitrary: fc.Arbitrary<T>,
  call: (input: T) => unknown,
  options: FuzzOptions = {},
): Promise<FuzzReport> {
  const report: FuzzReport = { entry, tried: 0, returned: 0, clean: 0, crashes: 0, pending: 0 }
  const crashed = (input: T, error: unknown) => {
    report.crashes++
    report.firstCrash ??= { input: describeForReport(input), error: describeForReport(error) }
  }
  const settle =
    options.settle ??
    (async (pending: Promise<unknown>) => {
      await pending
      return true
    })
  await fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      report.tried++
      try {
        const result = call(input)
        if (isThenable(result)) {
          const promise = Promise.resolve(result)
          if (!(await settle(promise))) {
            report.pending++
            promise.catch(() => {})
            return
          }
          await promise
        }
        report.returned++
      } catch (error) {
        if (isCleanError(error)) report.clean++
        else crashed(input, error)
      }
    }),
    {
      numRuns: options.runs ?? fuzzRuns(),
      seed: options.seed ?? seedFromEnv(),
      endOnFailure: true,
    },
  )
  const file = process.env.LATCH_FUZZ_REPORT
  if (file) appendFileSync(file, `${JSON.stringify(report)}\n`)
  return report
}

/**
 * A `settle` for clients on a manual clock: while the call runs and has timers waiting (refusal
 * delays, retries, time-outs), time moves `stepMs` at once, up to `steps` times; while it waits on
 * something real (a module loading), the event loop turns, for at most `realMs`. True once it
 * settled.
 */
export function settleWithClock(
  clock: { advanceAsync(ms: number): Promise<void>; pendingTimers(): number },
  { stepMs = 1000, steps = 60, realMs = 2000 } = {},
): (pending: Promise<unknown>) => Promise<boolean> {
  return async (pending) => {
    let settled = false
    const done = () => {
      settled = true
    }
    pending.then(done, done)
    const started = performance.now()
    let advanced = 0
    while (!settled) {
      if (clock.pendingTimers() > 0 && advanced < steps) {
        advanced++
        await clock.advanceAsync(stepMs)
      } else if (performance.now() - started > realMs) {
        break
      } else {
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
    return settled
  }
}
