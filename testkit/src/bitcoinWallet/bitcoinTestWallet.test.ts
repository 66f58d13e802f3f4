import { createManualClock } from '@latch/core'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { OutScript, p2sh, p2wpkh, Address as ScureAddress, Transaction } from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EsploraTxStatus, EsploraUtxo } from '../bitcoin/esplora/esploraTypes'
import { REGTEST_NETWORK } from '../bitcoin/regtestNetwork'
import { type BitcoinChain, startBitcoinChain } from '../bitcoin/startBitcoinChain'
import { type BitcoinTestWallet, createBitcoinTestWallet } from './bitcoinTestWallet'
import type { CreateBitcoinTestWalletOptions } from './bitcoinWalletOptions'

const text = (value: string) => new TextEncoder().encode(value)

describe('createBitcoinTestWallet on a local chain', () => {
  let chain: BitcoinChain
  const newWallet = (options: Partial<CreateBitcoinTestWalletOptions> = {}) =>
    createBitcoinTestWallet({
      paymentSecretKey: secp256k1.utils.randomSecretKey(),
      ordinalsSecretKey: secp256k1.utils.randomSecretKey(),
      esploraUrl: chain.url,
      ...options,
    })
  const utxosOf = async (address: string) =>
    (await (await fetch(`${chain.url}/address/${address}/utxo`)).json()) as EsploraUtxo[]
  const connectPayment = async (wallet: BitcoinTestWallet) => {
    const { accounts } = await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    return accounts[0] as WalletAccount
  }
  /** A PSBT spending `address`'s funded output to `to`, as a dapp builds it with btc-signer. */
  const psbtSpending = async (address: string, sats: number, to: string, fee = 400) => {
    const txid = await chain.fund(address, sats)
    await chain.mine(1)
    const utxo = (await utxosOf(address)).find((candidate) => candidate.txid === txid)
    if (!utxo) throw new Error('no funded output')
    const script = OutScript.encode(ScureAddress(REGTEST_NETWORK).decode(address))
    return { utxo, script, fee, to }
  }

  beforeAll(async () => {
    chain = await startBitcoinChain()
  })
  afterAll(() => chain?.stop())

  it('connects the purposes asked for: a P2WPKH payment account, a P2TR ordinals account', async () => {
    const wallet = newWallet()
    expect(wallet.chains).toEqual(['bitcoin:regtest'])
    expect(wallet.accounts).toEqual([])
    const payment = await connectPayment(wallet)
    expect(payment.address).toBe(wallet.payment.address)
    expect(payment.address).toMatch(/^bcrt1q/)
    expect(wallet.accounts.map((account) => account.address)).toEqual([wallet.payment.address])

    const both = await wallet.features['bitcoin:connect'].connect({
      purposes: ['ordinals', 'payment'],
    })
    expect(both.accounts.map((account) => account.address)).toEqual([
      wallet.ordinals.address,
      wallet.payment.address,
    ])
    expect(wallet.ordinals.address).toMatch(/^bcrt1p/)
    expect(wallet.accounts).toHaveLength(2)
  })

  it('signs messages that bip322-js verifies: BIP-322 for both accounts, legacy ECDSA when asked', async () => {
    const wallet = newWallet()
    const { accounts } = await wallet.features['bitcoin:connect'].connect()
    const message = text('Sign in to Latch: nonce 8f2e')
    for (const account of accounts) {
      for (const protocol of ['bip322', 'ecdsa'] as const) {
        const [signed] = await wallet.features['bitcoin:signMessage'].signMessage({
          account,
          message,
          protocol,
        })
        const bytes = signed?.signature ?? new Uint8Array()
        // Legacy: 65 bytes (header, r, s); BIP-322 simple: the serialised witness, longer.
        if (protocol === 'ecdsa') expect(bytes).toHaveLength(65)
        else expect(bytes.length).toBeGreaterThan(65)
        const signature = base64.encode(bytes)
        expect(Verifier.verifySignature(account.address, Buffer.from(message), signature)).toBe(
          true,
        )
        expect(
          Verifier.verifySignature(
            account.address,
            Buffer.from(text('another message')),
            signature,
          ),
        ).toBe(false)
      }
    }
  })

  it("signs a PSBT's inputs it is asked to; the dapp finalises it and the chain accepts it", async () => {
    const wallet = newWallet()
    const account = await connectPayment(wallet)
    const recipient = newWallet().payment.address
    const { utxo, script } = await psbtSpending(account.address, 70_000, recipient)
    const tx = new Transaction()
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script, amount: BigInt(utxo.value) },
    })
    tx.addOutputAddress(recipient, 69_600n, REGTEST_NETWORK)

    const [output] = await wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt: tx.toPSBT(),
      inputsToSign: [{ account, signingIndexes: [0] }],
      chain: 'bitcoin:regtest',
    })
    const signed = Transaction.fromPSBT(output?.signedPsbt ?? new Uint8Array())
    signed.finalize()
    const response = await fetch(`${chain.url}/tx`, { method: 'POST', body: signed.hex })
    expect([response.status, await response.text()]).toEqual([200, signed.id])
    await chain.mine(1)
    expect((await utxosOf(recipient)).map((u) => u.value)).toEqual([69_600])
  })

  it('signs and sends: the txid is confirmed after a block', async () => {
    for (const paymentAddressType of ['p2wpkh', 'p2sh-p2wpkh'] as const) {
      const wallet = newWallet({ paymentAddressType })
      const account = await connectPayment(wallet)
      const recipient = newWallet().payment.address
      const { utxo } = await psbtSpending(account.address, 40_000, recipient)
      const tx = new Transaction()
      const payment = OutScript.encode(ScureAddress(REGTEST_NETWORK).decode(account.address))
      tx.addInput({
        txid: utxo.txid,
        index: utxo.vout,
        witnessUtxo: { script: payment, amount: 40_000n },
        ...(paymentAddressType === 'p2sh-p2wpkh'
          ? {
              redeemScript: p2sh(p2wpkh(Uint8Array.from(account.publicKey), REGTEST_NETWORK))
                .redeemScript,
            }
          : {}),
      })
      tx.addOutputAddress(recipient, 39_500n, REGTEST_NETWORK)
      const [sent] = await wallet.features['bitcoin:signAndSendTransaction'].signAndSendTransaction(
        {
          psbt: tx.toPSBT(),
          inputsToSign: [{ account, signingIndexes: [0] }],
          chain: 'bitcoin:regtest',
        },
      )
      expect(sent?.txid).toMatch(/^[0-9a-f]{64}$/)
      await chain.mine(1)
      const status = (await (
        await fetch(`${chain.url}/tx/${sent?.txid}/status`)
      ).json()) as EsploraTxStatus
      expect(status.confirmed, paymentAddressType).toBe(true)
    }
  })

  it('signs and sends from the ordinals (P2TR) account: a checked key-path spend', async () => {
    const wallet = newWallet()
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: ['ordinals'],
    })
    const ordinals = accounts[0] as WalletAccount
    const recipient = newWallet().payment.address
    const { utxo, script } = await psbtSpending(ordinals.address, 25_000, recipient)
    const tx = new Transaction()
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script, amount: 25_000n },
      tapInternalKey: Uint8Array.from(ordinals.publicKey),
    })
    tx.addOutputAddress(recipient, 24_600n, REGTEST_NETWORK)
    const [sent] = await wallet.features['bitcoin:signAndSendTransaction'].signAndSendTransaction({
      psbt: tx.toPSBT(),
      inputsToSign: [{ account: ordinals, signingIndexes: [0] }],
      chain: 'bitcoin:regtest',
    })
    await chain.mine(1)
    expect((await utxosOf(recipient)).map((u) => [u.txid, u.value])).toEqual([[sent?.txid, 24_600]])
  })

  it("passes the chain's refusal on when sending fails", async () => {
    const wallet = newWallet()
    const account = await connectPayment(wallet)
    const { utxo, script } = await psbtSpending(account.address, 30_000, account.address)
    const send = () => {
      const tx = new Transaction()
      tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount: 30_000n } })
      tx.addOutputAddress(newWallet().payment.address, 29_000n, REGTEST_NETWORK)
      return wallet.features['bitcoin:signAndSendTransaction'].signAndSendTransaction({
        psbt: tx.toPSBT(),
        inputsToSign: [{ account, signingIndexes: [0] }],
        chain: 'bitcoin:regtest',
      })
    }
    await send()
    await expect(send()).rejects.toMatchObject({
      name: 'BitcoinBroadcastError',
      status: 400,
      body: expect.stringContaining('bad-txns-inputs-spent'),
    })
  })

  it('refuses to sign for an account the app was not given, or an input not its own', async () => {
    const wallet = newWallet()
    const payment = await connectPayment(wallet)
    const ordinals = { ...payment, address: wallet.ordinals.address }
    await expect(
      wallet.features['bitcoin:signMessage'].signMessage({ account: ordinals, message: text('x') }),
    ).rejects.toMatchObject({ name: 'WalletAccountError', code: 4100 })

    const other = newWallet()
    const { utxo, script } = await psbtSpending(other.payment.address, 20_000, payment.address)
    const tx = new Transaction()
    tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount: 20_000n } })
    tx.addOutputAddress(payment.address, 19_000n, REGTEST_NETWORK)
    await expect(
      wallet.features['bitcoin:signTransaction'].signTransaction({
        psbt: tx.toPSBT(),
        inputsToSign: [{ account: payment, signingIndexes: [0] }],
      }),
    ).rejects.toThrow(/input 0 cannot be signed/)
    await expect(
      wallet.features['bitcoin:signTransaction'].signTransaction({
        psbt: tx.toPSBT(),
        inputsToSign: [{ account: payment, signingIndexes: [3] }],
      }),
    ).rejects.toThrow(/input 3 is not in this transaction/)
  })
})

