import { ed25519 } from '@noble/curves/ed25519.js'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import {
  Connection,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
} from '@solana/web3.js'
import {
  createPublicClient,
  http,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/startDevnet'
import { type LocalRelay, startLocalRelay } from '../relay/startLocalRelay'
import {
  closeTestSignClient,
  createTestSignClient,
  refuseRemoteFetch,
  type TestSignClient,
  withDeadline,
} from '../relay/test/testSignClients'
import { type SolanaValidator, startSolanaValidator } from '../solana/startSolanaValidator'
import { createRelayTestWallet, type RelayTestWallet } from './relayTestWallet'

// The real SDK on both sides: a dapp SignClient proposes and requests; the relay test wallet (a
// wallet SignClient with local keys) answers, signing for real and sending to real anvil nodes and
// the local Solana validator. Every socket stays on 127.0.0.1; remote fetches are refused.

let relay: LocalRelay
let devnet: Devnet
let validator: SolanaValidator
let remoteFetch: ReturnType<typeof refuseRemoteFetch>
let dapp: TestSignClient
let wallet: RelayTestWallet

/** Figures printed at the end, for the README. */
const figures: Record<string, string> = {}
const ms = (value: number) => `${value.toFixed(0)} ms`

beforeAll(async () => {
  remoteFetch = refuseRemoteFetch()
  ;[relay, devnet, validator] = await Promise.all([
    startLocalRelay(),
    startDevnet(),
    startSolanaValidator(),
  ])
})

afterAll(async () => {
  await Promise.all([relay?.stop(), devnet?.stop(), validator?.stop()])
  remoteFetch.restore()
  console.info(
    `[relay wallet figures]\n${Object.entries(figures)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}`,
  )
})

const evmChain = () => `eip155:${devnet.chains[0]!.chainId}`
const otherEvmChain = () => `eip155:${devnet.chains[1]!.chainId}`
const evmAddress = () => devnet.accounts[0]!.address

async function newWallet(options: { autoApprove?: boolean } = {}) {
  return createRelayTestWallet({
    relayUrl: relay.url,
    evm: {
      privateKeys: [devnet.accounts[0]!.privateKey, devnet.accounts[1]!.privateKey],
      chains: devnet.chains,
    },
    solana: {
      secretKeys: [validator.accounts[0]!.secretKey],
      chains: [{ chainId: validator.chainId, rpcUrl: validator.rpcUrl }],
    },
    logLevel: process.env.LATCH_WC_LOG ?? 'silent',
    ...options,
  })
}

const creationTimes: number[] = []
beforeEach(async () => {
  dapp = await createTestSignClient(relay.url, 'dapp')
  const startedAt = performance.now()
  wallet = await newWallet()
  creationTimes.push(performance.now() - startedAt)
  const [first, ...later] = creationTimes
  figures['createRelayTestWallet (SDK loaded by the dapp already): first / slowest later'] =
    `${ms(first!)} / ${later.length ? ms(Math.max(...later)) : '-'}`
})

afterEach(async () => {
  await Promise.all([closeTestSignClient(dapp), wallet.close()])
  // The wallet must never leave the relay (verify.walletconnect.org is skipped by default).
  expect(remoteFetch.calls).toEqual([])
})

/** What a Latch-like dapp asks: its EVM chain (and mainnet, which the wallet lacks) and Solana. */
const proposal = () => ({
  optionalNamespaces: {
    eip155: {
      chains: [evmChain(), 'eip155:1'],
      methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
      events: ['chainChanged', 'accountsChanged'],
    },
    solana: {
      chains: [validator.chainId],
      methods: ['solana_signMessage', 'solana_signAndSendTransaction'],
      events: [],
    },
  },
})

/** The dapp proposes, the wallet pairs and approves; resolves with the dapp's session. */
async function connect() {
  const { uri, approval } = await dapp.connect(proposal())
  await wallet.pair(uri!)
  const [session] = await Promise.all([approval(), wallet.approve()])
  return session
}

function request<T>(topic: string, chainId: string, method: string, params: unknown) {
  return withDeadline(
    dapp.request<T>({ topic, chainId, request: { method, params } }),
    15_000,
    `${method} got no answer in 15 s`,
  )
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))

