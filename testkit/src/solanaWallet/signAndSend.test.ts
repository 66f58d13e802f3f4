import { getBase58Decoder } from '@solana/kit'
import { createTransferCheckedInstruction } from '@solana/spl-token'
import {
  Connection,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaValidator, startSolanaValidator } from '../solana/startSolanaValidator'
import { SolanaRpcError } from './sendWireTransaction'
import { createSolanaTestWallet, type SolanaTestWallet } from './solanaTestWallet'
import { WalletRejectedError } from './walletErrors'

// Real transactions on the local validator: what the wallet signs must land, balances must move.
describe('createSolanaTestWallet: transactions on the local validator', () => {
  let validator: SolanaValidator
  let connection: Connection
  let wallet: SolanaTestWallet
  let alice: WalletAccount
  let alicePubkey: PublicKey
  let bobPubkey: PublicKey

  beforeAll(async () => {
    validator = await startSolanaValidator()
    connection = new Connection(validator.rpcUrl, 'confirmed')
    wallet = createSolanaTestWallet({
      secretKeys: [validator.accounts[0]!.secretKey],
      chains: [{ chainId: validator.chainId, rpcUrl: validator.rpcUrl }],
    })
    ;[alice] = (await wallet.features['standard:connect'].connect()).accounts as [WalletAccount]
    alicePubkey = new PublicKey(alice.address)
    bobPubkey = new PublicKey(validator.accounts[1]!.publicKey)
  })
  afterAll(() => validator?.stop())

  /** A web3.js legacy transfer from alice, unsigned, as wire bytes (what an app hands a wallet). */
  const unsignedTransfer = async (from: PublicKey, lamports: number) => {
    const transaction = new Transaction({
      feePayer: from,
      ...(await connection.getLatestBlockhash()),
    }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: bobPubkey, lamports }))
    return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  }

  it('signs a web3.js legacy transfer that web3.js then sends: balances change', async () => {
    const [aliceBefore, bobBefore] = await Promise.all([
      connection.getBalance(alicePubkey),
      connection.getBalance(bobPubkey),
    ])
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account: alice,
      transaction: await unsignedTransfer(alicePubkey, LAMPORTS_PER_SOL),
      chain: validator.chainId,
    })
    expect(Transaction.from(output!.signedTransaction).verifySignatures()).toBe(true)

    const signature = await connection.sendRawTransaction(output!.signedTransaction)
    await connection.confirmTransaction(signature, 'confirmed')
    expect(await connection.getBalance(bobPubkey)).toBe(bobBefore + LAMPORTS_PER_SOL)
    expect(await connection.getBalance(alicePubkey)).toBe(aliceBefore - LAMPORTS_PER_SOL - 5000)
  })

  it('refuses a transaction its account does not sign, and a chain it does not know', async () => {
    const signTransaction = wallet.features['solana:signTransaction'].signTransaction
    await expect(
      signTransaction({ account: alice, transaction: await unsignedTransfer(bobPubkey, 1) }),
    ).rejects.toThrow(`${alice.address} is not a signer of this transaction`)
    await expect(
      signTransaction({
        account: alice,
        transaction: await unsignedTransfer(alicePubkey, 1),
        chain: 'solana:devnet',
      }),
    ).rejects.toThrow('solana:devnet is not a chain of this wallet')
    await expect(
      signTransaction({ account: alice, transaction: new Uint8Array([1, 2, 3]) }),
    ).rejects.toThrow('the bytes are not a Solana wire transaction')
  })

  it('signs and sends a v0 SPL transferChecked, confirmed on the validator', async () => {
    const { mint } = validator
    const source = new PublicKey(validator.accounts[0]!.tokenAccount)
    const destination = new PublicKey(validator.accounts[1]!.tokenAccount)
    const before = await connection.getTokenAccountBalance(destination)
    const message = new TransactionMessage({
      payerKey: alicePubkey,
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
      instructions: [
        createTransferCheckedInstruction(
          source,
          new PublicKey(mint.address),
          destination,
          alicePubkey,
          2_500_000n,
          mint.decimals,
        ),
      ],
    }).compileToV0Message()

    const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: alice,
      transaction: new VersionedTransaction(message).serialize(),
      chain: validator.chainId,
    })
    expect(output!.signature).toHaveLength(64)
    const signature = getBase58Decoder().decode(output!.signature)
    const status = await connection.getSignatureStatus(signature)
    expect(status.value).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const after = await connection.getTokenAccountBalance(destination)
    expect(BigInt(after.value.amount) - BigInt(before.value.amount)).toBe(2_500_000n)
  })

  it("throws the node's message when the node refuses the transaction", async () => {
    const balance = await connection.getBalance(alicePubkey)
    const refusal = await wallet.features['solana:signAndSendTransaction']
      .signAndSendTransaction({
        account: alice,
        transaction: await unsignedTransfer(alicePubkey, balance * 2),
        chain: validator.chainId,
      })
      .catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(SolanaRpcError)
    expect(refusal).toMatchObject({
      code: -32002,
      message: expect.stringMatching(/^Transaction simulation failed/),
    })
    expect(await connection.getBalance(alicePubkey)).toBe(balance)
  })

  it('sends nothing when the user rejects the prompt', async () => {
    const balance = await connection.getBalance(alicePubkey)
    wallet.rejectNext({ feature: 'solana:signAndSendTransaction' })
    await expect(
      wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account: alice,
        transaction: await unsignedTransfer(alicePubkey, LAMPORTS_PER_SOL),
        chain: validator.chainId,
      }),
    ).rejects.toThrow(WalletRejectedError)
    expect(await connection.getBalance(alicePubkey)).toBe(balance)
    expect(wallet.getState().pendingRejections).toBe(0)
  })
})
