import { getBase58Decoder } from '@solana/kit'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  getMint,
  unpackAccount,
} from '@solana/spl-token'
import {
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { isPortListening } from '../net/isPortListening'
import { deriveSolanaDevAccounts } from './devKeypairs'
import { type SolanaValidator, startSolanaValidator } from './startSolanaValidator'

const transfer = (from: Keypair, to: PublicKey, lamports: number) =>
  new Transaction().add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  )

describe('startSolanaValidator', () => {
  let validator: SolanaValidator
  let connection: Connection
  let alice: Keypair
  let bob: Keypair

  beforeAll(async () => {
    const started = performance.now()
    validator = await startSolanaValidator()
    console.info(`startSolanaValidator: ready in ${Math.round(performance.now() - started)} ms`)
    // Unmodified web3.js: it finds the WebSocket at the RPC port + 1 by itself.
    connection = new Connection(validator.rpcUrl, 'confirmed')
    alice = Keypair.fromSecretKey(validator.accounts[0]!.secretKey)
    bob = Keypair.fromSecretKey(validator.accounts[1]!.secretKey)
  })
  afterAll(() => validator?.stop())

  it('funds the same dev accounts at every start, with 1000 SOL each', async () => {
    expect(validator.accounts).toHaveLength(10)
    expect(
      validator.accounts.map(({ publicKey, secretKey }) => ({ publicKey, secretKey })),
    ).toEqual(deriveSolanaDevAccounts(10))
    expect(alice.publicKey.toBase58()).toBe(validator.accounts[0]!.publicKey)
    expect(await connection.getBalance(bob.publicKey)).toBe(1_000 * LAMPORTS_PER_SOL)
  })

  it('names a cluster of its own: genesis hash, CAIP-2 id, version, slot', async () => {
    expect(await connection.getGenesisHash()).toBe(validator.genesisHash)
    expect(validator.chainId).toBe(`solana:${validator.genesisHash.slice(0, 32)}`)
    for (const known of ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1']) {
      expect(validator.chainId).not.toBe(`solana:${known}`)
    }
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(await connection.getBlockHeight()).toBe(await connection.getSlot())
    expect(await connection.getEpochInfo()).toMatchObject({ epoch: 0 })
  })

  it('transfers SOL with sendAndConfirmTransaction, confirmed through signatureSubscribe', async () => {
    const recipient = Keypair.generate().publicKey
    const before = await connection.getBalance(alice.publicKey)
    const slotBefore = await connection.getSlot()

    const sent = performance.now()
    const signature = await sendAndConfirmTransaction(
      connection,
      transfer(alice, recipient, LAMPORTS_PER_SOL),
      [alice],
    )
    console.info(`SOL transfer: confirmed in ${Math.round(performance.now() - sent)} ms (first)`)
    const again = performance.now()
    await sendAndConfirmTransaction(connection, transfer(alice, recipient, 1), [alice])
    console.info(`SOL transfer: confirmed in ${Math.round(performance.now() - again)} ms (next)`)

    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL + 1)
    // Two transactions, 5000 lamports of fee each.
    expect(await connection.getBalance(alice.publicKey)).toBe(
      before - LAMPORTS_PER_SOL - 1 - 10_000,
    )
    const { value: status } = await connection.getSignatureStatus(signature)
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized', slot: slotBefore })
    expect(await connection.getSlot()).toBe(slotBefore + 2)
  })

  it('notifies onSignature when a transaction lands, and at once when it already has', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = transfer(bob, Keypair.generate().publicKey, LAMPORTS_PER_SOL)
    transaction.recentBlockhash = blockhash
    transaction.sign(bob)
    const base58Signature = getBase58Decoder().decode(transaction.signature!)

    const landed = new Promise((resolve) => connection.onSignature(base58Signature, resolve))
    await connection.sendRawTransaction(transaction.serialize())
    expect(await landed).toEqual({ err: null })
    const late = new Promise((resolve) => connection.onSignature(base58Signature, resolve))
    expect(await late).toEqual({ err: null })
  })

  it('notifies onAccountChange when an account changes', async () => {
    const recipient = Keypair.generate().publicKey
    const changed = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(recipient, (account) => {
        void connection.removeAccountChangeListener(id)
        resolve(account.lamports)
      })
    })
    // Let the subscription reach the validator before the transfer.
    await new Promise((resolve) => setTimeout(resolve, 100))
    await sendAndConfirmTransaction(connection, transfer(bob, recipient, LAMPORTS_PER_SOL), [bob])
    expect(await changed).toBe(LAMPORTS_PER_SOL)
  })

  it("transfers SPL tokens, creating the recipient's associated token account", async () => {
    const mint = new PublicKey(validator.mint.address)
    expect(validator.mint).toMatchObject({ name: 'Latch USD', symbol: 'LUSD', decimals: 6 })
    expect(await getMint(connection, mint)).toMatchObject({
      decimals: 6,
      supply: 10_000_000_000_000n,
      mintAuthority: alice.publicKey,
    })
    const recipient = Keypair.generate().publicKey
    const source = getAssociatedTokenAddressSync(mint, alice.publicKey)
    expect(source.toBase58()).toBe(validator.accounts[0]!.tokenAccount)
    const destination = getAssociatedTokenAddressSync(mint, recipient)

    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        createAssociatedTokenAccountIdempotentInstruction(
          alice.publicKey,
          destination,
          recipient,
          mint,
        ),
        createTransferCheckedInstruction(source, mint, destination, alice.publicKey, 2_500_000n, 6),
      ),
      [alice],
    )

    const parsed = await connection.getParsedTokenAccountsByOwner(recipient, { mint })
    expect(parsed.value).toHaveLength(1)
    expect(parsed.value[0]!.pubkey.toBase58()).toBe(destination.toBase58())
    expect(parsed.value[0]!.account.data).toEqual({
      program: 'spl-token',
      space: 165,
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: mint.toBase58(),
          owner: recipient.toBase58(),
          state: 'initialized',
          tokenAmount: { amount: '2500000', decimals: 6, uiAmount: 2.5, uiAmountString: '2.5' },
        },
      },
    })
    expect((await connection.getTokenAccountBalance(source)).value.uiAmountString).toBe('999997.5')

    const raw = await connection.getTokenAccountsByOwner(recipient, {
      programId: new PublicKey(validator.mint.tokenProgram),
    })
    const [held] = raw.value
    expect(unpackAccount(held!.pubkey, held!.account).amount).toBe(2_500_000n)
  })

  it('simulateTransaction of a failing transfer answers the error and the logs', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: alice.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: alice.publicKey,
          toPubkey: bob.publicKey,
          lamports: 1_000_000 * LAMPORTS_PER_SOL,
        }),
      ],
    }).compileToV0Message()
    // Unsigned: simulation does not verify signatures unless asked to.
    const { value } = await connection.simulateTransaction(new VersionedTransaction(message))

    expect(value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(value.logs).toContainEqual(expect.stringMatching(/^Transfer: insufficient lamports/))
    expect(value.unitsConsumed).toBeGreaterThan(0)
  })

  it('refuses a failing send with a SendTransactionError carrying the logs', async () => {
    const before = await connection.getBalance(alice.publicKey)
    const failing = transfer(alice, bob.publicKey, 1_000_000 * LAMPORTS_PER_SOL)

    const error = await sendAndConfirmTransaction(connection, failing, [alice]).catch((e) => e)

    expect(error).toBeInstanceOf(SendTransactionError)
    expect(error.message).toContain('custom program error: 0x1')
    expect(await error.getLogs(connection)).toContainEqual(
      expect.stringMatching(/^Transfer: insufficient lamports/),
    )
    // Refused in preflight: it never landed, so no fee was charged.
    expect(await connection.getBalance(alice.publicKey)).toBe(before)
  })

  it('lands a failing transaction sent with skipPreflight: fee charged, error in its status', async () => {
    const before = await connection.getBalance(bob.publicKey)
    const latest = await connection.getLatestBlockhash()
    const failing = transfer(bob, alice.publicKey, 1_000_000 * LAMPORTS_PER_SOL)
    failing.recentBlockhash = latest.blockhash
    failing.sign(bob)

    const signature = await connection.sendRawTransaction(failing.serialize(), {
      skipPreflight: true,
    })
    const { value } = await connection.confirmTransaction({ signature, ...latest })

    expect(value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(bob.publicKey)).toBe(before - 5_000)
    // Sent again, it is the same transaction: nothing more happens.
    expect(await connection.sendRawTransaction(failing.serialize(), { skipPreflight: true })).toBe(
      signature,
    )
    expect(await connection.getBalance(bob.publicKey)).toBe(before - 5_000)
  })

  it('credits an airdrop, confirmed like any transaction', async () => {
    const recipient = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(recipient, 2 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    const { value } = await connection.confirmTransaction({ signature, ...latest })
    expect(value.err).toBeNull()
    expect(await connection.getBalance(recipient)).toBe(2 * LAMPORTS_PER_SOL)
  })

  it('getFeeForMessage answers what the transaction then costs', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    const plain = transfer(alice, bob.publicKey, 1)
    plain.recentBlockhash = blockhash
    plain.feePayer = alice.publicKey
    expect((await connection.getFeeForMessage(plain.compileMessage())).value).toBe(5_000)

    const prioritized = new Transaction().add(
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000_000 }),
      ...transfer(alice, bob.publicKey, 1).instructions,
    )
    prioritized.recentBlockhash = blockhash
    prioritized.feePayer = alice.publicKey
    const { value: fee } = await connection.getFeeForMessage(prioritized.compileMessage())
    const before = await connection.getBalance(alice.publicKey)
    await sendAndConfirmTransaction(connection, prioritized, [alice])
    expect(before - (await connection.getBalance(alice.publicKey))).toBe(fee! + 1)
    expect(fee).toBeGreaterThan(5_000)
    const fees = await connection.getRecentPrioritizationFees()
    expect(fees.at(-1)).toEqual({
      slot: (await connection.getSlot()) - 1,
      prioritizationFee: 1_000_000,
    })
  })

  it('expires a blockhash 150 blocks after it was made', async () => {
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(lastValidBlockHeight).toBe((await connection.getBlockHeight()) + 150)
    validator.advanceSlots(150)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    validator.advanceSlots(1)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(false)

    const stale = transfer(alice, bob.publicKey, 1)
    stale.recentBlockhash = blockhash
    stale.sign(alice)
    const error = await connection.sendRawTransaction(stale.serialize()).catch((e) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect(error.message).toContain('Blockhash not found')
  })

  it('answers several accounts at once and nothing for unknown ones', async () => {
    const unknown = Keypair.generate().publicKey
    const [aliceInfo, unknownInfo] = await connection.getMultipleAccountsInfo([
      alice.publicKey,
      unknown,
    ])
    expect(aliceInfo?.owner.equals(SystemProgram.programId)).toBe(true)
    expect(unknownInfo).toBeNull()
    expect(await connection.getAccountInfo(unknown)).toBeNull()
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
  })
})

