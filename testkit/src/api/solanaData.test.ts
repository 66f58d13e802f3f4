import {
  createAssociatedTokenAccountIdempotentInstruction,
  createMint,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
  mintTo,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaValidator, startSolanaValidator } from '../solana/startSolanaValidator'
import { type LocalApi, startLocalApi } from './server'
import { errorShape, solanaBalancesShape, solanaHistoryShape } from './shapes'
import { getJson } from './testClient'

const solPrice = 148.2
const lusdPrice = 1

describe('Data API on a real local Solana validator', () => {
  let validator: SolanaValidator
  let api: LocalApi
  let connection: Connection
  let alice: Keypair
  let mint: PublicKey
  const caip10 = (account: PublicKey | string) => `${validator.chainId}:${account.toString()}`

  beforeAll(async () => {
    validator = await startSolanaValidator()
    // The validator fits as is: its chain id, RPC URL and mint.
    api = await startLocalApi({ solana: [validator] })
    connection = new Connection(validator.rpcUrl, 'confirmed')
    alice = Keypair.fromSecretKey(validator.accounts[0]!.secretKey)
    mint = new PublicKey(validator.mint.address)
  })
  afterAll(async () => {
    await api?.stop()
    await validator?.stop()
  })

  async function balances(account: string, query: Record<string, string> = {}) {
    const { status, body } = await getJson(api, `/v1/account/${account}/balance`, query)
    expect(status, JSON.stringify(body)).toBe(200)
    return solanaBalancesShape.parse(body).balances
  }

  async function history(account: string, query: Record<string, string> = {}, server = api) {
    const { status, body } = await getJson(server, `/v1/account/${account}/history`, query)
    expect(status, JSON.stringify(body)).toBe(200)
    return solanaHistoryShape.parse(body)
  }

  const sendSol = (from: Keypair, to: PublicKey, lamports: number) =>
    sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
      ),
      [from],
    )

  const sendLusd = (from: Keypair, to: PublicKey, amount: bigint) => {
    const destination = getAssociatedTokenAddressSync(mint, to)
    return sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        createAssociatedTokenAccountIdempotentInstruction(from.publicKey, destination, to, mint),
        createTransferCheckedInstruction(
          getAssociatedTokenAddressSync(mint, from.publicKey),
          mint,
          destination,
          from.publicKey,
          amount,
          validator.mint.decimals,
        ),
      ),
      [from],
    )
  }

  it('reads SOL and the SPL token of a dev account, priced, in the EVM shape', async () => {
    const account = validator.accounts[5]!.publicKey
    const [sol, lusd, ...rest] = await balances(caip10(account))
    expect(rest).toEqual([])
    expect(sol).toEqual({
      name: 'Solana',
      symbol: 'SOL',
      chainId: validator.chainId,
      value: 1_000 * solPrice,
      price: solPrice,
      quantity: { decimals: '9', numeric: '1000' },
      iconUrl: `${api.url}/icons/sol.png`,
    })
    expect(lusd).toEqual({
      name: 'Latch USD',
      symbol: 'LUSD',
      chainId: validator.chainId,
      address: `${validator.chainId}:${validator.mint.address}`,
      value: 1_000_000 * lusdPrice,
      price: lusdPrice,
      quantity: { decimals: '6', numeric: '1000000' },
      iconUrl: `${api.url}/icons/lusd.png`,
    })
    // A bare address reads every served cluster; the currency converts as on EVM.
    const inEur = await balances(account, { currency: 'eur' })
    expect(inEur.map((balance) => balance.symbol)).toEqual(['SOL', 'LUSD'])
    expect(inEur[0]!.price).toBeCloseTo(solPrice * 0.92)
  })

  it('shows a real SOL and SPL transfer in balances and history, and leaves zero balances out', async () => {
    const recipient = Keypair.generate().publicKey
    expect(await balances(caip10(recipient))).toEqual([])
    expect((await history(caip10(recipient))).data).toEqual([])

    const solSignature = await sendSol(alice, recipient, 1.5 * LAMPORTS_PER_SOL)
    const tokenSignature = await sendLusd(alice, recipient, 250_000_000n)

    const after = await balances(caip10(recipient))
    expect(after.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([
      ['SOL', '1.5'],
      ['LUSD', '250'],
    ])
    expect(after[0]!.value).toBeCloseTo(1.5 * solPrice)
    expect(after[1]!.value).toBe(250 * lusdPrice)

    const received = await history(caip10(recipient))
    expect(received.next).toBeNull()
    expect(received.data.map((item) => item.metadata.hash)).toEqual([tokenSignature, solSignature])
    const [tokenItem, solItem] = received.data
    const [listed] = await connection.getSignaturesForAddress(recipient, { limit: 1 })
    expect(tokenItem).toEqual({
      id: `${validator.chainId}:${tokenSignature}`,
      metadata: {
        operationType: 'receive',
        hash: tokenSignature,
        minedAt: new Date(listed!.blockTime! * 1000).toISOString(),
        sentFrom: alice.publicKey.toBase58(),
        sentTo: recipient.toBase58(),
        status: 'confirmed',
        nonce: 0,
        chain: validator.chainId,
      },
      transfers: [
        {
          fungible_info: {
            name: 'Latch USD',
            symbol: 'LUSD',
            icon: { url: `${api.url}/icons/lusd.png` },
          },
          direction: 'in',
          quantity: { numeric: '250' },
          value: 250,
          price: lusdPrice,
        },
      ],
    })
    expect(solItem!.metadata).toMatchObject({ operationType: 'receive', status: 'confirmed' })
    expect(solItem!.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '1.5' },
        price: solPrice,
        fungible_info: expect.objectContaining({ symbol: 'SOL', name: 'Solana' }),
      }),
    ])

    // The sender sees them as sends; a bare address with a chainId reads the same cluster.
    const sent = await history(alice.publicKey.toBase58(), { chainId: validator.chainId })
    const sentItem = sent.data.find((item) => item.metadata.hash === solSignature)
    expect(sentItem?.metadata.operationType).toBe('send')
    expect(sentItem?.transfers).toEqual([
      expect.objectContaining({ direction: 'out', quantity: { numeric: '1.5' } }),
    ])

    // Every token sent away again: an empty token account is no balance.
    const holder = Keypair.generate()
    await sendSol(alice, holder.publicKey, LAMPORTS_PER_SOL)
    await sendLusd(alice, holder.publicKey, 1_000_000n)
    await sendLusd(holder, alice.publicKey, 1_000_000n)
    const emptied = await connection.getTokenAccountBalance(
      getAssociatedTokenAddressSync(mint, holder.publicKey),
    )
    expect(emptied.value.amount).toBe('0')
    expect((await balances(caip10(holder.publicKey))).map((balance) => balance.symbol)).toEqual([
      'SOL',
    ])
  })

  it('marks a transfer to oneself as self, and a failed transaction as failed, without transfers', async () => {
    const bob = Keypair.fromSecretKey(validator.accounts[2]!.secretKey)
    const selfSignature = await sendSol(bob, bob.publicKey, LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    const failing = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: bob.publicKey,
        toPubkey: alice.publicKey,
        lamports: 1_000_000 * LAMPORTS_PER_SOL,
      }),
    )
    failing.recentBlockhash = latest.blockhash
    failing.sign(bob)
    const failedSignature = await connection.sendRawTransaction(failing.serialize(), {
      skipPreflight: true,
    })
    await connection.confirmTransaction({ signature: failedSignature, ...latest })

    const { data } = await history(caip10(bob.publicKey))
    const [failed, self] = data
    expect(failed!.metadata).toMatchObject({ hash: failedSignature, status: 'failed' })
    expect(failed!.transfers).toEqual([])
    expect(self!.metadata).toMatchObject({ hash: selfSignature, operationType: 'send' })
    expect(self!.transfers.map((transfer) => transfer.direction)).toEqual(['self'])
  })

  it('lists a token transfer that names only the receiving token account, not its owner', async () => {
    const receiver = validator.accounts[3]!
    const signature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        createTransferCheckedInstruction(
          new PublicKey(validator.accounts[0]!.tokenAccount),
          mint,
          new PublicKey(receiver.tokenAccount),
          alice.publicKey,
          7_000_000n,
          validator.mint.decimals,
        ),
      ),
      [alice],
    )
    // The validator, like agave, lists it only under the token account.
    const underWallet = await connection.getSignaturesForAddress(new PublicKey(receiver.publicKey))
    expect(underWallet.map((entry) => entry.signature)).not.toContain(signature)

    const { data } = await history(caip10(receiver.publicKey))
    expect(data.map((item) => item.metadata.hash)).toEqual([signature])
    expect(data[0]!.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: alice.publicKey.toBase58(),
      sentTo: receiver.publicKey,
    })
    expect(data[0]!.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '7' } }),
    ])
  })

  it("lists a mint it was not told about as 'Unknown Token', with the chain's decimals", async () => {
    const holder = Keypair.generate().publicKey
    const other = await createMint(connection, alice, alice.publicKey, null, 2)
    const account = await getOrCreateAssociatedTokenAccount(connection, alice, other, holder)
    const minted = await mintTo(connection, alice, other, account.address, alice, 12_345)
    await sendLusd(alice, holder, 1_000_000n)

    const held = await balances(caip10(holder))
    expect(held.map((balance) => [balance.symbol, balance.quantity])).toEqual([
      ['LUSD', { decimals: '6', numeric: '1' }],
      ['UNKNOWN', { decimals: '2', numeric: '123.45' }],
    ])
    expect(held[1]).toMatchObject({
      name: 'Unknown Token',
      address: `${validator.chainId}:${other.toBase58()}`,
      price: 0,
      value: 0,
    })
    // Minting is no transfer: the item is listed, with nothing moved.
    const { data } = await history(caip10(holder))
    const mintItem = data.find((item) => item.metadata.hash === minted)
    expect(mintItem?.metadata.operationType).toBe('execute')
    expect(mintItem?.transfers).toEqual([])
  })

  it('pages history with a cursor that holds when new transactions land', async () => {
    const paged = await startLocalApi({ solana: [validator], historyPageSize: 2 })
    try {
      const recipient = Keypair.generate().publicKey
      const signatures: string[] = []
      for (let index = 1; index <= 5; index++) {
        signatures.push(await sendSol(alice, recipient, index * LAMPORTS_PER_SOL))
      }
      const page = (cursor?: string) => history(caip10(recipient), cursor ? { cursor } : {}, paged)
      const first = await page()
      expect(first.data.map((item) => item.metadata.hash)).toEqual([signatures[4], signatures[3]])
      expect(first.next).toEqual(expect.any(String))
      // A transaction landing between two page requests shows on a new first page, not page two.
      const late = await sendSol(alice, recipient, LAMPORTS_PER_SOL)
      const second = await page(first.next!)
      expect(second.data.map((item) => item.metadata.hash)).toEqual([signatures[2], signatures[1]])
      const third = await page(second.next!)
      expect(third.data.map((item) => item.metadata.hash)).toEqual([signatures[0]])
      expect(third.next).toBeNull()
      expect((await page()).data[0]!.metadata.hash).toBe(late)

      const badCursor = await getJson(paged, `/v1/account/${caip10(recipient)}/history`, {
        cursor: 'not-a-cursor',
      })
      expect(badCursor.status).toBe(400)
      expect(errorShape.parse(badCursor.body).error).toBe('Invalid cursor')
    } finally {
      await paged.stop()
    }
  })

  it('answers 400 for an unknown Solana chain and for an address that is not base58', async () => {
    const account = validator.accounts[0]!.publicKey
    const unknownChain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    for (const what of ['balance', 'history'] as const) {
      const path = (id: string) => `/v1/account/${id}/${what}`
      const onUnknown = await getJson(api, path(`${unknownChain}:${account}`))
      expect(onUnknown.status).toBe(400)
      expect(errorShape.parse(onUnknown.body).error).toBe(
        what === 'balance'
          ? 'Network not supported for Balance'
          : 'Network not supported for History',
      )
      const bareOnUnknown = await getJson(api, path(account), { chainId: unknownChain })
      expect(bareOnUnknown.status).toBe(400)

      for (const invalid of [`${validator.chainId}:0OIl-not-base58`, `${validator.chainId}:abc`]) {
        const answer = await getJson(api, path(invalid))
        expect(answer.status).toBe(400)
        expect(errorShape.parse(answer.body).error).toBe('Invalid address')
      }
      const crossed = await getJson(api, path(`${validator.chainId}:${account}`), {
        chainId: unknownChain,
      })
      expect(crossed.status).toBe(400)
    }
  })
})

