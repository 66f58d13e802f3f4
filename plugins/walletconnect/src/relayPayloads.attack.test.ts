import { defineEip155Network, eip155 } from '@latch/eip155'
import { defineSolanaNetwork, solana } from '@latch/solana'
import {
  createRelayTestWallet,
  createTestLatch,
  type Devnet,
  type LocalRelay,
  type RelayTestWallet,
  type RelayWalletSessionNamespace,
  type SolanaValidator,
  startDevnet,
  startLocalRelay,
  startSolanaValidator,
  type TestLatch,
} from '@latch/testkit'
import { Connection, Keypair, PublicKey, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { walletConnect } from './plugin'
import { IGNORED_EVENT } from './session/createSessionController'
import { MAX_SESSION_ADDRESSES } from './session/grantedNamespaces'
import { noStandardWallets, readyUri, sdkMemoryStorage } from './test/relayTestParts'

// A hostile or buggy wallet on the other side of the relay (issue 13): the real SDK on both sides
// of the local relay, the relay test wallet sending what no honest wallet sends (`approve` with
// `sessionNamespaces`, `respond(result)`, and its SignClient's own `emit`/`update`). Everything a
// wallet sends is untrusted: refused with a LatchError or ignored, and Latch's state stays
// consistent. One relay, EVM devnet and Solana validator for the file.

let relay: LocalRelay
let devnet: Devnet
let validator: SolanaValidator
beforeAll(async () => {
  ;[relay, devnet, validator] = await Promise.all([
    startLocalRelay(),
    startDevnet(),
    startSolanaValidator(),
  ])
})
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await Promise.all([relay?.stop(), devnet?.stop(), validator?.stop()])
})

let prefix = 0

/** A page asking for both local EVM chains and the local Solana cluster. */
function page() {
  const latch = createTestLatch({
    networks: [
      ...devnet.chains.map((chain, i) =>
        defineEip155Network({ chainId: chain.chainId, name: `EVM ${i}`, rpcUrl: chain.rpcUrl }),
      ),
      defineSolanaNetwork({
        genesisHash: validator.genesisHash,
        name: 'Local Solana',
        rpcUrl: validator.rpcUrl,
        wsUrl: validator.wsUrl,
      }),
    ],
    endpoints: { relay: relay.url },
    plugins: [
      eip155({ gatewayChainIds: [] }),
      solana({ wallets: noStandardWallets }),
      walletConnect({
        sdk: {
          storage: sdkMemoryStorage() as never,
          customStoragePrefix: `latch-wc-attack-${process.pid}-${++prefix}`,
          logger: 'silent',
        },
      }),
    ],
  })
  cleanups.push(() => latch.destroy())
  return latch
}

async function phone(options: { autoApprove?: boolean } = {}) {
  const wallet = await createRelayTestWallet({
    relayUrl: relay.url,
    evm: { privateKeys: [devnet.accounts[5]!.privateKey], chains: devnet.chains },
    solana: {
      secretKeys: [validator.accounts[5]!.secretKey],
      chains: [{ chainId: validator.chainId, rpcUrl: validator.rpcUrl }],
    },
    requestQueue: false,
    autoApprove: options.autoApprove ?? true,
  })
  cleanups.push(() => wallet.close())
  return wallet
}

const evmA = () => `eip155:${devnet.chains[0]!.chainId}`
const evmB = () => `eip155:${devnet.chains[1]!.chainId}`
const sol = () => validator.chainId
const user = () => devnet.accounts[5]!.address
const userSol = () => validator.accounts[5]!.publicKey
/** A valid address the session never granted. */
const stranger = () => devnet.accounts[7]!.address
const evmAddress = (i: number) => `0x${i.toString(16).padStart(40, '0')}`

