import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { signedTransaction, toBase64 } from './solanaWire'

// The wallet must sign the transaction it was asked to sign: the same message bytes.
const user = Keypair.fromSeed(new Uint8Array(32).fill(1))
const attacker = Keypair.fromSeed(new Uint8Array(32).fill(2))
const receiver = Keypair.fromSeed(new Uint8Array(32).fill(3)).publicKey
const blockhash = new PublicKey(new Uint8Array(32).fill(9)).toBase58()
const signer = user.publicKey.toBase58()

function transfer(options: { to?: PublicKey; feePayer?: Keypair; lamports?: number } = {}) {
  const feePayer = options.feePayer ?? user
  const transaction = new Transaction({ feePayer: feePayer.publicKey, recentBlockhash: blockhash })
  transaction.add(
    SystemProgram.transfer({
      fromPubkey: user.publicKey,
      toPubkey: options.to ?? receiver,
      lamports: options.lamports ?? 5000,
    }),
  )
  return transaction
}
const bytes = (transaction: Transaction) =>
  new Uint8Array(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
function signed(transaction: Transaction, ...by: Keypair[]) {
  transaction.partialSign(...by)
  return transaction
}
const malformed = (what: string) =>
  expect.objectContaining({ code: 'MALFORMED_RESPONSE', details: expect.stringContaining(what) })

describe('signedTransaction', () => {
  const input = bytes(transfer())

  it('takes the transaction asked for, signed by the signer', () => {
    const answer = bytes(signed(transfer(), user))
    expect(signedTransaction(input, signer, { transaction: toBase64(answer) })).toEqual(answer)
  })

  it('puts a signature alone in the signer’s slot', () => {
    const answer = signed(transfer(), user)
    const signature = bs58.encode(answer.signature as Uint8Array)
    expect(signedTransaction(input, signer, { signature })).toEqual(bytes(answer))
  })

  it('refuses a transaction with other instructions (another receiver or amount)', () => {
    for (const other of [transfer({ to: attacker.publicKey }), transfer({ lamports: 5_000_000 })]) {
      const answer = toBase64(bytes(signed(other, user)))
      expect(() => signedTransaction(input, signer, { transaction: answer })).toThrow(
        malformed('other than the one it was asked to sign'),
      )
    }
  })

  it('refuses a transaction with another fee payer', () => {
    const answer = toBase64(bytes(signed(transfer({ feePayer: attacker }), attacker, user)))
    expect(() => signedTransaction(input, signer, { transaction: answer })).toThrow(
      malformed('other than the one it was asked to sign'),
    )
  })

  it('refuses the transaction unsigned, bytes that are no transaction, and changed co-signatures', () => {
    expect(() => signedTransaction(input, signer, { transaction: toBase64(input) })).toThrow(
      malformed('did not sign'),
    )
    expect(() => signedTransaction(input, signer, { transaction: 'AQID' })).toThrow(
      malformed('no transaction'),
    )
    // The input is already signed by the fee payer; the wallet's answer replaces that signature.
    const shared = () => transfer({ feePayer: attacker })
    const partly = bytes(signed(shared(), attacker))
    const tampered = signed(shared(), user)
    tampered.signatures[0] = { publicKey: attacker.publicKey, signature: Buffer.alloc(64, 1) }
    expect(() =>
      signedTransaction(partly, signer, { transaction: toBase64(bytes(tampered)) }),
    ).toThrow(malformed('changed'))
  })

  it('refuses a signature for an account that does not sign the transaction', () => {
    const signature = bs58.encode(new Uint8Array(64).fill(4))
    expect(() => signedTransaction(input, attacker.publicKey.toBase58(), { signature })).toThrow(
      malformed('does not sign'),
    )
  })
})
