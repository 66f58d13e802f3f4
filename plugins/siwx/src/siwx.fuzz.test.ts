import { createMemoryStorage } from '@latch/core'
import { definePlugin } from '@latch/core/plugin'
import {
  createMockChainAdapter,
  createTestLatch,
  mockNetworks,
  type TestLatch,
} from '@latch/testkit'
import {
  describeFuzz,
  fuzzEntry,
  hostileRecord,
  hostileString,
  hostileValue,
  settleWithClock,
} from '@latch/testkit/fuzz'
import fc from 'fast-check'
import { createPublicClient, http, type PublicClient } from 'viem'
import { beforeAll } from 'vitest'
import { siwx } from './plugin'
import { createNonceStore } from './server/nonceStore'
import { verifyAddressSignature, verifySiwxMessage } from './server/verifySiwxMessage'

// The rule (docs/design.md, "Hostile input") at @latch/siwx's boundaries: the commands' params,
// what storage holds, and the server verifier's input. Whatever comes in ends as a result or a
// LatchError, never a crash or a call left hanging, in linear time.

let latch: TestLatch
beforeAll(async () => {
  const adapter = createMockChainAdapter({ networks: [mockNetworks.home] })
  latch = createTestLatch({
    networks: [mockNetworks.home],
    plugins: [
      definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) }),
      // The default server at a closed port: every call fails as a LatchError.
      siwx({ domain: 'app.example' }),
    ],
  })
  await latch.dispatch({
    type: 'connection.connect',
    connectorId: latch.getState().connectors.all[0]!.id,
  })
})
const settle = {
  get settle() {
    return settleWithClock(latch.clock)
  },
}

// A node that is not there: the signature check's chain calls fail at once.
const closedChain = createPublicClient({ transport: http('http://127.0.0.1:9', { retryCount: 0 }) })
const verifierOptions = {
  domain: 'app.example',
  nonces: createNonceStore(),
  client: 'fuzz',
  publicClient: () => closedChain as PublicClient,
}
const SIWE_HEAD = 'app.example wants you to sign in with your Ethereum account:\n'
const SIWS_HEAD = 'app.example wants you to sign in with your Solana account:\n'
const message = fc.oneof(
  hostileString(),
  hostileValue(),
  hostileString().map((tail) => SIWE_HEAD + tail),
  hostileString().map((tail) => SIWS_HEAD + tail),
)
const caipNetworkId = fc.oneof(
  fc.constantFrom('eip155:1', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'),
  hostileString(),
  hostileValue(),
)

/** What a storage would hold for this value: its JSON, or its text when it has none. */
function asStored(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined'
  } catch {
    return String(typeof value === 'bigint' ? value : 'not json')
  }
}

describeFuzz([
  fuzzEntry({
    name: 'siwx.revoke',
    input: hostileRecord(['pci']),
    call: (params) => latch.dispatch({ ...params, type: 'siwx.revoke' } as never),
    options: settle,
  }),
  fuzzEntry({
    name: 'siwx.getSessions',
    input: hostileRecord(['address']),
    call: (params) => latch.dispatch({ ...params, type: 'siwx.getSessions' } as never),
    options: settle,
  }),
  fuzzEntry({
    name: 'siwx.signIn, siwx.prepare, siwx.cancel (params ignored)',
    input: fc.tuple(
      fc.constantFrom('siwx.signIn', 'siwx.prepare', 'siwx.cancel'),
      hostileRecord(['message']),
    ),
    call: ([type, params]) => latch.dispatch({ ...params, type } as never),
    options: settle,
  }),
  fuzzEntry({
    name: 'stored sign-in sessions (@latch/siwx_sessions)',
    input: fc.oneof(
      hostileValue(),
      fc.array(hostileRecord(['pci', 'data', 'message', 'signature'])),
    ),
    call: (stored) => {
      const storage = createMemoryStorage()
      storage.setItem('@latch/siwx_sessions', asStored(stored))
      const client = createTestLatch({ storage, plugins: [siwx({ domain: 'app.example' })] })
      const sessions = client.getState().plugins.siwx?.sessions
      client.destroy()
      if (!Array.isArray(sessions)) throw new Error('sessions is not a list')
    },
  }),
  fuzzEntry({
    name: 'verifySiwxMessage (@latch/siwx/server)',
    input: fc.record({
      message,
      signature: fc.oneof(hostileString(), hostileValue()),
      caipNetworkId,
    }),
    call: (input) => {
      const verifying = verifySiwxMessage(input as never, verifierOptions)
      // The linear-time check does not await: its refusals are expected, not unhandled.
      verifying.catch(() => {})
      return verifying
    },
    grow: (size) => ({
      message: `${SIWS_HEAD}${'a\n'.repeat(size / 2)}`,
      signature: '1'.repeat(size),
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    }),
  }),
  fuzzEntry({
    name: 'verifyAddressSignature (@latch/siwx/server)',
    input: hostileRecord(['caipNetworkId', 'address', 'message', 'signature']),
    call: (input) =>
      verifyAddressSignature({
        ...(input as object),
        publicClient: () => closedChain as PublicClient,
      } as never),
  }),
])