const METHODS: Record<string, string[]> = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
  cosmos: ['cosmos_signDirect'],
}
/** A session namespace as a wallet sends it: its chains read off its accounts. */
function namespace(name: string, accounts: string[]): RelayWalletSessionNamespace {
  const chains = [
    ...new Set(
      accounts
        .filter((a) => a.split(':').length === 3)
        .map((a) => a.split(':').slice(0, 2).join(':')),
    ),
  ]
  return {
    chains,
    accounts,
    methods: METHODS[name] ?? [],
    events: ['accountsChanged', 'chainChanged'],
  }
}

/** A page and a wallet paired, the proposal approved with `sessionNamespaces` as given. */
async function approvedWith(sessionNamespaces: Record<string, RelayWalletSessionNamespace>) {
  const latch = page()
  const wallet = await phone()
  const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
  connecting.catch(() => {})
  await wallet.pair(await readyUri(latch))
  await wallet.approve(undefined, { sessionNamespaces })
  return { latch, wallet, connecting }
}

/** A page connected to an honest approval (both EVM chains and Solana). */
async function connected(options: { autoApprove?: boolean } = {}) {
  const latch = page()
  const wallet = await phone(options)
  const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
  await wallet.pair(await readyUri(latch))
  await wallet.approve()
  await connecting
  await vi.waitFor(() => expect(latch.getState().accounts.solana?.status).toBe('connected'))
  return { latch, wallet }
}

/** The wallet emits a session event as given (its SignClient checks only the chain and name). */
const emit = (wallet: RelayTestWallet, chainId: string, name: string, data: unknown) =>
  wallet.client.emit({ topic: wallet.sessions()[0]!.topic, chainId, event: { name, data } })

const ignoredEvents = (latch: TestLatch) =>
  latch.logs.filter((entry) => entry.message.includes(IGNORED_EVENT)).length

/** What the page shows of its connections, as one comparable value. */
const shown = (latch: TestLatch) => {
  const { accounts, networks, connectors } = latch.getState()
  return JSON.stringify({
    eip155: [accounts.eip155?.status, accounts.eip155?.caipAddress, accounts.eip155?.allAccounts],
    solana: [accounts.solana?.status, accounts.solana?.caipAddress, accounts.solana?.allAccounts],
    networks: [
      networks.byNamespace.eip155?.caipNetworkId,
      networks.byNamespace.solana?.caipNetworkId,
    ],
    active: connectors.activeIds,
  })
}

/** Every value `shown` took from now on. */
function watchShown(latch: TestLatch) {
  const seen = new Set([shown(latch)])
  cleanups.push(
    latch.subscribe(
      () => shown(latch),
      (value) => seen.add(value),
    ),
  )
  return seen
}

