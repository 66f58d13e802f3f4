import { getSdkError } from '@walletconnect/utils'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type LocalRelay, startLocalRelay } from './startLocalRelay'
import {
  closeTestSignClient,
  createTestSignClient,
  pairClients,
  refuseRemoteFetch,
  type TestSignClient,
  waitUntil,
  withDeadline,
} from './test/testSignClients'

// The real SDK on both sides: a dapp SignClient proposes, a wallet SignClient approves, through the
// local relay. Every socket stays on 127.0.0.1; remote fetches are refused (see refuseRemoteFetch).

const evmChain = 'eip155:31337'
const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// The CAIP-2 id of the local Solana cluster the testkit runs (its genesis hash, cut to 32 chars).
const solanaChain = 'solana:9ZCKN5vFBL7Spj7dN5x35SWou4CZLDeh'
const solanaAddress = '83astBRguLMdt2h5U1Tpdq5tjFoJ6noeGwaY3mDLVcri'
// Real signing comes with the wallet peer; here the wallet answers a fixed string.
const fixedSignature = `0x${'ab'.repeat(65)}`

const proposal = {
  requiredNamespaces: {
    eip155: {
      chains: [evmChain],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['chainChanged', 'accountsChanged'],
    },
  },
  optionalNamespaces: {
    solana: { chains: [solanaChain], methods: ['solana_signMessage'], events: [] },
  },
}

