import {
  createMockChainAdapter,
  createTestLatch,
  mockNetworks,
  type TestLatch,
} from '@latch/testkit'
import {
  describeFuzz,
  fuzzEntry,
  hostileString,
  hostileValue,
  settleWithClock,
} from '@latch/testkit/fuzz'
import fc from 'fast-check'
import { fetchAllowedOrigins } from '../origin/fetchAllowedOrigins'
import { definePlugin } from '../plugins/definePlugin'

// The rule (docs/design.md, "Hostile input") for what remote services answer: any status, body
// and header the network can deliver ends as data or a LatchError (MALFORMED_RESPONSE and the
// HTTP error codes), never a crash. Each input is a fresh client, so no cache hides an answer.

interface HostileAnswer {
  status: number
  body: string
  retryAfter?: string
}

/** JSON near the services' shapes (lists, pages, configs) with hostile values inside. */
const nearShape = fc
  .record(
    {
      data: fc.oneof(fc.array(hostileValue(), { maxLength: 4 }), hostileValue()),
      count: hostileValue(),
      balances: fc.oneof(fc.array(hostileValue(), { maxLength: 4 }), hostileValue()),
      features: hostileValue(),
      id: hostileValue(),
      value: hostileValue(),
    },
    { requiredKeys: [] },
  )
  .map((value) => {
    try {
      return JSON.stringify(value) ?? ''
    } catch {
      return '{}'
    }
  })

const hostileAnswer: fc.Arbitrary<HostileAnswer> = fc.record(
  {
    status: fc.oneof(
      { weight: 4, arbitrary: fc.constant(200) },
      fc.constantFrom(201, 204, 400, 401, 403, 404, 408, 429, 500, 502, 503),
      fc.integer({ min: 200, max: 599 }),
    ),
    body: fc.oneof(nearShape, fc.json(), hostileString()),
    retryAfter: fc.oneof(
      hostileString(),
      fc.constantFrom('0', '1', '-1', '1e9', 'Wed, 21 Oct 2015'),
    ),
  },
  { requiredKeys: ['status', 'body'] },
)

/** A fetch that answers every request with `answer` (a 204 or 304 carries no body). */
const answering =
  (answer: HostileAnswer): typeof fetch =>
  async () => {
    const headers = new Headers({ 'content-type': 'application/json' })
    try {
      if (answer.retryAfter !== undefined) headers.set('retry-after', answer.retryAfter)
    } catch {
      // A header value fetch could not carry is not an answer a server can send.
    }
    const empty = answer.status === 204 || answer.status === 304
    return new Response(empty ? null : answer.body, { status: answer.status, headers })
  }

/** A client (connected, on the eip155 mock adapter) whose every remote call gets `answer`. */
function clientAnswering(answer: HostileAnswer) {
  const adapter = createMockChainAdapter({ networks: [mockNetworks.home] })
  return createTestLatch({
    networks: [mockNetworks.home],
    endpoints: { api: 'http://127.0.0.1:9', data: 'http://127.0.0.1:9', rpc: 'http://127.0.0.1:9' },
    fetch: answering(answer),
    plugins: [definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) })],
  })
}

/** The client of the input being tried: its clock is the one `settle` moves. */
let current: TestLatch | undefined
/**
 * Up to 10 minutes of client time per input: a 429 whose Retry-After asks 30 s is retried three
 * times (spec §9), with time-outs in between, before it fails.
 */
const settle = (pending: Promise<unknown>) =>
  settleWithClock((current as TestLatch).clock, { steps: 600 })(pending)

/** Runs `command` on a fresh client answering `answer`, released once the command settles. */
const dispatchOn =
  (command: { type: string } & Record<string, unknown>, connect = false) =>
  (answer: HostileAnswer) => {
    const latch = clientAnswering(answer)
    current = latch
    const run = async () => {
      if (connect) await latch.dispatch({ type: 'connection.connect', connectorId: 'mock' })
      return latch.dispatch(command as never)
    }
    return run().finally(() => latch.destroy())
  }

describeFuzz([
  fuzzEntry({
    name: 'remote config answers',
    input: hostileAnswer,
    call: dispatchOn({ type: 'config.fetchRemote' }),
    options: { settle },
  }),
  fuzzEntry({
    name: 'wallet catalogue answers',
    input: hostileAnswer,
    call: dispatchOn({ type: 'wallets.fetchInitial' }),
    options: { settle },
  }),
  fuzzEntry({
    name: 'wallet search answers',
    input: hostileAnswer,
    call: dispatchOn({ type: 'wallets.search', query: 'rain' }),
    options: { settle },
  }),
  fuzzEntry({
    name: 'token balance answers',
    input: hostileAnswer,
    call: dispatchOn(
      { type: 'account.fetchTokenBalances', namespace: 'eip155', forceUpdate: true },
      true,
    ),
    options: { settle },
  }),
  fuzzEntry({
    name: 'allowed origins answers',
    input: hostileAnswer,
    call: (answer) =>
      fetchAllowedOrigins({
        apiUrl: 'http://127.0.0.1:9',
        fetch: answering(answer),
        projectId: 'fuzz',
        sdkType: 'latch',
        sdkVersion: '0',
      } as Parameters<typeof fetchAllowedOrigins>[0]),
  }),
])