describe('two validators at once', () => {
  it('run side by side on different ports, each with its own ledger', async () => {
    const [first, second] = await Promise.all([startSolanaValidator(), startSolanaValidator()])
    try {
      expect(first.port).not.toBe(second.port)
      const [one, two] = [first, second].map((v) => new Connection(v.rpcUrl, 'confirmed'))
      const payer = Keypair.fromSecretKey(first.accounts[0]!.secretKey)
      const recipient = Keypair.generate().publicKey
      await sendAndConfirmTransaction(one!, transfer(payer, recipient, LAMPORTS_PER_SOL), [payer])
      expect(await one!.getBalance(recipient)).toBe(LAMPORTS_PER_SOL)
      expect(await two!.getBalance(recipient)).toBe(0)
      expect(await two!.getSlot()).toBe(0)
    } finally {
      await Promise.all([first.stop(), second.stop()])
    }
  })
})

describe('stop()', () => {
  it('closes WebSockets normally, frees both ports, and lets a validator start on the same port', async () => {
    const validator = await startSolanaValidator({ accountCount: 2, lamportsPerAccount: 5n })
    const socket = new WebSocket(validator.wsUrl)
    await new Promise((resolve) => socket.once('open', resolve))
    const answer = new Promise((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(`${data}`))),
    )
    socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: ['1'] }),
    )
    expect(await answer).toEqual({ jsonrpc: '2.0', id: 1, result: expect.any(Number) })
    const closed = new Promise((resolve) => socket.once('close', resolve))

    await validator.stop()
    // A normal close: web3.js (rpc-websockets) reconnects after any other.
    expect(await closed).toBe(1000)
    expect(await isPortListening(validator.port)).toBe(false)
    expect(await isPortListening(validator.port + 1)).toBe(false)
    await validator.stop() // idempotent

    const again = await startSolanaValidator({ port: validator.port, accountCount: 2 })
    try {
      expect(again.rpcUrl).toBe(validator.rpcUrl)
      const connection = new Connection(again.rpcUrl)
      expect(await connection.getBalance(new PublicKey(again.accounts[1]!.publicKey))).toBe(
        1_000 * LAMPORTS_PER_SOL,
      )
    } finally {
      await again.stop()
    }
  })

  it('refuses invalid options', async () => {
    await expect(startSolanaValidator({ accountCount: 0 })).rejects.toThrow(
      /invalid startSolanaValidator options/,
    )
  })
})