describe('createRelayTestWallet: pairing', () => {
  it('pairs and settles a session with eip155 and solana accounts on the chains both know', async () => {
    const startedAt = performance.now()
    const { uri, approval } = await dapp.connect(proposal())
    await wallet.pair(uri!)
    const received = await wallet.nextProposal()
    expect(received.proposer.name).toBe('Latch dapp')
    expect(received.optionalNamespaces.eip155?.chains).toEqual([evmChain(), 'eip155:1'])
    expect(received.expiryTimestamp).toBeGreaterThan(Date.now() / 1000)
    const [session, walletSession] = await Promise.all([approval(), wallet.approve(received)])
    figures['pairing → settled session (connect, pair, approve, settle)'] = ms(
      performance.now() - startedAt,
    )

    const accounts = devnet.accounts.slice(0, 2).map((account) => account.address)
    // eip155:1 was asked for but the wallet does not know it: left out.
    expect(session.namespaces.eip155).toEqual({
      chains: [evmChain()],
      accounts: accounts.map((address) => `${evmChain()}:${address}`),
      methods: [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
      ],
      events: ['accountsChanged', 'chainChanged'],
    })
    expect(session.namespaces.solana?.accounts).toEqual([
      `${validator.chainId}:${validator.accounts[0]!.publicKey}`,
    ])
    expect(session.namespaces.solana?.methods).toContain('solana_signAllTransactions')
    expect(session.peer.metadata.name).toBe('Latch Relay Test Wallet')
    expect(walletSession.topic).toBe(session.topic)
    expect(wallet.sessions().map((each) => each.topic)).toEqual([session.topic])
  })

  it('approves only the namespaces and accounts it is told to', async () => {
    const { uri, approval } = await dapp.connect(proposal())
    await wallet.pair(uri!)
    const second = devnet.accounts[1]!.address
    await wallet.approve(undefined, { namespaces: ['eip155'], accounts: [second.toLowerCase()] })
    const session = await approval()
    expect(Object.keys(session.namespaces)).toEqual(['eip155'])
    expect(session.namespaces.eip155?.accounts).toEqual([`${evmChain()}:${second}`])
  })

  it("rejects a proposal: the dapp's approval() rejects with USER_REJECTED", async () => {
    const { uri, approval } = await dapp.connect(proposal())
    const rejected = approval()
    rejected.catch(() => {})
    await wallet.pair(uri!)
    await wallet.reject()
    await expect(rejected).rejects.toEqual({ code: 5000, message: 'User rejected.' })
    expect(dapp.session.keys).toEqual([])
    expect(wallet.sessions()).toEqual([])
  })

  it('refuses to approve a proposal for chains it does not know, and names them', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] },
      },
    })
    approval().catch(() => {})
    await wallet.pair(uri!)
    await expect(wallet.approve()).rejects.toThrow(
      /asks for no chain the wallet offers \(asked: eip155:1; offered: eip155:31337, eip155:31338, solana:/,
    )
    // The proposal is still open: the test can reject it.
    await wallet.reject()
  })

  it('letExpire leaves the proposal unanswered: the dapp keeps waiting', async () => {
    const { uri, approval } = await dapp.connect(proposal())
    await wallet.pair(uri!)
    const ignored = await wallet.letExpire()
    const outcome = await Promise.race([
      approval().then(
        () => 'settled',
        () => 'rejected',
      ),
      sleep(1_500).then(() => 'still waiting'),
    ])
    expect(outcome).toBe('still waiting')
    await expect(wallet.approve(ignored)).rejects.toThrow(
      `proposal ${ignored.id} was already answered, or has expired`,
    )
  })

  it('says so when no proposal comes', async () => {
    await expect(wallet.nextProposal(50)).rejects.toThrow(
      "no session proposal reached the wallet within 50 ms (did it pair with the dapp's wc: URI?)",
    )
    await expect(wallet.pair('https://example.org')).rejects.toThrow(
      'not a WalletConnect pairing URI',
    )
  })
})

