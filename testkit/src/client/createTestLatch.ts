import {
  createLatch,
  createManualClock,
  createMemoryLogger,
  createMemoryStorage,
  type Latch,
  type LatchOptions,
  type LogEntry,
  type ManualClock,
  type StorageAdapter,
} from '@latch/core'

export type CreateTestLatchOptions = Omit<Partial<LatchOptions>, 'clock' | 'logger'> & {
  /** Where the manual clock starts (ms since epoch). Default 2026-01-01T00:00:00Z. */
  startAt?: number
}

export interface TestLatch extends Latch {
  /** Time only moves when the test says so: `clock.advance(30_000)`. */
  clock: ManualClock
  /** The in-memory storage behind `latch.storage`, to seed or inspect raw values. */
  storageAdapter: StorageAdapter
  /** Everything the client logged. */
  logs: LogEntry[]
}

/** Port 9 (discard) on loopback: connections are refused at once, nothing leaves the machine. */
const CLOSED = 'http://127.0.0.1:9'

/** With no services given, calls fail at once, as a refused connection does, without trying. */
const noRemoteServices: typeof fetch = async (input) => {
  throw new TypeError(
    `fetch failed: no remote services in this test (${String(input)}); pass endpoints`,
  )
}

/**
 * A Latch client for tests: in-memory storage, a manual clock, a memory logger, no page origin
 * check, and no remote services unless `endpoints` names them (pass `startLocalStack().endpoints`
 * to talk to the local services): without them every call fails at once, as on a closed port.
 *
 * @example
 * const latch = createTestLatch({ plugins: [myPlugin()] })
 * latch.clock.advance(30_000)
 */
export function createTestLatch(options: CreateTestLatchOptions = {}): TestLatch {
  const { startAt = Date.UTC(2026, 0, 1), ...latchOptions } = options
  const clock = createManualClock(startAt)
  const storageAdapter = options.storage ?? createMemoryStorage()
  const logger = createMemoryLogger()
  const latch = createLatch({
    projectId: 'latch-test',
    window: null,
    verifyOrigin: false,
    ...latchOptions,
    fetch: latchOptions.fetch ?? (latchOptions.endpoints ? undefined : noRemoteServices),
    endpoints: {
      api: CLOSED,
      data: CLOSED,
      rpc: CLOSED,
      analytics: CLOSED,
      ...latchOptions.endpoints,
    },
    clock,
    storage: storageAdapter,
    logger,
  })
  return Object.assign(latch, { clock, storageAdapter, logs: logger.entries })
}