describe('createBitcoinTestWallet scripting', () => {
  // No chain: nothing here is sent.
  const newWallet = (options: Partial<CreateBitcoinTestWalletOptions> = {}) =>
    createBitcoinTestWallet({
      paymentSecretKey: secp256k1.utils.randomSecretKey(),
      ordinalsSecretKey: secp256k1.utils.randomSecretKey(),
      esploraUrl: 'http://127.0.0.1:9',
      ...options,
    })

  it('refuses invalid options', () => {
    expect(() => newWallet({ paymentSecretKey: new Uint8Array(32) })).toThrow(/paymentSecretKey/)
    expect(() => newWallet({ ordinalsSecretKey: [1, 2, 3] })).toThrow(/ordinalsSecretKey/)
    expect(() => newWallet({ esploraUrl: 'not a url' })).toThrow(/esploraUrl/)
    expect(() => newWallet({ responseDelayMs: -1 })).toThrow(/responseDelayMs/)
  })

  it('takes the same keys as number arrays (a config passed through JSON)', () => {
    const secret = secp256k1.utils.randomSecretKey()
    const fromBytes = newWallet({ paymentSecretKey: secret })
    const fromJson = newWallet({ paymentSecretKey: [...secret] })
    expect(fromJson.payment.address).toBe(fromBytes.payment.address)
  })

  it('rejects the scripted prompts with 4001, then prompts no more once approved', async () => {
    const wallet = newWallet()
    wallet.rejectNext({ feature: 'bitcoin:connect' })
    await expect(wallet.features['bitcoin:connect'].connect()).rejects.toMatchObject({ code: 4001 })
    const { accounts } = await wallet.features['bitcoin:connect'].connect()
    wallet.rejectNext({ feature: 'bitcoin:connect' })
    // Approved for both purposes: no prompt, so the scripted rejection waits.
    await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    expect(wallet.getState().pendingRejections).toBe(1)
    wallet.clearRejections()
    wallet.rejectNext({ feature: 'bitcoin:signMessage', count: 2 })
    const sign = () =>
      wallet.features['bitcoin:signMessage'].signMessage({
        account: accounts[0] as WalletAccount,
        message: text('hi'),
      })
    await expect(sign()).rejects.toMatchObject({ name: 'WalletRejectedError' })
    await expect(sign()).rejects.toMatchObject({ name: 'WalletRejectedError' })
    await expect(sign()).resolves.toHaveLength(1)
    expect(() => wallet.rejectNext({ count: 0 })).toThrow(/count/)
  })

  it('while locked shows no account and refuses to connect or sign; change events follow', async () => {
    const wallet = newWallet()
    const seen: string[][] = []
    wallet.features['standard:events'].on('change', ({ accounts }) =>
      seen.push((accounts ?? []).map((account) => account.address)),
    )
    const { accounts } = await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    wallet.lock()
    expect(wallet.accounts).toEqual([])
    await expect(wallet.features['bitcoin:connect'].connect()).rejects.toMatchObject({
      name: 'WalletLockedError',
    })
    await expect(
      wallet.features['bitcoin:signMessage'].signMessage({
        account: accounts[0] as WalletAccount,
        message: text('x'),
      }),
    ).rejects.toMatchObject({ name: 'WalletLockedError' })
    wallet.unlock()
    wallet.disconnectFromWallet()
    expect(seen).toEqual([[wallet.payment.address], [], [wallet.payment.address], []])
  })

  it('remembers an approval for a silent standard:connect', async () => {
    const fresh = newWallet()
    expect((await fresh.features['standard:connect'].connect({ silent: true })).accounts).toEqual(
      [],
    )
    const approved = newWallet({ authorized: true })
    const { accounts } = await approved.features['standard:connect'].connect({ silent: true })
    expect(accounts.map((account) => account.address)).toEqual([
      approved.payment.address,
      approved.ordinals.address,
    ])
  })

  it('answers after the scripted delay, on its clock', async () => {
    const clock = createManualClock()
    const wallet = newWallet({ clock, responseDelayMs: 1_500 })
    let answered = false
    const connecting = wallet.features['bitcoin:connect'].connect().then(() => {
      answered = true
    })
    await clock.advanceAsync(1_499)
    expect(answered).toBe(false)
    await clock.advanceAsync(1)
    await connecting
    expect(answered).toBe(true)
    expect(() => wallet.setResponseDelay(-5)).toThrow(/delay/)
  })

  it('refuses malformed inputs as invalid params', async () => {
    const wallet = newWallet()
    await expect(
      wallet.features['bitcoin:connect'].connect({ purposes: ['stacks' as 'payment'] }),
    ).rejects.toMatchObject({ code: -32602 })
    const { accounts } = await wallet.features['bitcoin:connect'].connect()
    await expect(
      wallet.features['bitcoin:signTransaction'].signTransaction({
        psbt: new Uint8Array([1, 2]),
        inputsToSign: [{ account: accounts[0] as WalletAccount, signingIndexes: [0] }],
        chain: 'bitcoin:mainnet',
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
