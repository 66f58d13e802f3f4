import { describeFuzz, fuzzEntry, hostileString, hostileValue } from '@latch/testkit/fuzz'
import fc from 'fast-check'
import { isAddressForNamespace, isEvmAddress } from './address'
import { formatCaipNetworkId, isCaipNetworkId, isChainNamespace, parseCaipNetworkId } from './caip'
import {
  formatCaipAddress,
  isCaipAddress,
  parseCaipAddress,
  validateCaipAddress,
} from './caipAddress'
import { isSolanaAddress } from './solanaAddress'

// The rule (docs/design.md, "Hostile input"): any input returns or is refused with a LatchError,
// in linear time. `unknown` parameters get anything; typed ones hostile values of their type.
describeFuzz([
  fuzzEntry({
    name: 'parseCaipNetworkId',
    input: hostileValue(),
    call: parseCaipNetworkId,
    grow: (n) => `eip155:${'1'.repeat(n)}`,
  }),
  fuzzEntry({
    name: 'isCaipNetworkId',
    input: hostileValue(),
    call: isCaipNetworkId,
    grow: (n) => `${'a'.repeat(n)}:1`,
  }),
  fuzzEntry({
    name: 'parseCaipAddress',
    input: hostileValue(),
    call: parseCaipAddress,
    grow: (n) => `eip155:1:0x${'a'.repeat(n)}`,
  }),
  fuzzEntry({
    name: 'isCaipAddress',
    input: hostileValue(),
    call: isCaipAddress,
    grow: (n) => `eip155:1:${':'.repeat(n)}`,
  }),
  fuzzEntry({
    name: 'validateCaipAddress',
    input: hostileValue(),
    call: validateCaipAddress,
    grow: (n) => `solana:${'1'.repeat(n)}:x`,
  }),
  fuzzEntry({
    name: 'isChainNamespace',
    input: hostileValue(),
    call: isChainNamespace,
    grow: (n) => 'e'.repeat(n),
  }),
  fuzzEntry({
    name: 'isEvmAddress',
    input: hostileValue(),
    call: isEvmAddress,
    grow: (n) => `0x${'a'.repeat(n)}`,
  }),
  fuzzEntry({
    name: 'isSolanaAddress',
    input: hostileValue(),
    call: isSolanaAddress,
    grow: (n) => '1'.repeat(n),
  }),
  fuzzEntry({
    name: 'isAddressForNamespace',
    input: fc.tuple(hostileString(), hostileValue()),
    call: ([namespace, address]) => isAddressForNamespace(namespace, address),
    grow: (n): [string, unknown] => ['eip155', `0x${'0'.repeat(n)}`],
  }),
  fuzzEntry({
    name: 'formatCaipNetworkId',
    input: fc.tuple(hostileString(), fc.oneof(hostileString(), fc.integer())) as fc.Arbitrary<
      [string, string | number]
    >,
    call: ([namespace, reference]) => formatCaipNetworkId(namespace, reference),
    grow: (n): [string, string] => ['eip155', '1'.repeat(n)],
  }),
  fuzzEntry({
    name: 'formatCaipAddress',
    input: fc.tuple(hostileString(), hostileString()),
    call: ([network, address]) => formatCaipAddress(network as `${string}:${string}`, address),
    grow: (n): [string, string] => ['eip155:1', `0x${'a'.repeat(n)}`],
  }),
])