describe('Data API on two Solana clusters', () => {
  it('reads each cluster under its own chain id, and a bare address on both', async () => {
    const [first, second] = await Promise.all([
      startSolanaValidator({ accountCount: 2 }),
      startSolanaValidator({ accountCount: 2, cluster: 'latch-local-2' }),
    ])
    const api = await startLocalApi({ solana: [first, second] })
    try {
      const payer = Keypair.fromSecretKey(second.accounts[0]!.secretKey)
      const recipient = Keypair.generate().publicKey
      await sendAndConfirmTransaction(
        new Connection(second.rpcUrl, 'confirmed'),
        new Transaction().add(
          SystemProgram.transfer({
            fromPubkey: payer.publicKey,
            toPubkey: recipient,
            lamports: LAMPORTS_PER_SOL,
          }),
        ),
        [payer],
      )
      const read = async (account: string, query: Record<string, string> = {}) => {
        const { body } = await getJson(api, `/v1/account/${account}/balance`, query)
        return solanaBalancesShape.parse(body).balances.map((balance) => balance.chainId)
      }
      expect(await read(`${second.chainId}:${recipient}`)).toEqual([second.chainId])
      expect(await read(`${first.chainId}:${recipient}`)).toEqual([])
      expect(await read(payer.publicKey.toBase58())).toEqual([
        first.chainId,
        first.chainId,
        second.chainId,
        second.chainId,
      ])
      const { body } = await getJson(api, `/v1/account/${recipient}/history`)
      expect(solanaHistoryShape.parse(body).data.map((item) => item.metadata.chain)).toEqual([
        second.chainId,
      ])
    } finally {
      await api.stop()
      await Promise.all([first.stop(), second.stop()])
    }
  })
})
