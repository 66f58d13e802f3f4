import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'

/**
 * Real `@walletconnect/sign-client` (and `@walletconnect/core`) instances wired to the local relay,
 * for this folder's tests. Not exported from the package: the SDK is a dev dependency of the
 * testkit.
 */

export type TestSignClient = InstanceType<typeof SignClient>
export type TestCore = InstanceType<typeof Core>

/**
 * The SDK's key-value storage interface, in memory. In Node the SDK's default storage is a file
 * database shared by every client of the process; each test client needs its own, empty one.
 * Values are cloned in and out, as a serializing store would, so no caller can mutate the store.
 */
export function createMemoryStorage() {
  const entries = new Map<string, unknown>()
  return {
    async getKeys(): Promise<string[]> {
      return [...entries.keys()]
    },
    async getEntries<T = unknown>(): Promise<[string, T][]> {
      return [...entries].map(([key, value]) => [key, structuredClone(value) as T])
    },
    async getItem<T = unknown>(key: string): Promise<T | undefined> {
      return entries.has(key) ? (structuredClone(entries.get(key)) as T) : undefined
    },
    async setItem<T = unknown>(key: string, value: T): Promise<void> {
      entries.set(key, structuredClone(value))
    },
    async removeItem(key: string): Promise<void> {
      entries.delete(key)
    },
  }
}

let clientCount = 0

/**
 * Options every test client gets: the local relay, telemetry off, memory storage, and a storage
 * prefix of its own. The prefix matters beyond storage: the SDK keeps one Core per prefix on
 * `globalThis` and hands it to the next client created with the same prefix, so two clients would
 * share one identity. `LATCH_WC_LOG=debug` shows the SDK's own log.
 */
function clientOptions(relayUrl: string, name: string) {
  return {
    projectId: 'latch-local-project',
    relayUrl,
    telemetryEnabled: false,
    storage: createMemoryStorage(),
    customStoragePrefix: `latch-relay-test-${process.pid}-${++clientCount}-${name}`,
    logger: process.env.LATCH_WC_LOG ?? 'silent',
  }
}

/** A SignClient on the local relay (see `clientOptions`). */
export async function createTestSignClient(
  relayUrl: string,
  name: string,
  options: Partial<SignClientTypes.Options> = {},
): Promise<TestSignClient> {
  return SignClient.init({
    ...clientOptions(relayUrl, name),
    metadata: {
      name: `Latch ${name}`,
      description: `Latch relay test ${name}`,
      url: 'http://127.0.0.1',
      icons: [],
    },
    ...options,
  })
}

/**
 * A bare Core on the local relay: the SDK's relayer (`core.relayer.subscribe`, `publish`,
 * `request`) without the sign protocol, for testing the relay's own methods with the real client.
 */
export async function createTestCore(relayUrl: string, name: string): Promise<TestCore> {
  const core = new Core(clientOptions(relayUrl, name))
  await core.start()
  return core
}

/**
 * Stops what the SDK leaves running: the relay socket (closed on purpose, so it does not
 * reconnect), the 5 s heartbeat timer, and the global Core registration.
 */
export async function closeTestCore(core: TestCore | TestSignClient['core']): Promise<void> {
  await core.relayer.transportClose().catch(() => {})
  core.heartbeat.stop()
  const key = `_walletConnectCore_${core.opts?.customStoragePrefix ?? ''}`
  const globals = globalThis as Record<string, unknown>
  delete globals[key]
  delete globals[`${key}_count`]
}

export async function closeTestSignClient(client: TestSignClient): Promise<void> {
  await closeTestCore(client.core)
}

/**
 * The whole handshake: the dapp proposes, the wallet pairs with the `wc:` URI and answers the
 * proposal with `answer` (approve with these namespaces, or reject). Resolves with the dapp's
 * settled session; rejects as `approval()` does when the wallet rejects.
 */
export async function pairClients(
  dapp: TestSignClient,
  wallet: TestSignClient,
  proposal: Parameters<TestSignClient['connect']>[0],
  answer: { namespaces: SessionTypes.Namespaces } | { reject: { code: number; message: string } },
): Promise<SessionTypes.Struct> {
  wallet.once('session_proposal', ({ id }) => {
    const reply =
      'reject' in answer
        ? wallet.reject({ id, reason: answer.reject })
        : wallet.approve({ id, namespaces: answer.namespaces })
    // A failure here surfaces as the dapp's approval never settling; the test's timeout says so.
    reply.catch(() => {})
  })
  const { uri, approval } = await dapp.connect(proposal)
  if (!uri) throw new Error('connect() returned no pairing URI')
  await wallet.pair({ uri })
  return approval()
}

/** Rejects with `message` if `promise` has not settled within `ms`. */
export function withDeadline<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms)
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}

/** Polls `condition` every 10 ms; rejects with `message` after `ms`. */
export async function waitUntil(condition: () => boolean, ms: number, message: string) {
  const giveUpAt = performance.now() + ms
  while (!condition()) {
    if (performance.now() > giveUpAt) throw new Error(message)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/**
 * Refuses every `fetch` to a non-loopback host, and records it. The wallet side of sign-client
 * asks verify.walletconnect.org about each proposal it receives; a test must not depend on the
 * internet (offline, a refused fetch costs nothing; a black-holed one costs the SDK's 5 s).
 */
export function refuseRemoteFetch(): { calls: string[]; restore(): void } {
  const original = globalThis.fetch
  const calls: string[] = []
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return original(input, init)
    calls.push(url.origin + url.pathname)
    throw new TypeError(`fetch refused in tests: ${url.origin}`)
  }
  return {
    calls,
    restore() {
      globalThis.fetch = original
    },
  }
}
