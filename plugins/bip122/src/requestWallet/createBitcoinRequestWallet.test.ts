import { createBitcoinTestWallet } from '@latch/testkit'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64, hex } from '@scure/base'
import { Address, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import { verifyBitcoinMessage } from '../actions/verifyMessage'
import { type BitcoinRequestWalletOptions, createBitcoinRequestWallet } from './index'

// The wallet over a transport that answers as a relay wallet does, signing for real with the
// testkit's Bitcoin wallet: the same requests, the same shapes, and answers Latch must refuse.
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
const REGTEST_PARAMS = { ...TEST_NETWORK, bech32: 'bcrt' }

function signer() {
  return createBitcoinTestWallet({
    paymentSecretKey: secp256k1.utils.randomSecretKey(),
    ordinalsSecretKey: secp256k1.utils.randomSecretKey(),
    esploraUrl: 'http://127.0.0.1:1',
    authorized: true,
  })
}

/** An honest transport over `remote`; the session lists the ordinals address first. */
function transport(overrides: Partial<BitcoinRequestWalletOptions> = {}) {
  const remote = signer()
  const remoteAccount = async (address: string) => {
    const { accounts } = await remote.features['bitcoin:connect'].connect({
      purposes: ['payment', 'ordinals'],
    })
    return accounts.find((account) => account.address === address) as WalletAccount
  }
  const request = vi.fn<BitcoinRequestWalletOptions['request']>(async (method, params) => {
    if (method === 'getAccountAddresses') {
      return [
        { address: remote.payment.address, intention: 'payment' },
        { address: remote.ordinals.address, intention: 'ordinal' },
      ]
    }
    if (method === 'signMessage') {
      const { address, message } = params as { address: string; message: string }
      const [signed] = await remote.features['bitcoin:signMessage'].signMessage({
        account: await remoteAccount(address),
        message: new TextEncoder().encode(message),
        protocol: 'bip322',
      })
      return { address, signature: base64.encode(signed!.signature) }
    }
    const { psbt, signInputs } = params as {
      psbt: string
      signInputs: { address: string; index: number }[]
    }
    const account = await remoteAccount(signInputs[0]!.address)
    const [signed] = await remote.features['bitcoin:signTransaction'].signTransaction({
      psbt: base64.decode(psbt),
      inputsToSign: [{ account, signingIndexes: signInputs.map((input) => input.index) }],
    })
    return { psbt: base64.encode(signed!.signedPsbt) }
  })
  const options = {
    name: 'Relay',
    icon: ICON,
    connect: vi.fn(async ({ silent }: { silent: boolean }) =>
      silent
        ? undefined
        : { addresses: [remote.ordinals.address, remote.payment.address], chains: [REGTEST] },
    ),
    request,
    release: vi.fn(async () => {}),
    ...overrides,
  } satisfies BitcoinRequestWalletOptions
  return { remote, options, request, wallet: createBitcoinRequestWallet(options) }
}

/** A PSBT spending 0.001 BTC of `address` (an output of a made-up transaction) to `to`. */
function spend(address: string, to: string) {
  const tx = new Transaction()
  tx.addInput({
    txid: hex.decode('ab'.repeat(32)),
    index: 0,
    witnessUtxo: {
      script: OutScript.encode(Address(REGTEST_PARAMS).decode(address)),
      amount: 100_000n,
    },
  })
  tx.addOutputAddress(to, 90_000n, REGTEST_PARAMS)
  return tx.toPSBT()
}
const malformed = (what: string) =>
  expect.objectContaining({ code: 'MALFORMED_RESPONSE', details: expect.stringContaining(what) })

describe('createBitcoinRequestWallet', () => {
  it('is a Wallet Standard Bitcoin wallet, accountless until connected', () => {
    const { wallet } = transport()
    expect(wallet).toMatchObject({ version: '1.0.0', name: 'Relay', icon: ICON, accounts: [] })
    expect(Object.keys(wallet.features)).toEqual([
      'standard:connect',
      'bitcoin:connect',
      'standard:disconnect',
      'standard:events',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
    ])
  })

  it('connects: the session’s addresses, payment first by the wallet’s intentions, on the standard’s chain names', async () => {
    const { wallet, options, remote, request } = transport()
    const connect = wallet.features['standard:connect'].connect
    expect(await connect({ silent: true })).toEqual({ accounts: [] })
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: ['payment', 'ordinals'],
    })
    expect(options.connect).toHaveBeenLastCalledWith({ silent: false })
    expect(request).toHaveBeenCalledWith('getAccountAddresses', {
      account: remote.ordinals.address,
    })
    expect(accounts.map((account) => account.address)).toEqual([
      remote.payment.address,
      remote.ordinals.address,
    ])
    expect(wallet.chains).toEqual(['bitcoin:regtest', REGTEST])
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
  })

  it('types addresses by their kind when the wallet does not answer getAccountAddresses (Taproot: ordinals)', async () => {
    const { wallet, request, remote } = transport()
    request.mockRejectedValueOnce({ code: 4200, message: 'unsupported' })
    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts.map((account) => account.address)).toEqual([
      remote.payment.address,
      remote.ordinals.address,
    ])
  })

  it('refuses an interactive connect with no address (CONNECTOR_ACCOUNT_NOT_FOUND), released first', async () => {
    for (const session of [undefined, { addresses: [], chains: [REGTEST] }]) {
      const { wallet, options } = transport({ connect: async () => session })
      await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({
        code: 'CONNECTOR_ACCOUNT_NOT_FOUND',
      })
      expect(options.release).toHaveBeenCalledOnce()
    }
  })

  it('signs a message with BIP-322 through signMessage: the signature verifies for the address', async () => {
    const { wallet, request, remote } = transport()
    const [payment] = (await wallet.features['standard:connect'].connect()).accounts
    const message = new TextEncoder().encode('Hello from Latch')
    const [signed] = await wallet.features['bitcoin:signMessage'].signMessage({
      account: payment!,
      message,
    })
    expect(request).toHaveBeenLastCalledWith('signMessage', {
      account: remote.payment.address,
      address: remote.payment.address,
      message: 'Hello from Latch',
      protocol: 'bip322',
    })
    expect(
      verifyBitcoinMessage(
        remote.payment.address,
        'Hello from Latch',
        base64.encode(signed!.signature),
      ),
    ).toBe(true)
  })

  it('signs a PSBT through signPsbt, never broadcast by the wallet: the signed one is the same transaction', async () => {
    const { wallet, request, remote } = transport()
    const [payment] = (await wallet.features['standard:connect'].connect()).accounts
    const psbt = spend(remote.payment.address, remote.ordinals.address)
    const [{ signedPsbt }] = (await wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt,
      inputsToSign: [{ account: payment!, signingIndexes: [0] }],
    })) as [{ signedPsbt: Uint8Array }]
    expect(request).toHaveBeenLastCalledWith('signPsbt', {
      account: remote.payment.address,
      psbt: base64.encode(psbt),
      signInputs: [{ address: remote.payment.address, index: 0 }],
      broadcast: false,
    })
    const signed = Transaction.fromPSBT(signedPsbt)
    signed.finalize()
    expect(signed.id).toBe(Transaction.fromPSBT(psbt).id)
  })

  it('refuses answers that are not what was asked: MALFORMED_RESPONSE, a swapped transaction never returned', async () => {
    const { wallet, request, remote } = transport()
    const [payment] = (await wallet.features['standard:connect'].connect()).accounts
    const account = payment!
    const psbt = spend(remote.payment.address, remote.ordinals.address)
    const sign = () =>
      wallet.features['bitcoin:signTransaction'].signTransaction({
        psbt,
        inputsToSign: [{ account, signingIndexes: [0] }],
      })
    // The wallet signs a transaction paying someone else.
    request.mockResolvedValueOnce({
      psbt: base64.encode(spend(remote.payment.address, remote.payment.address)),
    })
    await expect(sign()).rejects.toMatchObject(malformed('other than the one it was asked to sign'))
    for (const answer of [
      { psbt: 'not base64!' },
      { psbt: base64.encode(new Uint8Array(8)) },
      'x',
    ]) {
      request.mockResolvedValueOnce(answer)
      await expect(sign()).rejects.toMatchObject(malformed('signPsbt'))
    }
    const signMessage = () =>
      wallet.features['bitcoin:signMessage'].signMessage({
        account,
        message: new Uint8Array([104]),
      })
    for (const answer of [
      { signature: '' },
      { signature: 42 },
      {},
      { signature: 'a'.repeat(5000) },
    ]) {
      request.mockResolvedValueOnce(answer)
      await expect(signMessage()).rejects.toMatchObject(malformed('signMessage'))
    }
    request.mockResolvedValueOnce({ signature: 'AAAA', address: remote.ordinals.address })
    await expect(signMessage()).rejects.toMatchObject(malformed(`not of ${remote.payment.address}`))
  })

  it('passes the wallet’s refusal on as it came', async () => {
    const { wallet, request } = transport()
    const [payment] = (await wallet.features['standard:connect'].connect()).accounts
    request.mockRejectedValueOnce({ code: 4001, message: 'User rejected' })
    await expect(
      wallet.features['bitcoin:signMessage'].signMessage({
        account: payment!,
        message: new Uint8Array([1]),
      }),
    ).rejects.toEqual({ code: 4001, message: 'User rejected' })
  })

  it('tells its listeners the transport’s address changes, and its end', async () => {
    const { wallet, remote } = transport()
    await wallet.features['standard:connect'].connect()
    const changes: string[][] = []
    const off = wallet.features['standard:events'].on('change', ({ accounts }) =>
      changes.push((accounts ?? []).map((account) => account.address)),
    )
    await wallet.onSession([remote.payment.address])
    await wallet.onSession(undefined)
    off()
    await wallet.onSession([remote.payment.address])
    expect(changes).toEqual([[remote.payment.address], []])
  })
})