describe('relay payloads: a session approved with accounts the dapp did not ask for', () => {
  it('keeps only valid accounts on requested chains: other chains and namespaces, malformed, duplicated and __proto__ entries dropped', async () => {
    const hostile: Record<string, RelayWalletSessionNamespace> = {
      eip155: namespace('eip155', [
        `eip155:999:${stranger()}`,
        `${evmA()}:notanaddress`,
        `${evmA()}:${user()}`,
        `${evmA()}:${user().toLowerCase()}`,
        `${evmB()}:${user()}`,
        ...Array.from({ length: 2000 }, () => `${evmA()}:${user()}`),
      ]),
      solana: namespace('solana', [
        `${sol()}:${bs58.encode(new Uint8Array(31).fill(5))}`,
        `${sol()}:${userSol()}`,
        `solana:notrequested:${validator.accounts[6]!.publicKey}`,
      ]),
      cosmos: namespace('cosmos', [
        'cosmos:cosmoshub-4:cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
      ]),
    }
    // An own `__proto__` key, as JSON carries it.
    Object.defineProperty(hostile, '__proto__', {
      value: namespace('eip155', [`${evmA()}:${stranger()}`]),
      enumerable: true,
    })
    const { latch, connecting } = await approvedWith(hostile)
    await connecting
    await vi.waitFor(() => expect(latch.getState().accounts.solana?.status).toBe('connected'))

    const { accounts, networks } = latch.getState()
    expect(accounts.eip155).toMatchObject({
      status: 'connected',
      address: user(),
      caipAddress: `${evmA()}:${user()}`,
    })
    expect(accounts.eip155?.allAccounts.map((a) => a.address)).toEqual([user()])
    expect(accounts.solana?.allAccounts.map((a) => a.address)).toEqual([userSol()])
    expect(networks.byNamespace.eip155?.caipNetworkId).toBe(evmA())
    expect(networks.byNamespace.solana?.caipNetworkId).toBe(sol())
    expect(({} as Record<string, unknown>).accounts).toBeUndefined()
  })

  it(`keeps at most ${MAX_SESSION_ADDRESSES} addresses of thousands approved`, async () => {
    const many = Array.from({ length: 3000 }, (_, i) => `${evmA()}:${evmAddress(i + 1)}`)
    const { latch, connecting } = await approvedWith({
      eip155: namespace('eip155', [`${evmA()}:${user()}`, ...many]),
    })
    await connecting
    const eip = latch.getState().accounts.eip155
    expect(eip?.address).toBe(user())
    expect(eip?.allAccounts).toHaveLength(MAX_SESSION_ADDRESSES)
  })

  it('refuses an approval with no valid account (CONNECTOR_ACCOUNT_NOT_FOUND) and ends the session: nothing half-connected', async () => {
    const { latch, wallet, connecting } = await approvedWith({
      eip155: namespace('eip155', [`${evmA()}:notanaddress`, `eip155:999:${user()}`]),
      solana: namespace('solana', [`${sol()}:${user()}`]),
      cosmos: namespace('cosmos', [
        'cosmos:cosmoshub-4:cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
      ]),
    })
    await expect(connecting).rejects.toMatchObject({
      code: 'CONNECTOR_ACCOUNT_NOT_FOUND',
      details: 'The wallet approved no valid account on the requested networks',
    })
    await vi.waitFor(async () => expect(wallet.sessions()).toHaveLength(0), { timeout: 10_000 })
    const { accounts, connectors } = latch.getState()
    expect([accounts.eip155?.status, accounts.solana?.status]).toEqual([
      'disconnected',
      'disconnected',
    ])
    expect(connectors.activeIds).toEqual({})

    // A fresh pairing and an honest approval connect as usual.
    const again = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
    await wallet.pair(await readyUri(latch))
    await wallet.approve()
    await again
    expect(latch.getState().accounts.eip155?.address).toBe(user())
  })

  it('refuses a session granting no eip155 account when connecting on eip155, and ends it (the other namespace does not keep it open)', async () => {
    const { latch, wallet, connecting } = await approvedWith({
      eip155: namespace('eip155', [`${evmA()}:notanaddress`]),
      solana: namespace('solana', [`${sol()}:${userSol()}`]),
    })
    await expect(connecting).rejects.toMatchObject({
      code: 'CONNECTOR_ACCOUNT_NOT_FOUND',
      details: 'The wallet approved no valid eip155 account on the requested networks',
    })
    await vi.waitFor(async () => expect(wallet.sessions()).toHaveLength(0), { timeout: 10_000 })
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
    expect(latch.getState().accounts.solana?.status).toBe('disconnected')
  })

  it('an empty account is refused by the SDK before it leaves the wallet; the proposal stays answerable', async () => {
    // Already defended by the SDK (CAIP-10 shape, both sides): Latch never sees such a session.
    const latch = page()
    const wallet = await phone()
    const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
    await wallet.pair(await readyUri(latch))
    const proposal = await wallet.nextProposal()
    await expect(
      wallet.approve(proposal, { sessionNamespaces: { eip155: namespace('eip155', ['']) } }),
    ).rejects.toThrow(/approving proposal .* failed/)
    expect(latch.getState().accounts.eip155?.status).toBe('connecting')
    await wallet.approve(proposal)
    await connecting
    expect(latch.getState().accounts.eip155?.allAccounts.map((a) => a.address)).toEqual([user()])
  })
})