const approvedNamespaces = {
  eip155: {
    chains: [evmChain],
    accounts: [`${evmChain}:${evmAddress}`],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: {
    chains: [solanaChain],
    accounts: [`${solanaChain}:${solanaAddress}`],
    methods: ['solana_signMessage'],
    events: [],
  },
}

/** Figures printed at the end, for the README. */
const figures: Record<string, string> = {}

let relay: LocalRelay
let dapp: TestSignClient
let wallet: TestSignClient
let remoteFetch: ReturnType<typeof refuseRemoteFetch>

beforeAll(() => {
  remoteFetch = refuseRemoteFetch()
})

afterAll(() => {
  remoteFetch.restore()
  console.info(
    `[relay figures]\n${Object.entries(figures)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}`,
  )
})

beforeEach(async () => {
  relay = await startLocalRelay()
  dapp = await createTestSignClient(relay.url, 'dapp')
  wallet = await createTestSignClient(relay.url, 'wallet')
})

afterEach(async () => {
  // Clients first: a client whose relay vanished keeps reconnecting.
  await Promise.all([closeTestSignClient(dapp), closeTestSignClient(wallet)])
  await relay.stop()
})

/** The wallet answers every request with the fixed signature, and records what it was asked. */
function answerRequests(client: TestSignClient) {
  const seen: { method: string; chainId: string; params: unknown }[] = []
  client.on('session_request', ({ id, topic, params }) => {
    seen.push({
      method: params.request.method,
      chainId: params.chainId,
      params: params.request.params,
    })
    client
      .respond({ topic, response: { id, jsonrpc: '2.0', result: fixedSignature } })
      .catch(() => {})
  })
  return seen
}

function personalSign(topic: string) {
  return dapp.request<string>({
    topic,
    chainId: evmChain,
    request: { method: 'personal_sign', params: ['0x68656c6c6f', evmAddress] },
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const ms = (value: number) => `${value.toFixed(0)} ms`

describe('a dapp and a wallet SignClient through the local relay', () => {
  it('pair and settle a session with EVM and Solana namespaces', async () => {
    const startedAt = performance.now()
    const session = await pairClients(dapp, wallet, proposal, { namespaces: approvedNamespaces })
    figures['pairing → settled session'] = ms(performance.now() - startedAt)

    expect(session.namespaces.eip155?.accounts).toEqual([`${evmChain}:${evmAddress}`])
    expect(session.namespaces.solana?.accounts).toEqual([`${solanaChain}:${solanaAddress}`])
    expect(session.peer.metadata.name).toBe('Latch wallet')
    expect(wallet.session.get(session.topic).peer.metadata.name).toBe('Latch dapp')

    // The proposal and approval went through the relay-side session methods, and the relay put
    // out what the SDK now expects of it (proposal 1100, answer 1101, settlement 1102).
    const methods = relay.requests().map((request) => request.method)
    expect(methods).toContain('wc_proposeSession')
    expect(methods).toContain('wc_approveSession')
    const tags = relay.storedMessages().map((message) => message.tag)
    expect(tags).toEqual(expect.arrayContaining([1100, 1101, 1102]))
    expect(relay.requests().filter((request) => request.error)).toEqual([])
  })

  it('round-trip a personal_sign request', async () => {
    const session = await pairClients(dapp, wallet, proposal, { namespaces: approvedNamespaces })
    const seen = answerRequests(wallet)

    // The wallet SDK takes one request at a time and waits 1 s after each answer before it takes
    // the next (its `requestQueueDelay`): spaced requests show the relay's latency.
    const times: number[] = []
    for (let round = 0; round < 5; round++) {
      const startedAt = performance.now()
      expect(await personalSign(session.topic)).toBe(fixedSignature)
      times.push(performance.now() - startedAt)
      await sleep(1_100)
    }
    figures['personal_sign round trip (median of 5, spaced)'] = ms(median(times))
    figures['personal_sign round trip (slowest of 5, spaced)'] = ms(Math.max(...times))

    expect(seen[0]).toEqual({
      method: 'personal_sign',
      chainId: evmChain,
      params: ['0x68656c6c6f', evmAddress],
    })
  })

  it("answer back-to-back requests one per second, as the wallet SDK's queue does", async () => {
    const session = await pairClients(dapp, wallet, proposal, { namespaces: approvedNamespaces })
    answerRequests(wallet)

    const startedAt = performance.now()
    const done: number[] = []
    await Promise.all(
      [0, 1].map(() => personalSign(session.topic).then(() => done.push(performance.now()))),
    )
    const [first, second] = done.map((at) => at - startedAt) as [number, number]
    figures['two back-to-back requests, second answered after'] = ms(second)
    expect(second - first).toBeGreaterThan(900)
  })

  it("deliver the wallet's disconnect to the dapp as session_delete", async () => {
    const session = await pairClients(dapp, wallet, proposal, { namespaces: approvedNamespaces })
    const deleted = new Promise<{ topic: string }>((resolve) =>
      dapp.once('session_delete', resolve),
    )

    await wallet.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })

    expect(await deleted).toMatchObject({ topic: session.topic })
    expect(dapp.session.keys).not.toContain(session.topic)
  })

  it("deliver the wallet's rejection of a proposal to the dapp as a rejection error", async () => {
    const rejected = pairClients(dapp, wallet, proposal, { reject: getSdkError('USER_REJECTED') })

    await expect(rejected).rejects.toEqual({ code: 5000, message: 'User rejected.' })
    expect(dapp.session.keys).toEqual([])
  })

  it('recover after the relay drops every socket: a later request still round-trips', async () => {
    const session = await pairClients(dapp, wallet, proposal, { namespaces: approvedNamespaces })
    answerRequests(wallet)

    const droppedAt = performance.now()
    expect(relay.dropSockets()).toBe(2)
    // Both clients reconnect on their own (the SDK retries 100 ms after a close) and re-subscribe.
    await waitUntil(() => relay.connectionCount() === 2, 5_000, 'clients did not reconnect in 5 s')
    figures['both clients back after dropSockets()'] = ms(performance.now() - droppedAt)

    const startedAt = performance.now()
    expect(
      await withDeadline(personalSign(session.topic), 5_000, 'no answer within 5 s after the drop'),
    ).toBe(fixedSignature)
    figures['first request after reconnecting'] = ms(performance.now() - startedAt)
    const resubscribed = relay.requests().filter((r) => r.method === 'irn_batchSubscribe')
    expect(new Set(resubscribed.map((r) => r.clientId)).size).toBe(2)
  })

  it('deliver a request sent while the relay was down once it is back', async () => {
    const session = await pairClients(dapp, wallet, proposal, { namespaces: approvedNamespaces })
    answerRequests(wallet)

    relay.refuseConnections(true)
    relay.dropSockets()
    // Both clients have seen the drop and tried (and failed) to reconnect.
    await waitUntil(() => relay.refusedCount() >= 2, 5_000, 'clients did not try to reconnect')
    const answer = personalSign(session.topic)
    await sleep(500)
    expect(relay.connectionCount()).toBe(0)

    const backAt = performance.now()
    relay.refuseConnections(false)
    // The SDK retries on its own: at growing intervals (1 s, 2 s, …), then on its 5 s heartbeat.
    expect(
      await withDeadline(answer, 15_000, 'no answer within 15 s of the relay coming back'),
    ).toBe(fixedSignature)
    figures['answer after a relay outage ends'] = ms(performance.now() - backAt)
  })

  it('fail connect() within a deadline while the relay refuses connections, and heal after', async () => {
    relay.refuseConnections(true)

    // sign-client has no connect time-out option: against a relay that is down it keeps retrying
    // and fails on its own only after ~75 s (see README). A caller bounds it with its own deadline.
    const connecting = dapp.connect(proposal)
    await expect(
      withDeadline(connecting, 2_000, 'relay unreachable: no pairing URI within 2 s'),
    ).rejects.toThrow('relay unreachable: no pairing URI within 2 s')
    expect(relay.refusedCount()).toBeGreaterThan(0)
    expect(relay.connectionCount()).toBe(0)
    expect(relay.requests()).toEqual([])

    // The relay comes back: the same connect() completes, and the proposal is on the relay.
    relay.refuseConnections(false)
    const { uri } = await withDeadline(connecting, 10_000, 'connect() did not heal within 10 s')
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(relay.requests().map((request) => request.method)).toContain('wc_proposeSession')
  })

  it('never reach for the network beyond the verify lookup the wallet makes', () => {
    // The only remote call sign-client attempted in these tests: the wallet-side attestation lookup.
    for (const call of remoteFetch.calls) {
      expect(call).toMatch(/^https:\/\/verify\.walletconnect\.(org|com)\/attestation\//)
    }
  })
})
