import {
  describeFuzz,
  fuzzEntry,
  hostileNumber,
  hostileString,
  hostileValue,
} from '@latch/testkit/fuzz'
import fc from 'fast-check'
import { truncateDisplayName } from '../i18n/truncateDisplayName'
import { formatAmount, formatBalance, parseAmount } from './amount'
import { coinTypeForChainId } from './coinType'
import { isEmail } from './email'
import { assertValidName, isSignedMessage, isTransactionHash, isValidName } from './formats'

// The rule (docs/design.md, "Hostile input"): any input returns or is refused with a LatchError,
// in linear time. Amounts and names come from users and remote APIs. `unknown` parameters get
// anything; typed ones hostile values of their type (NaN, -0, huge, fractional for a number).
const decimals = fc.oneof({ weight: 3, arbitrary: fc.nat(40) }, hostileValue())

describeFuzz([
  fuzzEntry({
    name: 'parseAmount',
    input: fc.tuple(fc.oneof(hostileValue(), fc.stringMatching(/^[0-9.]{0,60}$/)), decimals),
    call: ([value, places]) => parseAmount(value, places as number),
    grow: (n): [unknown, unknown] => [`${'1'.repeat(n)}x`, 18],
  }),
  fuzzEntry({
    name: 'formatAmount',
    input: fc.tuple(
      fc.oneof(fc.bigInt(), hostileValue()),
      decimals,
      fc.oneof(fc.nat(40), hostileNumber()),
    ),
    call: ([value, places, shown]) =>
      formatAmount(value as bigint, places as number, shown as number),
    grow: (n): [unknown, unknown, number] => [10n ** BigInt(n >> 4), 18, 2],
    // V8 turns a BigInt into decimal digits a little faster than linearly (divide and conquer):
    // ×826 to ×2,206 from 64 to 16,384 digits on one quiet machine, over the default ×2,048.
    growth: { slack: 16 },
  }),
  fuzzEntry({
    name: 'formatBalance',
    input: fc.tuple(fc.oneof(fc.bigInt(), hostileValue()), decimals),
    call: ([value, places]) => formatBalance(value as bigint, places as number),
  }),
  fuzzEntry({
    name: 'isEmail',
    input: hostileValue(),
    call: isEmail,
    grow: (n) => `${'a'.repeat(n)}@x`,
  }),
  fuzzEntry({
    name: 'isValidName',
    input: hostileValue(),
    call: isValidName,
    grow: (n) => `${'a-'.repeat(n >> 1)}!`,
  }),
  fuzzEntry({
    name: 'assertValidName',
    input: hostileValue(),
    call: assertValidName,
    grow: (n) => 'a'.repeat(n),
  }),
  fuzzEntry({
    name: 'isTransactionHash',
    input: hostileValue(),
    call: isTransactionHash,
    grow: (n) => `0x${'f'.repeat(n)}`,
  }),
  fuzzEntry({
    name: 'isSignedMessage',
    input: hostileValue(),
    call: isSignedMessage,
    grow: (n) => `0x${'f'.repeat(n)}z`,
  }),
  fuzzEntry({
    name: 'coinTypeForChainId',
    input: hostileNumber(),
    call: coinTypeForChainId,
  }),
  fuzzEntry({
    name: 'truncateDisplayName',
    input: fc.tuple(hostileString(), fc.oneof(fc.nat(100), hostileNumber())),
    call: ([name, max]) => truncateDisplayName(name, max as number),
    grow: (n): [string, number] => ['👩‍👩‍👧‍👦'.repeat(n >> 3), 20],
  }),
  fuzzEntry({
    // A caller's `max` may exceed any name: no more than a display name is read, whatever it is.
    name: 'truncateDisplayName with a large max',
    input: fc.tuple(
      hostileString(),
      fc.oneof(fc.nat(), fc.constantFrom(2 ** 31, Number.MAX_SAFE_INTEGER, Infinity)),
    ),
    call: ([name, max]) => truncateDisplayName(name, max),
    grow: (n): [string, number] => [`${'a'.repeat(n >> 1)}${'🇫🇷'.repeat(n >> 3)}`, 2 ** 31],
  }),
])
