import { createTestLatch } from '@latch/testkit'
import {
  describeFuzz,
  fuzzEntry,
  hostileRecord,
  hostileValue,
  settleWithClock,
} from '@latch/testkit/fuzz'
import fc from 'fast-check'
import { afterAll } from 'vitest'
import { parseOrThrow } from '../validation/parse'
import { routingSchemas } from './commandSchemas'
import type { ViewName } from './types'

// The rule (docs/design.md, "Hostile input") for `modal.open`, whose view data an app or a plugin
// builds: deep, wide, cyclic or odd data is refused with 'Invalid input' naming its field, never
// 'An error occurred' from code further in that walks it.

/** `{ child: { child: … } }`, `depth` levels down: past the stack of anything that recurses. */
function nested(depth: number, wrap: (inner: unknown) => unknown = (child) => ({ child })) {
  let value: unknown = {}
  for (let level = 0; level < depth; level++) value = wrap(value)
  return value
}

const cyclic: Record<string, unknown> = { name: 'loop' }
cyclic.self = cyclic

/** Built once: a fresh 100,000-level object per run would time the allocator, not the check. */
const deepest = [nested(100_000), nested(100_000, (inner) => [inner]), { a: nested(100_000) }]

const viewData = fc.oneof(
  hostileValue(),
  hostileRecord(['namespace', 'connectorId', 'walletId', 'caipNetworkId', 'navigateTo', 'name']),
  fc.nat(5_000).map((depth) => nested(depth)),
  fc.constantFrom(cyclic, ...deepest),
  fc.dictionary(fc.string(), fc.constantFrom(cyclic, ...deepest), { maxKeys: 3 }),
)

const latch = createTestLatch()
afterAll(() => latch.destroy())
/** The core's views: those of a client without plugins. */
const views: ViewName[] = ['Connect', 'Account', 'AllWallets', 'Networks', 'ConnectingExternal']
const openParamsSchema = routingSchemas((name) => (views as string[]).includes(name)).open

const openParams = fc.record(
  {
    view: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...views) }, hostileValue()),
    data: viewData,
    namespace: fc.oneof(fc.constantFrom('eip155', 'solana'), hostileValue()),
  },
  { requiredKeys: [] },
)

describeFuzz([
  fuzzEntry({
    name: 'dispatch modal.open',
    input: openParams,
    call: (params) => latch.dispatch({ ...params, type: 'modal.open' } as never),
    options: { settle: settleWithClock(latch.clock) },
  }),
  fuzzEntry({
    name: "modal.open's params",
    input: openParams,
    call: (params) => parseOrThrow(openParamsSchema, params),
    // The refusal reads the first level only: its time does not grow with the depth.
    grow: (depth) => ({ view: 'Connect', data: nested(depth) }),
  }),
])
