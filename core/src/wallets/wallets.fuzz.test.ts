import { describeFuzz, fuzzEntry, hostileString } from '@latch/testkit/fuzz'
import fc from 'fast-check'
import { filterForMobile } from './mobileFilter'
import { normaliseSearchText, searchWallets } from './searchWallets'
import type { CatalogueWallet } from './types'
import { filterForUniversalProvider } from './universalProviderFilter'

// The rule (docs/design.md, "Hostile input"): catalogue entries come from the Provider API and
// search text from the visitor; any of it filters in linear time without throwing.
const text = fc.option(hostileString(), { nil: undefined })
const wallet: fc.Arbitrary<CatalogueWallet> = fc.record(
  {
    id: hostileString(),
    name: hostileString(),
    rdns: fc.option(hostileString()),
    chains: fc.array(hostileString(), { maxLength: 3 }),
    mobile_link: fc.option(hostileString()),
    desktop_link: fc.option(hostileString()),
    webapp_link: fc.option(hostileString()),
    homepage: fc.option(hostileString()),
    image_url: text,
  },
  { requiredKeys: ['id', 'name'] },
) as fc.Arbitrary<CatalogueWallet>
const wallets = fc.array(wallet, { maxLength: 6 })

describeFuzz([
  fuzzEntry({
    name: 'normaliseSearchText',
    input: hostileString(),
    call: normaliseSearchText,
    grow: (n) => ` ${'A'.repeat(n)} `,
  }),
  fuzzEntry({
    name: 'searchWallets',
    input: fc.tuple(wallets, hostileString()),
    call: ([list, query]) => searchWallets(list, query),
    grow: (n): [CatalogueWallet[], string] => [
      [{ id: 'x', name: 'ab'.repeat(n) }],
      'ab'.repeat(n >> 4),
    ],
    // V8 lower-cases a short string on a fast path and a long one on a path about 40 times slower
    // per character (Node 20: 32 Ki → 128 Ki characters took 0.004 → 0.65 ms), so 1 Ki → 256 Ki
    // units crossed it (×4,599 against ×2,048, a fresh clone's run). Both sizes above it: linear
    // stays near ×16, a quadratic search is ×256 against ×128 allowed.
    growth: { small: 64 * 1024, large: 1024 * 1024 },
  }),
  fuzzEntry({
    name: 'filterForMobile',
    input: fc.tuple(wallets, hostileString()),
    call: ([list, platform]) => filterForMobile(list, platform as never),
  }),
  fuzzEntry({
    name: 'filterForUniversalProvider',
    input: wallets,
    call: filterForUniversalProvider,
  }),
])
