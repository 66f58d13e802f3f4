import { ed25519 } from '@noble/curves/ed25519.js'
import { mnemonicToSeedSync } from '@scure/bip39'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { HDKey as Slip10Key } from 'micro-key-producer/slip10.js'
import {
  parseEther,
  parseGwei,
  parseTransaction,
  recoverTransactionAddress,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { SOLANA_PATH } from './accounts'
import { createSecret, mnemonicOf } from './secret'
import { createSigner } from './signer'

const entropy = createSecret()
const signer = createSigner(entropy)
const { address } = signer.evm

// The same wallet built independently: viem from the phrase, @solana/web3.js from a SLIP-10 seed.
const phrase = mnemonicOf(entropy)
const solanaKeypair = Keypair.fromSeed(
  Slip10Key.fromMasterSeed(mnemonicToSeedSync(phrase)).derive(SOLANA_PATH).privateKey,
)

// The EIP-712 specification's example (eips.ethereum.org/EIPS/eip-712, "Mail").
const mail = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const

describe('createSigner: EVM', () => {
  it('signs for the address the phrase gives in other wallets', () => {
    expect(address).toBe(mnemonicToAccount(phrase).address)
  })

  it('signs personal_sign messages, UTF-8 text or 0x hex bytes (EIP-191)', async () => {
    const text = await signer.evm.signMessage('Sign in to example.org')
    expect(
      await verifyMessage({ address, message: 'Sign in to example.org', signature: text }),
    ).toBe(true)
    // personal_sign's usual parameter: the UTF-8 bytes in hex. Same bytes, same signature.
    const hex = await signer.evm.signMessage('0x48656c6c6f')
    expect(hex).toBe(await signer.evm.signMessage('Hello'))
    expect(await verifyMessage({ address, message: { raw: '0x48656c6c6f' }, signature: hex })).toBe(
      true,
    )
    const bytes = await signer.evm.signMessage(Uint8Array.of(0xde, 0xad))
    expect(await verifyMessage({ address, message: { raw: '0xdead' }, signature: bytes })).toBe(
      true,
    )
  })

  it('signs eth_signTypedData_v4 JSON', async () => {
    const signature = await signer.evm.signTypedData(JSON.stringify(mail))
    // viem's typed form of the same request: uint256 as bigint.
    const typed = { ...mail, domain: { ...mail.domain, chainId: 1n } }
    expect(await verifyTypedData({ address, ...typed, signature })).toBe(true)
    expect(await signer.evm.signTypedData(mail)).toBe(signature)
  })

  it('refuses what is not typed data', async () => {
    await expect(signer.evm.signTypedData('not json')).rejects.toThrow('Not EIP-712 typed data')
    await expect(signer.evm.signTypedData({ ...mail, primaryType: 'constructor' })).rejects.toThrow(
      'no type for its primaryType constructor',
    )
    await expect(signer.evm.signTypedData({ ...mail, primaryType: 'Letter' })).rejects.toThrow(
      'no type for its primaryType Letter',
    )
    const wrongField = { ...mail, message: { ...mail.message, to: { name: 'Bob', wallet: 'x' } } }
    await expect(signer.evm.signTypedData(wrongField)).rejects.toThrow()
  })

  it('signs transactions, serialized for eth_sendRawTransaction', async () => {
    const transaction = {
      chainId: 8453,
      type: 'eip1559',
      to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', // lower case, as parseTransaction reads it
      value: parseEther('0.01'),
      nonce: 4,
      gas: 21_000n,
      maxFeePerGas: parseGwei('2'),
      maxPriorityFeePerGas: parseGwei('1'),
    } as const
    const serializedTransaction = await signer.evm.signTransaction(transaction)
    expect(await recoverTransactionAddress({ serializedTransaction })).toBe(address)
    expect(parseTransaction(serializedTransaction)).toMatchObject(transaction)

    const legacy = await signer.evm.signTransaction({
      chainId: 1,
      type: 'legacy',
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      gasPrice: parseGwei('20'),
      nonce: 0,
    })
    expect(await recoverTransactionAddress({ serializedTransaction: legacy })).toBe(address)
  })

  it('refuses a transaction that does not name its chain', async () => {
    await expect(
      signer.evm.signTransaction({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', nonce: 0 }),
    ).rejects.toThrow('must name its chain (chainId)')
  })
})

describe('createSigner: Solana', () => {
  const payer = new PublicKey(signer.solana.publicKey)
  const recentBlockhash = Keypair.generate().publicKey.toBase58()
  const transfer = SystemProgram.transfer({
    fromPubkey: payer,
    toPubkey: Keypair.generate().publicKey,
    lamports: 1_000,
  })

  it('signs for the public key the phrase gives in other wallets', () => {
    expect(payer.equals(solanaKeypair.publicKey)).toBe(true)
  })

  it('signs messages with 64-byte ed25519 signatures', () => {
    const message = new TextEncoder().encode('Sign in to example.org')
    const signature = signer.solana.signMessage(message)
    expect(signature).toHaveLength(64)
    expect(ed25519.verify(signature, message, signer.solana.publicKey)).toBe(true)
    expect(ed25519.verify(signature, Uint8Array.of(1), signer.solana.publicKey)).toBe(false)
  })

  it('signs legacy transactions', () => {
    const transaction = new Transaction({ feePayer: payer, recentBlockhash }).add(transfer)
    const signature = signer.solana.signTransaction(transaction.serializeMessage())
    transaction.addSignature(payer, Buffer.from(signature))
    expect(transaction.verifySignatures()).toBe(true)

    const forged = new Transaction({ feePayer: payer, recentBlockhash }).add(transfer)
    forged.addSignature(payer, Buffer.from(signature.map((byte, i) => (i === 0 ? byte ^ 1 : byte))))
    expect(forged.verifySignatures()).toBe(false)
  })

  it('signs versioned (v0) transactions as @solana/web3.js does with the same key', () => {
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash,
      instructions: [transfer],
    }).compileToV0Message()
    const transaction = new VersionedTransaction(message)
    transaction.addSignature(payer, signer.solana.signTransaction(message.serialize()))

    const reference = new VersionedTransaction(message)
    reference.sign([solanaKeypair])
    expect(transaction.serialize()).toEqual(reference.serialize())
    expect(ed25519.verify(transaction.signatures[0]!, message.serialize(), payer.toBytes())).toBe(
      true,
    )
  })
})

describe('createSigner: dispose', () => {
  it('forgets the keys: every later signature throws', async () => {
    const shortLived = createSigner(createSecret())
    shortLived.dispose()
    await expect(shortLived.evm.signMessage('hi')).rejects.toThrow('disposed')
    await expect(shortLived.evm.signTypedData(mail)).rejects.toThrow('disposed')
    expect(() => shortLived.solana.signMessage(Uint8Array.of(1))).toThrow('disposed')
  })

  it('leaves the caller its entropy', () => {
    const mine = createSecret()
    const copy = Uint8Array.from(mine)
    createSigner(mine).dispose()
    expect(mine).toEqual(copy)
  })
})
