import type { Address } from '@solana/kit'
import {
  AuthorityType,
  createAssociatedTokenAccountIdempotentInstruction,
  createAssociatedTokenAccountInstruction,
  createSetAuthorityInstruction,
  createTransferCheckedWithFeeInstruction,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token'
import {
  NONCE_ACCOUNT_LENGTH,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { addressOf, legacyTransaction, v0Transaction } from './test/transactions'
import { solanaTransactionSection } from './transaction'
import { isTransactionInDisguise } from './transactionInDisguise'

const me = addressOf(0x0e)
const wallet = me.toBase58() as Address
const mine = { value: wallet, valueText: 'solanaThisWallet' }
const other = addressOf(0xa1)
const drainer = addressOf(0xd0)
const mint = addressOf(0x33)

/** The rows an instruction adds (after the fee payer, before the fees and programs). */
const rowsOf = (message: Uint8Array) => solanaTransactionSection(message, wallet).rows

describe('a Solana transaction’s approval section', () => {
  it('warns when assign hands this wallet’s account to another program', () => {
    const { message } = legacyTransaction(me, [
      SystemProgram.assign({ accountPubkey: me, programId: drainer }),
    ])
    expect(rowsOf(message).slice(1, 3)).toEqual([
      { label: 'solanaAssign', ...mine },
      {
        label: 'solanaNewOwnerProgram',
        value: drainer.toBase58(),
        valueText: 'solanaUnknownProgram',
        warning: 'solanaAssignWarning',
      },
    ])
  })

  it('shows createAccount’s funding and owner program', () => {
    const fresh = addressOf(0x55)
    const { message } = legacyTransaction(me, [
      SystemProgram.createAccount({
        fromPubkey: me,
        newAccountPubkey: fresh,
        lamports: 1_500_000,
        space: NONCE_ACCOUNT_LENGTH,
        programId: drainer,
      }),
    ])
    expect(rowsOf(message).slice(1, 5)).toEqual([
      { label: 'solanaCreateAccount', value: fresh.toBase58() },
      { label: 'solanaFunding', value: '0.0015', valueText: 'solanaSolAmount' },
      { label: 'solanaPaidBy', ...mine },
      {
        label: 'solanaOwnerProgram',
        value: drainer.toBase58(),
        valueText: 'solanaUnknownProgram',
        warning: 'solanaUnknownProgramWarning',
      },
    ])
  })

  it('shows transferWithSeed’s amount and recipient', () => {
    const { message } = legacyTransaction(me, [
      SystemProgram.transfer({
        fromPubkey: addressOf(0x56),
        basePubkey: me,
        toPubkey: other,
        lamports: 42n,
        seed: 'seed',
        programId: SystemProgram.programId,
      }),
    ])
    expect(rowsOf(message).slice(1, 4)).toEqual([
      { label: 'solanaSendSol', value: '0.000000042', valueText: 'solanaSolAmount' },
      { label: 'solanaFrom', value: addressOf(0x56).toBase58() },
      { label: 'solanaTo', value: other.toBase58() },
    ])
  })

  it('warns that a durable-nonce transaction does not expire', () => {
    const nonce = addressOf(0x57)
    const { message } = legacyTransaction(me, [
      SystemProgram.nonceAdvance({ noncePubkey: nonce, authorizedPubkey: me }),
      SystemProgram.transfer({ fromPubkey: me, toPubkey: other, lamports: 1n }),
    ])
    expect(rowsOf(message)[1]).toEqual({
      label: 'solanaDurableNonce',
      value: nonce.toBase58(),
      warning: 'solanaDurableNonceWarning',
    })
  })

  it('warns when a nonce account’s authority goes to another address', () => {
    const nonce = addressOf(0x57)
    const { message } = legacyTransaction(me, [
      SystemProgram.nonceAuthorize({
        noncePubkey: nonce,
        authorizedPubkey: me,
        newAuthorizedPubkey: other,
      }),
    ])
    expect(rowsOf(message).slice(1, 3)).toEqual([
      { label: 'solanaDurableNonce', value: nonce.toBase58() },
      {
        label: 'solanaNewAuthority',
        value: other.toBase58(),
        warning: 'solanaNewAuthorityWarning',
      },
    ])
  })

  it('shows a memo’s text, and names the Memo program without a warning', () => {
    const memo = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')
    const note = (data: number[]) =>
      new TransactionInstruction({
        programId: memo,
        keys: [{ pubkey: me, isSigner: true, isWritable: false }],
        data: Buffer.from(data),
      })
    const { message } = legacyTransaction(me, [
      note([...new TextEncoder().encode('Order #42')]),
      note([0xff, 0x00]),
    ])
    expect(rowsOf(message).slice(1)).toEqual([
      { label: 'solanaMemo', value: 'Order #42' },
      { label: 'solanaMemo', value: '0xff00' },
      { label: 'solanaNetworkFee', value: '0.000005', valueText: 'solanaUpToSol' },
      { label: 'solanaProgram', value: memo.toBase58(), valueText: 'solanaMemoProgram' },
    ])
  })

  it('reads both forms of creating an associated token account', () => {
    const ata = addressOf(0x58)
    for (const create of [
      createAssociatedTokenAccountInstruction,
      createAssociatedTokenAccountIdempotentInstruction,
    ]) {
      const { message } = legacyTransaction(me, [create(me, ata, other, mint)])
      expect(rowsOf(message).slice(1, 5)).toEqual([
        { label: 'solanaCreateTokenAccount', value: ata.toBase58() },
        { label: 'solanaTokenOwner', value: other.toBase58() },
        { label: 'solanaToken', value: mint.toBase58() },
        { label: 'solanaPaidBy', ...mine },
      ])
    }
  })

  it('names a Token-2022 extension instruction it cannot read, with a warning', () => {
    const { message } = legacyTransaction(me, [
      createTransferCheckedWithFeeInstruction(
        addressOf(0x44),
        mint,
        other,
        me,
        10n,
        2,
        1n,
        [],
        TOKEN_2022_PROGRAM_ID,
      ),
    ])
    expect(rowsOf(message)[1]).toEqual({
      label: 'solanaInstructionOf',
      value: TOKEN_2022_PROGRAM_ID.toBase58(),
      valueText: 'solanaToken2022Program',
      warning: 'solanaNotDecodedWarning',
    })
  })

  it('names a Token-2022 setAuthority of an extension’s authority, with a warning', () => {
    const { message } = legacyTransaction(me, [
      createSetAuthorityInstruction(
        mint,
        me,
        AuthorityType.PermanentDelegate,
        other,
        [],
        TOKEN_2022_PROGRAM_ID,
      ),
    ])
    expect(rowsOf(message)[1]).toEqual({
      label: 'solanaInstructionOf',
      value: TOKEN_2022_PROGRAM_ID.toBase58(),
      valueText: 'solanaToken2022Program',
      warning: 'solanaNotDecodedWarning',
    })
  })

  it('maps lookup entries to their tables: writable ones first, then read-only ones', () => {
    const ata = addressOf(0x58)
    // The mint (read-only) from the first table, the new token account (writable) from the second.
    const first = { key: addressOf(0x71), addresses: [mint] }
    const second = { key: addressOf(0x72), addresses: [ata] }
    const { message } = v0Transaction(
      me,
      [createAssociatedTokenAccountIdempotentInstruction(me, ata, me, mint)],
      first,
      second,
    )
    expect(rowsOf(message).slice(1, 4)).toEqual([
      {
        label: 'solanaCreateTokenAccount',
        value: `${second.key.toBase58()} #0`,
        warning: 'solanaFromLookupTable',
      },
      { label: 'solanaTokenOwner', ...mine },
      {
        label: 'solanaToken',
        value: `${first.key.toBase58()} #0`,
        warning: 'solanaFromLookupTable',
      },
    ])
    const fetched = Object.fromEntries(
      [first, second].map(({ key, addresses }) => [
        key.toBase58(),
        addresses.map((address) => address.toBase58() as Address),
      ]),
    )
    expect(solanaTransactionSection(message, wallet, undefined, fetched).rows.slice(1, 4)).toEqual([
      {
        label: 'solanaCreateTokenAccount',
        value: ata.toBase58(),
        valueText: 'solanaViaLookupTable',
      },
      { label: 'solanaTokenOwner', ...mine },
      { label: 'solanaToken', value: mint.toBase58(), valueText: 'solanaViaLookupTable' },
    ])
  })

  it('refuses bytes that are no transaction message, or have bytes past its end (-32602)', () => {
    const { message } = legacyTransaction(me, [
      SystemProgram.transfer({ fromPubkey: me, toPubkey: other, lamports: 1n }),
    ])
    for (const bytes of [new Uint8Array([1, 2, 3]), new Uint8Array([...message, 0])]) {
      expect(() => solanaTransactionSection(bytes, wallet)).toThrow(
        expect.objectContaining({ code: -32602 }),
      )
    }
  })
})

describe('a transaction in disguise', () => {
  it('is found in a message, with or without bytes after it', () => {
    const { message } = legacyTransaction(me, [
      SystemProgram.transfer({ fromPubkey: me, toPubkey: other, lamports: 1n }),
    ])
    expect(isTransactionInDisguise(message)).toBe(true)
    expect(isTransactionInDisguise(new Uint8Array([...message, 9, 9]))).toBe(true)
  })

  it('is not found in text or in short binary messages', () => {
    const text = new TextEncoder().encode(
      'example.com wants you to sign in with your Solana account:\nNonce: 32891756',
    )
    expect(isTransactionInDisguise(text)).toBe(false)
    // Fewer than 68 bytes cannot hold a header, a signer's address and a blockhash.
    for (let fill = 0; fill < 256; fill += 1) {
      expect(isTransactionInDisguise(new Uint8Array(67).fill(fill))).toBe(false)
    }
    expect(isTransactionInDisguise(new PublicKey(other).toBytes())).toBe(false)
  })
})
