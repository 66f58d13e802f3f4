import { describeFuzz, fuzzEntry, hostileString } from '@latch/testkit/fuzz'
import fc from 'fast-check'
import { formatDecimal } from './formatDecimal'

// The rule (docs/design.md, "Hostile input"): balances come from wallets and remote APIs, so any
// text formats in linear time without throwing, in any locale.
describeFuzz([
  fuzzEntry({
    name: 'formatDecimal',
    input: fc.tuple(
      fc.oneof(hostileString(), fc.stringMatching(/^-?\d{0,40}(\.\d{0,10})?$/)),
      fc.constantFrom('en', 'de', 'ar', 'ja'),
    ),
    call: ([text, locale]) => formatDecimal(text, locale),
    grow: (n): [string, 'de'] => [`${'1'.repeat(n)}.5`, 'de'],
  }),
])
