import {
  describeFuzz,
  fuzzEntry,
  hostileRecord,
  hostileString,
  hostileValue,
} from '@latch/testkit/fuzz'
import fc from 'fast-check'
import { createManualClock } from '../clock/manualClock'
import { createMemoryLogger } from '../log/logger'
import { OPTION_NAMES } from '../options/schema'
import { createMemoryStorage } from '../storage/adapter'
import { cacheSchemas, storageKeyName, storageSchemas } from '../storage/keys'
import { createLatch } from './createLatch'

// The rule (docs/design.md, "Hostile input") at the client's front door: `createLatch` returns a
// working client or refuses with a LatchError, whatever the options, plugins or stored values.
// Remote calls are refused at once and time stands still: nothing leaves the machine.
const offline = async () => {
  throw new TypeError('fetch failed: offline fuzz run')
}
const start = (options: Record<string, unknown>) => {
  const latch = createLatch({
    ...options,
    fetch: offline,
    clock: createManualClock(0),
    window: null,
    logger: createMemoryLogger(),
  } as unknown as Parameters<typeof createLatch>[0])
  latch.destroy()
}

const optionKeys = OPTION_NAMES
const projectId = fc.oneof({ weight: 3, arbitrary: fc.constant('fuzz') }, hostileValue())

/** Plugins as a careless or hostile author writes them: odd names, requirements and setups. */
const hostilePlugin = fc.oneof(
  hostileValue(),
  fc.record(
    {
      name: fc.oneof(
        hostileString(),
        fc.constantFrom('__proto__', 'constructor', 'a'),
        hostileValue(),
      ),
      requires: fc.oneof(fc.array(fc.constantFrom('a', 'b', '__proto__')), hostileValue()),
      initialState: hostileValue(),
      setup: fc.constantFrom(
        () => {},
        () => () => {},
        () => {
          throw new TypeError('setup broke')
        },
        async () => {
          throw new Error('async setup broke')
        },
        () => 'not a teardown',
      ),
    },
    { requiredKeys: [] },
  ),
)

/** Raw stored values: valid JSON of the wrong shape, corrupt text, prototype keys. */
const storedText = fc.oneof(
  fc.json(),
  hostileString(),
  hostileValue().map((value) => {
    try {
      return JSON.stringify(value) ?? 'undefined'
    } catch {
      return '{'
    }
  }),
)
const storageKeys = [...Object.keys(storageSchemas), ...Object.keys(cacheSchemas)].map((key) =>
  storageKeyName(key as keyof typeof storageSchemas, '@latch/'),
)

describeFuzz([
  fuzzEntry({
    name: 'createLatch options',
    input: fc.tuple(projectId, hostileRecord(optionKeys)),
    call: ([id, options]) => start({ ...options, projectId: id }),
  }),
  fuzzEntry({
    name: 'createLatch plugins',
    input: fc.array(hostilePlugin, { maxLength: 4 }),
    call: (plugins) => start({ projectId: 'fuzz', plugins }),
  }),
  fuzzEntry({
    name: 'createLatch on corrupt storage',
    input: fc.dictionary(fc.oneof(fc.constantFrom(...storageKeys), hostileString()), storedText, {
      maxKeys: 8,
    }),
    call: async (stored) => {
      const storage = createMemoryStorage()
      for (const [key, text] of Object.entries(stored)) await storage.setItem(key, text)
      start({ projectId: 'fuzz', storage })
    },
  }),
])
