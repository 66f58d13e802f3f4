import { ed25519 } from '@noble/curves/ed25519.js'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, it, vi } from 'vitest'
import { createRequestWallet, type RequestWalletOptions } from './index'

// The wallet over a fake transport that signs for real with a local key, as a secure frame or a
// relay wallet would answer: the same requests, the same shapes, and answers Latch must refuse.
const CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
const user = Keypair.fromSeed(new Uint8Array(32).fill(1))
const other = Keypair.fromSeed(new Uint8Array(32).fill(2))
const address = user.publicKey.toBase58()
const blockhash = new PublicKey(new Uint8Array(32).fill(9)).toBase58()

function transfer(to = other.publicKey) {
  const transaction = new Transaction({ feePayer: user.publicKey, recentBlockhash: blockhash })
  transaction.add(SystemProgram.transfer({ fromPubkey: user.publicKey, toPubkey: to, lamports: 1 }))
  return transaction
}
const wire = (transaction: Transaction) =>
  new Uint8Array(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'))

/** An honest transport; `answer` replaces its answer to a method. */
function transport(overrides: Partial<RequestWalletOptions> = {}) {
  const request = vi.fn<RequestWalletOptions['request']>(async (method, params) => {
    if (method === 'solana_signMessage') {
      const { message } = params as { message: string }
      return {
        signature: bs58.encode(ed25519.sign(bs58.decode(message), user.secretKey.slice(0, 32))),
      }
    }
    const { transaction } = params as { transaction: string }
    const signed = Transaction.from(fromBase64(transaction))
    signed.partialSign(user)
    if (method === 'solana_signTransaction')
      return { transaction: Buffer.from(wire(signed)).toString('base64') }
    return { signature: bs58.encode(signed.signature as Uint8Array) }
  })
  const options = {
    name: 'Frame',
    icon: ICON,
    connect: vi.fn(async ({ silent }: { silent: boolean }) =>
      silent ? undefined : { addresses: [address], chain: CHAIN as `${string}:${string}` },
    ),
    request,
    release: vi.fn(async () => {}),
    ...overrides,
  } satisfies RequestWalletOptions
  return { options, request, wallet: createRequestWallet(options) }
}
const malformed = (what: string) =>
  expect.objectContaining({ code: 'MALFORMED_RESPONSE', details: expect.stringContaining(what) })

describe('createRequestWallet', () => {
  it('is a Wallet Standard wallet with the solana features, accountless until connected', () => {
    const { wallet } = transport()
    expect(wallet).toMatchObject({ version: '1.0.0', name: 'Frame', icon: ICON, accounts: [] })
    expect(Object.keys(wallet.features)).toEqual([
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ])
  })

  it('connects: the transport’s accounts on its cluster; silently, only a session already there', async () => {
    const { wallet, options } = transport()
    const connect = wallet.features['standard:connect'].connect
    expect(await connect({ silent: true })).toEqual({ accounts: [] })
    expect(options.connect).toHaveBeenLastCalledWith({ silent: true })
    const { accounts } = await connect()
    expect(options.connect).toHaveBeenLastCalledWith({ silent: false })
    expect(accounts).toEqual([
      expect.objectContaining({ address, publicKey: user.publicKey.toBytes(), chains: [CHAIN] }),
    ])
    expect(wallet.chains).toEqual([CHAIN])
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
  })

  it('refuses an interactive connect with no account (CONNECTOR_ACCOUNT_NOT_FOUND), released first', async () => {
    for (const session of [undefined, { addresses: [] }]) {
      const { wallet, options } = transport({ connect: async () => session })
      await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({
        code: 'CONNECTOR_ACCOUNT_NOT_FOUND',
      })
      expect(options.release).toHaveBeenCalledOnce()
    }
  })

  it('signs through requests of the relay protocol’s shapes, each answer checked', async () => {
    const { wallet, options } = transport()
    const [account] = (await wallet.features['standard:connect'].connect()).accounts
    if (!account) throw new Error('no account')
    const message = new TextEncoder().encode('gm')
    const [signed] = await wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(options.request).toHaveBeenLastCalledWith('solana_signMessage', {
      message: bs58.encode(message),
      pubkey: address,
    })
    expect(ed25519.verify(signed!.signature, message, user.publicKey.toBytes())).toBe(true)

    const transaction = wire(transfer())
    const [{ signedTransaction }] = (await wallet.features[
      'solana:signTransaction'
    ].signTransaction({ account, transaction })) as [{ signedTransaction: Uint8Array }]
    expect(options.request).toHaveBeenLastCalledWith('solana_signTransaction', {
      transaction: Buffer.from(transaction).toString('base64'),
    })
    expect(Transaction.from(signedTransaction).verifySignatures()).toBe(true)

    const [sent] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction,
      chain: CHAIN,
    })
    expect(sent!.signature).toHaveLength(64)
  })

  it('refuses answers that are not what was asked: MALFORMED_RESPONSE, a swapped transaction never returned', async () => {
    const swapped = async () => {
      const signed = transfer(Keypair.fromSeed(new Uint8Array(32).fill(5)).publicKey)
      signed.partialSign(user)
      return { transaction: Buffer.from(wire(signed)).toString('base64') }
    }
    const { wallet, request } = transport()
    const [account] = (await wallet.features['standard:connect'].connect()).accounts
    if (!account) throw new Error('no account')
    const transaction = wire(transfer())
    request.mockImplementationOnce(swapped)
    await expect(
      wallet.features['solana:signTransaction'].signTransaction({ account, transaction }),
    ).rejects.toMatchObject(malformed('other than the one it was asked to sign'))
    request.mockResolvedValueOnce({ signature: 'abc' })
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array(2) }),
    ).rejects.toMatchObject(malformed('solana_signMessage'))
    request.mockResolvedValueOnce(JSON.parse('{"__proto__": {"signature": "x"}}'))
    await expect(
      wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction,
        chain: CHAIN,
      }),
    ).rejects.toMatchObject(malformed('solana_signAndSendTransaction'))
    // The transport's own refusal (the user's) is passed on as it is.
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    request.mockRejectedValueOnce(refusal)
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array(2) }),
    ).rejects.toBe(refusal)
  })

  it('emits the transport’s account changes and its end as `change`, on the cluster connected', async () => {
    const { wallet } = transport()
    await wallet.features['standard:connect'].connect()
    const changes: string[][] = []
    const off = wallet.features['standard:events'].on('change', ({ accounts }) =>
      changes.push((accounts ?? []).map((a) => a.address)),
    )
    const next = other.publicKey.toBase58()
    await wallet.onSession([next, address])
    expect(wallet.accounts.map((a) => a.chains)).toEqual([[CHAIN], [CHAIN]])
    await wallet.onSession(undefined)
    expect(wallet.accounts).toEqual([])
    off()
    await wallet.onSession([address])
    expect(changes).toEqual([[next, address], []])
  })
})