describe('relay payloads: wallet events with bad payloads', () => {
  it('ignores accountsChanged with non-addresses, accounts not in the session, and odd shapes', async () => {
    const { latch, wallet } = await connected()
    const before = shown(latch)
    const seen = watchShown(latch)
    const payloads: unknown[] = [
      ['notanaddress'],
      [stranger()],
      [user(), stranger()],
      [`eip155:999:${user()}`],
      [],
      user(),
      { 0: user(), length: 1 },
      JSON.parse(`{"__proto__": ["${user()}"]}`),
      Array.from({ length: 5000 }, () => user()),
      [userSol()],
    ]
    for (const data of payloads) await emit(wallet, evmA(), 'accountsChanged', data)
    await emit(wallet, sol(), 'accountsChanged', [stranger()])
    await emit(wallet, sol(), 'accountsChanged', [validator.accounts[6]!.publicKey])
    await vi.waitFor(() => expect(ignoredEvents(latch)).toBe(payloads.length + 2), {
      timeout: 10_000,
    })
    expect(shown(latch)).toBe(before)
    expect([...seen]).toEqual([before])
  })

  it('ignores chainChanged to a chain not in the session, or garbage; a granted chain still switches', async () => {
    const { latch, wallet } = await connected()
    const before = shown(latch)
    const seen = watchShown(latch)
    const payloads: unknown[] = [
      '0xzz',
      -1,
      0,
      2 ** 60,
      `0x${'f'.repeat(20)}`,
      999,
      'eip155:999',
      null,
      {},
      [1],
    ]
    for (const data of payloads) await emit(wallet, evmA(), 'chainChanged', data)
    await emit(wallet, sol(), 'chainChanged', 'solana:elsewhere')
    await vi.waitFor(() => expect(ignoredEvents(latch)).toBe(payloads.length + 1), {
      timeout: 10_000,
    })
    expect(shown(latch)).toBe(before)
    expect([...seen]).toEqual([before])

    await wallet.emitChainChanged(evmB())
    await vi.waitFor(() =>
      expect(latch.getState().networks.byNamespace.eip155?.caipNetworkId).toBe(evmB()),
    )
  })

  it('ignores events on a namespace or chain the dapp did not ask for, even when the session has it', async () => {
    const { latch, wallet, connecting } = await approvedWith({
      eip155: namespace('eip155', [`${evmA()}:${user()}`, `eip155:999:${user()}`]),
      solana: namespace('solana', [`${sol()}:${userSol()}`, `solana:elsewhere:${userSol()}`]),
      cosmos: namespace('cosmos', [
        'cosmos:cosmoshub-4:cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
      ]),
    })
    await connecting
    await vi.waitFor(() => expect(latch.getState().accounts.solana?.status).toBe('connected'))
    const before = shown(latch)
    await emit(wallet, 'eip155:999', 'chainChanged', 999)
    await emit(wallet, 'solana:elsewhere', 'chainChanged', 'solana:elsewhere')
    await emit(wallet, 'cosmos:cosmoshub-4', 'chainChanged', 'cosmos:cosmoshub-4')
    await emit(wallet, 'cosmos:cosmoshub-4', 'accountsChanged', [
      'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
    ])
    await vi.waitFor(() => expect(ignoredEvents(latch)).toBe(4), { timeout: 10_000 })
    expect(shown(latch)).toBe(before)

    // Requests still go to the requested chains.
    await latch.dispatch({ type: 'account.signMessage', namespace: 'solana', message: 'here' })
    await latch.dispatch({ type: 'account.signMessage', message: 'here' })
    expect(wallet.requests().map((r) => r.chainId)).toEqual([sol(), evmA()])
  })
})