describe('createRelayTestWallet: EVM requests', () => {
  it('personal_sign and eth_signTypedData_v4: signatures that verify for the account', async () => {
    const { topic } = await connect()
    // Three rounds, spaced: the SDK's wallet-side queue waits 1 s after each answer before it
    // hands over the next request.
    const rounds: number[] = []
    for (const round of [1, 2, 3]) {
      const message = `Sign in to Latch, round ${round}`
      const startedAt = performance.now()
      const signature = await request<`0x${string}`>(topic, evmChain(), 'personal_sign', [
        stringToHex(message),
        evmAddress(),
      ])
      rounds.push(performance.now() - startedAt)
      expect(await verifyMessage({ address: evmAddress(), message, signature })).toBe(true)
      const other = devnet.accounts[1]!.address
      expect(await verifyMessage({ address: other, message, signature })).toBe(false)
      await sleep(1_100)
    }
    const sorted = [...rounds].sort((a, b) => a - b)
    figures['personal_sign round trip (median / slowest of 3, spaced)'] =
      `${ms(sorted[1]!)} / ${ms(sorted[2]!)}`

    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: devnet.chains[0]!.chainId },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hello' },
    }
    const typedStartedAt = performance.now()
    const typedSignature = await request<`0x${string}`>(topic, evmChain(), 'eth_signTypedData_v4', [
      evmAddress(),
      JSON.stringify(typedData),
    ])
    const typedMs = performance.now() - typedStartedAt
    expect(
      await verifyTypedData({ address: evmAddress(), signature: typedSignature, ...typedData }),
    ).toBe(true)
    figures['eth_signTypedData_v4 round trip'] = ms(typedMs)
    expect(wallet.requests().map((record) => [record.method, record.outcome])).toEqual([
      ['personal_sign', 'approved'],
      ['personal_sign', 'approved'],
      ['personal_sign', 'approved'],
      ['eth_signTypedData_v4', 'approved'],
    ])
  })

  it('eth_sendTransaction: the transaction lands on anvil and the balance moves', async () => {
    const { topic } = await connect()
    const chain = devnet.chains[0]!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const recipient = devnet.accounts[5]!.address
    const before = await client.getBalance({ address: recipient })

    const startedAt = performance.now()
    const hash = await request<`0x${string}`>(topic, evmChain(), 'eth_sendTransaction', [
      { from: evmAddress(), to: recipient, value: `0x${parseEther('1.5').toString(16)}` },
    ])
    figures['eth_sendTransaction round trip (signed, sent to anvil, hash back)'] = ms(
      performance.now() - startedAt,
    )
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(evmAddress().toLowerCase())
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('1.5'))
  })

  it('wallet_switchEthereumChain: adds the chain to the session and emits chainChanged; 4902 for an unknown one', async () => {
    const { topic } = await connect()
    const events: { name: string; data: unknown; chainId: string }[] = []
    dapp.on('session_event', ({ params }) =>
      events.push({ ...params.event, chainId: params.chainId }),
    )
    const target = devnet.chains[1]!.chainId

    expect(
      await request(topic, evmChain(), 'wallet_switchEthereumChain', [
        { chainId: `0x${target.toString(16)}` },
      ]),
    ).toBeNull()
    // The event was published before the answer, on the same topic: it is there already.
    expect(events).toEqual([{ name: 'chainChanged', data: target, chainId: otherEvmChain() }])
    expect(dapp.session.get(topic).namespaces.eip155?.chains).toEqual([evmChain(), otherEvmChain()])
    expect(dapp.session.get(topic).namespaces.eip155?.accounts).toContain(
      `${otherEvmChain()}:${evmAddress()}`,
    )

    await sleep(1_100)
    await expect(
      request(topic, evmChain(), 'wallet_switchEthereumChain', [{ chainId: '0x1' }]),
    ).rejects.toMatchObject({ code: 4902 })
    expect(events).toHaveLength(1)
  })

  it('answers a malformed request with -32602 and an account outside the session with 4100', async () => {
    const { uri, approval } = await dapp.connect(proposal())
    await wallet.pair(uri!)
    await wallet.approve(undefined, { accounts: [evmAddress(), validator.accounts[0]!.publicKey] })
    const { topic } = await approval()
    await expect(request(topic, evmChain(), 'personal_sign', ['0x00'])).rejects.toMatchObject({
      code: -32602,
    })
    await sleep(1_100)
    await expect(
      request(topic, evmChain(), 'personal_sign', ['0x00', devnet.accounts[1]!.address]),
    ).rejects.toMatchObject({ code: 4100 })
    expect(wallet.requests().map((record) => record.outcome)).toEqual(['failed', 'failed'])
  })
})

