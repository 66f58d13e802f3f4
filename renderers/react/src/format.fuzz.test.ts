import { describeFuzz, fuzzEntry, hostileString } from '@latch/testkit/fuzz'
import fc from 'fast-check'
import { accountLabel, shortAddress } from './format'

// The rule (docs/design.md, "Hostile input") for what the default UI shows: names and amounts
// come from wallets and remote APIs, so any text formats in linear time without throwing.
describeFuzz([
  fuzzEntry({
    name: 'shortAddress',
    input: hostileString(),
    call: shortAddress,
    grow: (n) => `0x${'a'.repeat(n)}`,
  }),
  fuzzEntry({
    name: 'accountLabel',
    input: fc.record(
      { profileName: hostileString(), address: hostileString() },
      { requiredKeys: [] },
    ),
    call: accountLabel,
    grow: (n) => ({ profileName: '👩‍👩‍👧‍👦'.repeat(n >> 3) }),
  }),
])