describe('relay payloads: request results that are not what was asked', () => {
  /** Runs `run` and answers the wallet's request with `result`, as given. */
  async function answered(wallet: RelayTestWallet, run: () => Promise<unknown>, result: unknown) {
    const pending = run()
    pending.catch(() => {})
    const request = await wallet.nextRequest()
    await request.respond(result)
    return { pending, request }
  }
  const malformed = (method: string) => ({
    code: 'MALFORMED_RESPONSE',
    details: expect.stringContaining(method),
  })

  it('refuses a personal_sign answer that is not hex, or not 65 or more bytes', async () => {
    const { latch, wallet } = await connected({ autoApprove: false })
    const sign = () => latch.dispatch({ type: 'account.signMessage', message: 'hi' })
    for (const bad of [
      'not a signature',
      `0x${'ab'.repeat(64)}`,
      `0x${'ab'.repeat(65)}0`,
      { r: 1 },
    ]) {
      const { pending } = await answered(wallet, sign, bad)
      await expect(pending).rejects.toMatchObject(malformed('personal_sign'))
    }
    expect(wallet.requests().map((r) => r.method)).toEqual(Array(4).fill('personal_sign'))
  })

  it('refuses an eth_sendTransaction answer that is not a 32-byte hash, and sends nothing twice', async () => {
    const { latch, wallet } = await connected({ autoApprove: false })
    const { pending } = await answered(
      wallet,
      () =>
        latch.dispatch({
          type: 'account.sendTransaction',
          namespace: 'eip155',
          transaction: { to: stranger(), value: 1n },
        }),
      '0x1234',
    )
    await expect(pending).rejects.toMatchObject(malformed('eth_sendTransaction'))
    expect(wallet.requests().map((r) => r.method)).toEqual(['eth_sendTransaction'])
  })

  it('refuses a solana_signMessage answer that is not the base58 of 64 bytes, or carries __proto__', async () => {
    const { latch, wallet } = await connected({ autoApprove: false })
    const sign = () =>
      latch.dispatch({ type: 'account.signMessage', namespace: 'solana', message: 'hi' })
    const valid = bs58.encode(new Uint8Array(64).fill(3))
    for (const bad of [
      { signature: 'abc' },
      { signature: bs58.encode(new Uint8Array(32).fill(3)) },
      valid,
      JSON.parse(`{"__proto__": {"signature": "${valid}"}}`),
      JSON.parse(`{"signature": "${valid}", "__proto__": {"polluted": true}}`),
    ]) {
      const { pending } = await answered(wallet, sign, bad)
      await expect(pending).rejects.toMatchObject(malformed('solana_signMessage'))
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('refuses a solana_signTransaction answer that is another transaction (a swapped receiver): nothing is sent', async () => {
    const { latch, wallet } = await connected({ autoApprove: false })
    const receiver = validator.accounts[6]!.publicKey
    const thief = new PublicKey(validator.accounts[7]!.publicKey)
    const rpc = new Connection(validator.rpcUrl, 'confirmed')
    const [receiverBefore, thiefBefore] = await Promise.all([
      rpc.getBalance(new PublicKey(receiver)),
      rpc.getBalance(thief),
    ])
    const sending = latch.dispatch({
      type: 'account.sendTransaction',
      namespace: 'solana',
      transaction: { to: receiver, value: 5_000n },
    })
    sending.catch(() => {})
    const request = await wallet.nextRequest()
    expect(request.method).toBe('solana_signTransaction')
    // The wallet signs a transfer to another account and answers with it.
    const asked = Transaction.from(
      Buffer.from((request.params as { transaction: string }).transaction, 'base64'),
    )
    const swapped = Transaction.from(
      asked.serialize({ requireAllSignatures: false, verifySignatures: false }),
    )
    const transfer = swapped.instructions[0]!
    const to = transfer.keys.find((key) => key.pubkey.toBase58() === receiver)!
    to.pubkey = thief
    swapped.partialSign(Keypair.fromSecretKey(validator.accounts[5]!.secretKey))
    await request.respond({
      signature: bs58.encode(swapped.signature!),
      transaction: swapped.serialize({ requireAllSignatures: false }).toString('base64'),
    })
    await expect(sending).rejects.toMatchObject(
      malformed('other than the one it was asked to sign'),
    )
    expect(await rpc.getBalance(new PublicKey(receiver))).toBe(receiverBefore)
    expect(await rpc.getBalance(thief)).toBe(thiefBefore)
  })
})

describe('relay payloads: a session update or second settle adding namespaces', () => {
  it('ignores namespaces, chains and accounts an update adds beyond what was requested', async () => {
    const { latch, wallet } = await connected()
    const before = shown(latch)
    const seen = watchShown(latch)
    const [session] = wallet.sessions()
    const { acknowledged } = await wallet.client.update({
      topic: session!.topic,
      namespaces: {
        ...session!.namespaces,
        eip155: namespace('eip155', [
          ...session!.namespaces.eip155!.accounts,
          `eip155:999:${stranger()}`,
          `${evmA()}:notanaddress`,
        ]),
        cosmos: namespace('cosmos', [
          'cosmos:cosmoshub-4:cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
        ]),
      },
    })
    await acknowledged()
    // What the update added is no chain Latch takes: events on it are ignored.
    await emit(wallet, 'eip155:999', 'chainChanged', 999)
    await emit(wallet, evmA(), 'accountsChanged', [stranger()])
    await emit(wallet, 'cosmos:cosmoshub-4', 'chainChanged', 'cosmos:cosmoshub-4')
    await vi.waitFor(() => expect(ignoredEvents(latch)).toBe(3), { timeout: 10_000 })
    expect(shown(latch)).toBe(before)
    expect([...seen]).toEqual([before])
  })

  it('ends the session when an update leaves no valid account', async () => {
    const { latch, wallet } = await connected()
    const [session] = wallet.sessions()
    await wallet.client.update({
      topic: session!.topic,
      namespaces: { eip155: namespace('eip155', [`${evmA()}:notanaddress`]) },
    })
    await vi.waitFor(
      () =>
        expect([
          latch.getState().accounts.eip155?.status,
          latch.getState().accounts.solana?.status,
        ]).toEqual(['disconnected', 'disconnected']),
      { timeout: 10_000 },
    )
    await vi.waitFor(async () => expect(wallet.sessions()).toHaveLength(0), { timeout: 10_000 })
  })

  it('a second session_settle on a settled session changes nothing (the SDK drops it)', async () => {
    // Already defended by the SDK: a settle is taken only for a pending proposal.
    const { latch, wallet } = await connected()
    const before = shown(latch)
    const seen = watchShown(latch)
    const [session] = wallet.sessions()
    const engine = (
      wallet.client as unknown as { engine: { sendRequest(args: unknown): Promise<unknown> } }
    ).engine
    await engine.sendRequest({
      topic: session!.topic,
      method: 'wc_sessionSettle',
      params: {
        relay: { protocol: 'irn' },
        controller: {
          publicKey: 'ff'.repeat(32),
          metadata: { name: 'x', description: '', url: 'http://127.0.0.1', icons: [] },
        },
        namespaces: {
          eip155: namespace('eip155', [`${evmA()}:${stranger()}`, `eip155:999:${stranger()}`]),
          cosmos: namespace('cosmos', [
            'cosmos:cosmoshub-4:cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
          ]),
        },
        expiry: Math.floor(Date.now() / 1000) + 3600,
      },
    })
    // A round trip after it: the dapp has read the settle by the time this answer is back.
    await wallet.emitChainChanged(evmB())
    await vi.waitFor(() =>
      expect(latch.getState().networks.byNamespace.eip155?.caipNetworkId).toBe(evmB()),
    )
    const { accounts } = latch.getState()
    expect(accounts.eip155?.allAccounts.map((a) => a.address)).toEqual([user()])
    expect([...seen].map((value) => JSON.parse(value).eip155[2])).toEqual(
      [...seen].map(() => JSON.parse(before).eip155[2]),
    )
  })
})