describe('createRelayTestWallet: Solana requests', () => {
  const solanaAddress = () => validator.accounts[0]!.publicKey

  it('solana_signMessage: an ed25519 signature of the message by the account', async () => {
    const { topic } = await connect()
    const message = new TextEncoder().encode('Sign in to Latch on Solana')
    const { signature } = await request<{ signature: string }>(
      topic,
      validator.chainId,
      'solana_signMessage',
      { message: getBase58Decoder().decode(message), pubkey: solanaAddress() },
    )
    const signatureBytes = new Uint8Array(getBase58Encoder().encode(signature))
    const publicKey = new Uint8Array(getBase58Encoder().encode(solanaAddress()))
    expect(ed25519.verify(signatureBytes, message, publicKey)).toBe(true)
    expect(ed25519.verify(signatureBytes, new TextEncoder().encode('other'), publicKey)).toBe(false)
  })

  it('solana_signAndSendTransaction: a web3.js SOL transfer lands on the validator', async () => {
    const { topic } = await connect()
    const connection = new Connection(validator.rpcUrl, 'confirmed')
    const from = new PublicKey(solanaAddress())
    const to = new PublicKey(validator.accounts[2]!.publicKey)
    const [fromBefore, toBefore] = await Promise.all([
      connection.getBalance(from),
      connection.getBalance(to),
    ])
    const transfer = new Transaction({
      feePayer: from,
      ...(await connection.getLatestBlockhash()),
    }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: LAMPORTS_PER_SOL }))
    const wire = transfer.serialize({ requireAllSignatures: false, verifySignatures: false })

    const startedAt = performance.now()
    const { signature } = await request<{ signature: string }>(
      topic,
      validator.chainId,
      'solana_signAndSendTransaction',
      { transaction: Buffer.from(wire).toString('base64') },
    )
    figures['solana_signAndSendTransaction round trip (signed, sent, signature back)'] = ms(
      performance.now() - startedAt,
    )
    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(toBefore + LAMPORTS_PER_SOL)
    expect(await connection.getBalance(from)).toBe(fromBefore - LAMPORTS_PER_SOL - 5000)
  })

  it('solana_signTransaction and solana_signAllTransactions: signed, not sent', async () => {
    const { topic } = await connect()
    const connection = new Connection(validator.rpcUrl, 'confirmed')
    const from = new PublicKey(solanaAddress())
    const unsigned = async (lamports: number) =>
      Buffer.from(
        new Transaction({ feePayer: from, ...(await connection.getLatestBlockhash()) })
          .add(
            SystemProgram.transfer({
              fromPubkey: from,
              toPubkey: new PublicKey(validator.accounts[3]!.publicKey),
              lamports,
            }),
          )
          .serialize({ requireAllSignatures: false, verifySignatures: false }),
      ).toString('base64')

    const one = await request<{ signature: string; transaction: string }>(
      topic,
      validator.chainId,
      'solana_signTransaction',
      { transaction: await unsigned(1) },
    )
    const signed = Transaction.from(Buffer.from(one.transaction, 'base64'))
    expect(signed.verifySignatures()).toBe(true)
    expect(getBase58Decoder().decode(signed.signature!)).toBe(one.signature)

    await sleep(1_100)
    const all = await request<{ transactions: string[] }>(
      topic,
      validator.chainId,
      'solana_signAllTransactions',
      { transactions: [await unsigned(2), await unsigned(3)] },
    )
    expect(all.transactions).toHaveLength(2)
    for (const transaction of all.transactions) {
      expect(Transaction.from(Buffer.from(transaction, 'base64')).verifySignatures()).toBe(true)
    }
  })
})

