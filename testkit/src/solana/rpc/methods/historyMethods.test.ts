import { getBase58Decoder } from '@solana/kit'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type ParsedInstruction,
  PublicKey,
  SolanaJSONRPCError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaValidator, startSolanaValidator } from '../../startSolanaValidator'

const transfer = (from: Keypair, to: PublicKey, lamports: number) =>
  new Transaction().add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  )

/** A raw JSON-RPC call, for what web3.js does not let through (limits, commitments). */
async function rpcCall(validator: SolanaValidator, method: string, params: unknown[]) {
  const response = await fetch(validator.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
}

describe('getSignaturesForAddress and getTransaction', () => {
  let validator: SolanaValidator
  let connection: Connection
  let alice: Keypair
  let bob: Keypair
  let mint: PublicKey

  beforeAll(async () => {
    validator = await startSolanaValidator()
    connection = new Connection(validator.rpcUrl, 'confirmed')
    alice = Keypair.fromSecretKey(validator.accounts[0]!.secretKey)
    bob = Keypair.fromSecretKey(validator.accounts[1]!.secretKey)
    mint = new PublicKey(validator.mint.address)
  })
  afterAll(() => validator?.stop())

  it('lists a SOL and an SPL transfer of the recipient, newest first, and parses both', async () => {
    const recipient = Keypair.generate().publicKey
    const startedAt = Math.floor(Date.now() / 1000)
    const solSignature = await sendAndConfirmTransaction(
      connection,
      transfer(alice, recipient, 2 * LAMPORTS_PER_SOL),
      [alice],
    )
    const destination = getAssociatedTokenAddressSync(mint, recipient)
    const tokenSignature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        createAssociatedTokenAccountIdempotentInstruction(
          alice.publicKey,
          destination,
          recipient,
          mint,
        ),
        createTransferCheckedInstruction(
          new PublicKey(validator.accounts[0]!.tokenAccount),
          mint,
          destination,
          alice.publicKey,
          2_500_000n,
          6,
        ),
      ),
      [alice],
    )
    const endedAt = Math.ceil(Date.now() / 1000)

    const listed = await connection.getSignaturesForAddress(recipient)
    expect(listed.map((entry) => entry.signature)).toEqual([tokenSignature, solSignature])
    expect(listed[0]).toEqual({
      signature: tokenSignature,
      slot: listed[1]!.slot + 1,
      err: null,
      memo: null,
      blockTime: expect.any(Number),
      confirmationStatus: 'finalized',
    })
    expect(listed[0]!.blockTime).toBeGreaterThanOrEqual(startedAt)
    expect(listed[0]!.blockTime).toBeLessThanOrEqual(endedAt)
    // The token account and the mint were touched too; the sender's list has both.
    expect((await connection.getSignaturesForAddress(destination))[0]?.signature).toBe(
      tokenSignature,
    )
    const aliceLatest = await connection.getSignaturesForAddress(alice.publicKey, { limit: 2 })
    expect(aliceLatest.map((entry) => entry.signature)).toEqual([tokenSignature, solSignature])

    const sol = await connection.getParsedTransaction(solSignature, {
      maxSupportedTransactionVersion: 0,
    })
    expect(sol).toMatchObject({ slot: listed[1]!.slot, blockTime: listed[1]!.blockTime })
    expect(sol!.version).toBe('legacy')
    expect(sol!.transaction.message.instructions).toEqual([
      {
        program: 'system',
        programId: SystemProgram.programId,
        parsed: {
          type: 'transfer',
          info: {
            source: alice.publicKey.toBase58(),
            destination: recipient.toBase58(),
            lamports: 2 * LAMPORTS_PER_SOL,
          },
        },
        stackHeight: null,
      },
    ])
    const keys = sol!.transaction.message.accountKeys
    expect(keys.map((key) => [key.pubkey.toBase58(), key.signer, key.writable])).toEqual([
      [alice.publicKey.toBase58(), true, true],
      [recipient.toBase58(), false, true],
      [SystemProgram.programId.toBase58(), false, false],
    ])
    expect(sol!.meta).toMatchObject({ err: null, fee: 5_000 })
    const { preBalances, postBalances } = sol!.meta!
    expect(postBalances[0]! - preBalances[0]!).toBe(-2 * LAMPORTS_PER_SOL - 5_000)
    expect([preBalances[1], postBalances[1]]).toEqual([0, 2 * LAMPORTS_PER_SOL])

    const token = await connection.getParsedTransaction(tokenSignature, {
      maxSupportedTransactionVersion: 0,
    })
    const [create, move] = token!.transaction.message.instructions as ParsedInstruction[]
    expect(create).toMatchObject({
      program: 'spl-associated-token-account',
      parsed: { type: 'createIdempotent', info: { wallet: recipient.toBase58() } },
    })
    expect(move).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'transferChecked',
        info: {
          source: validator.accounts[0]!.tokenAccount,
          mint: mint.toBase58(),
          destination: destination.toBase58(),
          authority: alice.publicKey.toBase58(),
          tokenAmount: { amount: '2500000', decimals: 6, uiAmountString: '2.5' },
        },
      },
    })
    // The associated token account was created by a System createAccount the program invoked.
    const inner = token!.meta!.innerInstructions![0]!.instructions as ParsedInstruction[]
    expect(inner.find((instruction) => instruction.program === 'system')).toMatchObject({
      parsed: { type: 'createAccount', info: { newAccount: destination.toBase58(), space: 165 } },
      stackHeight: 2,
    })
    const accountIndex = token!.transaction.message.accountKeys.findIndex((key) =>
      key.pubkey.equals(destination),
    )
    expect(token!.meta!.preTokenBalances!.map((balance) => balance.accountIndex)).not.toContain(
      accountIndex,
    )
    expect(token!.meta!.postTokenBalances).toContainEqual({
      accountIndex,
      mint: mint.toBase58(),
      owner: recipient.toBase58(),
      programId: validator.mint.tokenProgram,
      uiTokenAmount: { amount: '2500000', decimals: 6, uiAmount: 2.5, uiAmountString: '2.5' },
    })
    expect(token!.meta!.logMessages).toContain('Program log: CreateIdempotent')
  })

  it('answers the json encoding: keys, header, instructions by index, loaded addresses', async () => {
    const recipient = Keypair.generate().publicKey
    const signature = await sendAndConfirmTransaction(
      connection,
      transfer(bob, recipient, LAMPORTS_PER_SOL),
      [bob],
    )
    const answer = await connection.getTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    })
    expect(answer!.transaction.signatures).toEqual([signature])
    const message = answer!.transaction.message
    expect(message.staticAccountKeys.map((key) => key.toBase58())).toEqual([
      bob.publicKey.toBase58(),
      recipient.toBase58(),
      SystemProgram.programId.toBase58(),
    ])
    expect(message.header).toEqual({
      numRequiredSignatures: 1,
      numReadonlySignedAccounts: 0,
      numReadonlyUnsignedAccounts: 1,
    })
    expect(message.compiledInstructions).toEqual([
      {
        programIdIndex: 2,
        accountKeyIndexes: [0, 1],
        data: transfer(bob, recipient, LAMPORTS_PER_SOL).instructions[0]!.data,
      },
    ])
    expect(answer!.meta).toMatchObject({
      err: null,
      fee: 5_000,
      loadedAddresses: { writable: [], readonly: [] },
      innerInstructions: [],
      preTokenBalances: [],
    })
    // Without maxSupportedTransactionVersion there is no version field, as on agave.
    const plain = await rpcCall(validator, 'getTransaction', [signature, 'json'])
    expect(plain.result).not.toHaveProperty('version')
    expect(plain.result).toMatchObject({ slot: answer!.slot, meta: { status: { Ok: null } } })
    const base64 = await rpcCall(validator, 'getTransaction', [signature, { encoding: 'base64' }])
    const [wire] = (base64.result as { transaction: [string, 'base64'] }).transaction
    expect(VersionedTransaction.deserialize(Buffer.from(wire, 'base64')).signatures).toHaveLength(1)
  })

  it('parses an unchecked SPL transfer, and answers a v0 transaction only to who reads v0', async () => {
    const destination = new PublicKey(validator.accounts[1]!.tokenAccount)
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: alice.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        createTransferInstruction(
          new PublicKey(validator.accounts[0]!.tokenAccount),
          destination,
          alice.publicKey,
          1_000_000n,
        ),
      ],
    }).compileToV0Message()
    const transaction = new VersionedTransaction(message)
    transaction.sign([alice])
    const signature = await connection.sendTransaction(transaction)
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight: 1e9 })

    const refused = await connection.getParsedTransaction(signature).catch((error) => error)
    expect(refused).toBeInstanceOf(SolanaJSONRPCError)
    expect(refused.code).toBe(-32015)
    expect(refused.message).toContain(
      'Transaction version (0) is not supported by the requesting client',
    )

    const parsed = await connection.getParsedTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    })
    expect(parsed!.version).toBe(0)
    expect(parsed!.transaction.message.addressTableLookups).toEqual([])
    expect(parsed!.transaction.message.instructions[0]).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'transfer',
        info: { destination: destination.toBase58(), amount: '1000000' },
      },
    })
    const bobBalance = parsed!.meta!.postTokenBalances!.find(
      (balance) => balance.owner === bob.publicKey.toBase58(),
    )
    expect(bobBalance?.uiTokenAmount.amount).toBe('1000001000000')
  })

  it('pages with limit, before and until, and refuses limits past 1000', async () => {
    const recipient = Keypair.generate().publicKey
    const signatures: string[] = []
    for (let index = 1; index <= 5; index++) {
      signatures.push(
        await sendAndConfirmTransaction(
          connection,
          // Above the rent-exempt minimum, or a new account may not hold it.
          transfer(bob, recipient, LAMPORTS_PER_SOL + index),
          [bob],
        ),
      )
    }
    const newestFirst = [...signatures].reverse()
    const list = async (options: Parameters<Connection['getSignaturesForAddress']>[1]) =>
      (await connection.getSignaturesForAddress(recipient, options)).map((entry) => entry.signature)

    expect(await list({ limit: 2 })).toEqual(newestFirst.slice(0, 2))
    expect(await list({ limit: 2, before: newestFirst[1] })).toEqual(newestFirst.slice(2, 4))
    expect(await list({ before: newestFirst[3] })).toEqual(newestFirst.slice(4))
    expect(await list({ until: newestFirst[2] })).toEqual(newestFirst.slice(0, 2))
    expect(await list({ before: newestFirst[0], until: newestFirst[3] })).toEqual(
      newestFirst.slice(1, 3),
    )
    // `before` and `until` may name any transaction, not only the address's own: they bound by
    // where it landed.
    const later = await sendAndConfirmTransaction(
      connection,
      transfer(bob, Keypair.generate().publicKey, LAMPORTS_PER_SOL),
      [bob],
    )
    expect(await list({ before: later })).toEqual(newestFirst)
    expect(await list({ until: later })).toEqual([])
    // An unknown `before` lists nothing; an unknown `until` bounds nothing (agave's behaviour).
    const { blockhash } = await connection.getLatestBlockhash()
    const unsent = transfer(bob, recipient, LAMPORTS_PER_SOL)
    unsent.recentBlockhash = blockhash
    unsent.sign(bob)
    const unknown = getBase58Decoder().decode(unsent.signature!)
    expect(await list({ before: unknown })).toEqual([])
    expect(await list({ until: unknown })).toEqual(newestFirst)
    expect(await connection.getSignaturesForAddress(Keypair.generate().publicKey)).toEqual([])

    for (const limit of [0, 1001]) {
      const { error } = await rpcCall(validator, 'getSignaturesForAddress', [
        recipient.toBase58(),
        { limit },
      ])
      expect(error).toEqual({ code: -32602, message: 'Invalid limit; max 1000' })
    }
    const processed = await rpcCall(validator, 'getSignaturesForAddress', [
      recipient.toBase58(),
      { commitment: 'processed' },
    ])
    expect(processed.error?.message).toBe('Method does not support commitment below `confirmed`')
    const badBefore = await rpcCall(validator, 'getSignaturesForAddress', [
      recipient.toBase58(),
      { before: 'not-a-signature' },
    ])
    expect(badBefore.error?.code).toBe(-32602)
  })

  it('lists a transaction that landed failing, with its error and its fee', async () => {
    const latest = await connection.getLatestBlockhash()
    const failing = transfer(bob, alice.publicKey, 1_000_000 * LAMPORTS_PER_SOL)
    failing.recentBlockhash = latest.blockhash
    failing.sign(bob)
    const signature = await connection.sendRawTransaction(failing.serialize(), {
      skipPreflight: true,
    })
    await connection.confirmTransaction({ signature, ...latest })

    const [entry] = await connection.getSignaturesForAddress(bob.publicKey, { limit: 1 })
    expect(entry).toMatchObject({ signature, err: { InstructionError: [0, { Custom: 1 }] } })
    const answer = await connection.getParsedTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    })
    expect(answer!.meta!.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(answer!.meta!.preBalances[0]! - answer!.meta!.postBalances[0]!).toBe(5_000)
    expect(answer!.meta!.logMessages).toContainEqual(
      expect.stringMatching(/^Transfer: insufficient lamports/),
    )
  })

  it('answers null for a signature it never saw', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    const unsent = transfer(alice, bob.publicKey, 1)
    unsent.recentBlockhash = blockhash
    unsent.sign(alice)
    const signature = getBase58Decoder().decode(unsent.signature!)
    expect(await connection.getTransaction(signature)).toBeNull()
  })
})

