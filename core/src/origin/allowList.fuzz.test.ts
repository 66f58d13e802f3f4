import { describeFuzz, fuzzEntry, hostileString } from '@latch/testkit/fuzz'
import fc from 'fast-check'
import { isOriginAllowed, matchesOriginPattern } from './allowList'

// The rule (docs/design.md, "Hostile input"): origins come from the page, patterns from the
// Provider API; any text matches or not, in linear time, without throwing.
const origin = fc.oneof(
  hostileString(),
  fc.webUrl(),
  fc.constantFrom('http://localhost:3000', 'null'),
)
const pattern = fc.oneof(
  hostileString(),
  fc.webUrl(),
  fc.constantFrom('*', '*.example.com', 'https://*.example.com:*', 'localhost:*', '://', '*.'),
)

describeFuzz([
  fuzzEntry({
    name: 'matchesOriginPattern',
    input: fc.tuple(origin, pattern),
    call: ([page, allowed]) => matchesOriginPattern(page, allowed),
    grow: (n): [string, string] => [
      `https://${'a.'.repeat(n >> 1)}example.com`,
      `*.${'b'.repeat(n)}`,
    ],
  }),
  fuzzEntry({
    name: 'isOriginAllowed',
    input: fc.tuple(origin, fc.array(pattern, { maxLength: 5 })),
    call: ([page, patterns]) => isOriginAllowed(page, patterns),
  }),
])
