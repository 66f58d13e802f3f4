import { createTestLatch } from '@latch/testkit'
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { solana } from '../plugin'
import { startLocalSolana, walletsOf } from '../test/localSolana'
import type { SolanaProvider } from './createSolanaProvider'

// The app's own @solana/web3.js code with Latch's signer of a real connection (the Solana test
// wallet on the local validator).
describe("the app's Solana provider", () => {
  let local: Awaited<ReturnType<typeof startLocalSolana>>
  let latch: ReturnType<typeof createTestLatch>
  let provider: SolanaProvider
  let rpc: Connection
  const payer = () => new PublicKey(local.validator.accounts[0]?.publicKey as string)
  const to = () => new PublicKey(local.validator.accounts[1]?.publicKey as string)

  beforeAll(async () => {
    local = await startLocalSolana()
    rpc = new Connection(local.validator.rpcUrl, 'confirmed')
    const wallet = local.newWallet()
    latch = createTestLatch({
      networks: [...local.networks],
      plugins: [solana({ wallets: walletsOf([wallet]) })],
    })
    provider = await latch.getProvider('solana')
    expect(provider.publicKey).toBeNull()
    await latch.dispatch({
      type: 'connection.connect',
      connectorId: wallet.name,
      namespace: 'solana',
    })
  })
  afterAll(async () => {
    latch?.destroy()
    await local?.stop()
  })

  const transfer = async (lamports: number) => {
    const { blockhash } = await rpc.getLatestBlockhash()
    return new Transaction({ feePayer: payer(), recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: payer(), toPubkey: to(), lamports }),
    )
  }

  it('is the connected account', () => {
    expect(provider.publicKey?.toBase58()).toBe(payer().toBase58())
  })

  it('signs a legacy transaction that the cluster then accepts', async () => {
    const signed = await provider.signTransaction(await transfer(1_000))
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
    const before = await rpc.getBalance(to())
    const signature = await rpc.sendRawTransaction(signed.serialize())
    await rpc.confirmTransaction(signature, 'confirmed')
    expect(await rpc.getBalance(to())).toBe(before + 1_000)
  })

  it('signs versioned transactions, several at once, and signs-and-sends', async () => {
    const { blockhash } = await rpc.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: payer(),
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer(), toPubkey: to(), lamports: 7 })],
    }).compileToV0Message()
    const [a, b] = await provider.signAllTransactions([
      new VersionedTransaction(message),
      await transfer(8),
    ])
    expect(a).toBeInstanceOf(VersionedTransaction)
    expect(b).toBeInstanceOf(Transaction)
    expect((a as VersionedTransaction).signatures[0]?.some((byte) => byte !== 0)).toBe(true)

    const signature = await provider.signAndSendTransaction(await transfer(9))
    await expect.poll(async () => (await rpc.getSignatureStatus(signature)).value?.err).toBeNull()
  })

  it('signs a message the account can be held to', async () => {
    const message = new TextEncoder().encode('gm from web3.js')
    const signature = await provider.signMessage(message)
    expect(ed25519.verify(signature, message, payer().toBytes())).toBe(true)
  })

  it('a disconnect is disconnect and accountChanged null; signing then fails', async () => {
    const disconnect = vi.fn()
    const changed = vi.fn()
    provider.on('disconnect', disconnect).on('accountChanged', changed)
    await latch.dispatch({ type: 'connection.disconnect', namespace: 'solana' })
    expect(disconnect).toHaveBeenCalledTimes(1)
    expect(changed).toHaveBeenCalledWith(null)
    expect(provider.publicKey).toBeNull()
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_CONNECTED',
    })
    provider.off('disconnect', disconnect).off('accountChanged', changed)
  })
})