describe('startSolanaValidator({ cluster })', () => {
  it('names another network: its own genesis hash and CAIP-2 id; the default is unchanged', async () => {
    const [local, second] = await Promise.all([
      startSolanaValidator({ accountCount: 1 }),
      startSolanaValidator({ accountCount: 1, cluster: 'latch-local-2' }),
    ])
    try {
      expect(local.cluster).toBe('localnet')
      expect(local.genesisHash).toBe('9ZCKN5vFBL7Spj7dN5x35SWou4CZLDehii8Tmeser2KR')
      expect(local.chainId).toBe('solana:9ZCKN5vFBL7Spj7dN5x35SWou4CZLDeh')
      expect(second.cluster).toBe('latch-local-2')
      expect(second.genesisHash).not.toBe(local.genesisHash)
      expect(second.chainId).toBe(`solana:${second.genesisHash.slice(0, 32)}`)
      expect(await new Connection(second.rpcUrl).getGenesisHash()).toBe(second.genesisHash)
      // The same dev accounts and mint: only the network differs.
      expect(second.accounts[0]!.publicKey).toBe(local.accounts[0]!.publicKey)
    } finally {
      await Promise.all([local.stop(), second.stop()])
    }
    await expect(startSolanaValidator({ cluster: 'Not A Label' })).rejects.toThrow(
      /invalid startSolanaValidator options/,
    )
  })
})