describe('createRelayTestWallet: scripted answers, events, disconnect', () => {
  it('autoApprove(false): the test approves one request and rejects the next (5000)', async () => {
    const { topic } = await connect()
    wallet.autoApprove(false)

    const signed = request<string>(topic, evmChain(), 'personal_sign', ['0x68690a', evmAddress()])
    const first = await wallet.nextRequest()
    expect(first).toMatchObject({
      method: 'personal_sign',
      chainId: evmChain(),
      params: ['0x68690a', evmAddress()],
    })
    const result = await first.approve()
    expect(await signed).toBe(result)
    await expect(first.reject()).rejects.toThrow(
      `request ${first.id} (personal_sign) was already answered`,
    )

    const refused = request(topic, evmChain(), 'personal_sign', ['0x6869', evmAddress()])
    refused.catch(() => {})
    await (await wallet.nextRequest()).reject()
    await expect(refused).rejects.toEqual({ code: 5000, message: 'User rejected.' })
    expect(wallet.requests().map((record) => record.outcome)).toEqual(['approved', 'rejected'])
  })

  it('requestQueue: false answers back-to-back requests without the SDK queue delay', async () => {
    await wallet.close()
    wallet = await createRelayTestWallet({
      relayUrl: relay.url,
      evm: { privateKeys: [devnet.accounts[0]!.privateKey], chains: devnet.chains },
      requestQueue: false,
    })
    const { topic } = await connect()
    const startedAt = performance.now()
    const signatures = await Promise.all(
      ['0x01', '0x02', '0x03'].map((message) =>
        request<string>(topic, evmChain(), 'personal_sign', [message, evmAddress()]),
      ),
    )
    const elapsed = performance.now() - startedAt
    figures['three back-to-back personal_sign, requestQueue: false'] = ms(elapsed)
    expect(new Set(signatures).size).toBe(3)
    // With the queue, the third would come back after two 1 s pauses.
    expect(elapsed).toBeLessThan(900)
  })

  it('nextRequest says why nothing comes', async () => {
    await expect(wallet.nextRequest(50)).rejects.toThrow('autoApprove is on')
    wallet.autoApprove(false)
    await expect(wallet.nextRequest(50)).rejects.toThrow(
      'no session request reached the wallet within 50 ms',
    )
  })

  it('emitAccountsChanged and emitChainChanged reach the dapp as session events', async () => {
    const { uri, approval } = await dapp.connect(proposal())
    await wallet.pair(uri!)
    await wallet.approve(undefined, { accounts: [evmAddress(), validator.accounts[0]!.publicKey] })
    const { topic } = await approval()
    const events: { name: string; data: unknown; chainId: string }[] = []
    dapp.on('session_event', ({ params }) =>
      events.push({ ...params.event, chainId: params.chainId }),
    )
    const received = (count: number) =>
      withDeadline(
        (async () => {
          while (events.length < count) await sleep(10)
        })(),
        5_000,
        `the dapp got ${events.length} of ${count} events`,
      )

    const second = devnet.accounts[1]!.address
    await wallet.emitAccountsChanged('eip155', [second])
    await received(1)
    expect(events[0]).toEqual({ name: 'accountsChanged', data: [second], chainId: evmChain() })
    // The session now holds the account, so the dapp may ask it to sign.
    expect(dapp.session.get(topic).namespaces.eip155?.accounts).toContain(`${evmChain()}:${second}`)

    await wallet.emitChainChanged(otherEvmChain())
    await received(2)
    expect(events[1]).toEqual({
      name: 'chainChanged',
      data: devnet.chains[1]!.chainId,
      chainId: otherEvmChain(),
    })

    await expect(wallet.emitChainChanged('eip155:1')).rejects.toThrow(
      'eip155:1 is not a chain this wallet knows',
    )
    await expect(
      wallet.emitAccountsChanged('eip155', [devnet.accounts[7]!.address]),
    ).rejects.toThrow('is not a eip155 account of this wallet')
  })

  it('disconnect deletes the session from the wallet side: the dapp gets session_delete', async () => {
    const { topic } = await connect()
    const deleted = new Promise<{ topic: string }>((resolve) =>
      dapp.once('session_delete', resolve),
    )
    await wallet.disconnect()
    expect(await withDeadline(deleted, 5_000, 'no session_delete in 5 s')).toMatchObject({ topic })
    expect(dapp.session.keys).not.toContain(topic)
    expect(wallet.sessions()).toEqual([])
  })

  it('close() rejects what waits and refuses later calls', async () => {
    const waiting = wallet.nextProposal(5_000)
    await wallet.close()
    await expect(waiting).rejects.toThrow('the relay test wallet was closed')
    await expect(wallet.pair('wc:x@2')).rejects.toThrow('the relay test wallet is closed')
    await wallet.close() // idempotent
  })

  it('names what is wrong with its options', async () => {
    const noAccounts = createRelayTestWallet({ relayUrl: 'http://127.0.0.1:1' })
    await expect(noAccounts).rejects.toThrow(/^invalid createRelayTestWallet options:/)
    await expect(noAccounts).rejects.toThrow('relayUrl must be a ws:// or wss:// URL')
    await expect(noAccounts).rejects.toThrow('the wallet needs evm, solana or bitcoin accounts')
    await expect(
      createRelayTestWallet({
        relayUrl: relay.url,
        solana: {
          secretKeys: [new Uint8Array(10)],
          chains: [{ chainId: 'solana:x', rpcUrl: validator.rpcUrl }],
        },
      }),
    ).rejects.toThrow('a secret key is 64 bytes')
  })
})
