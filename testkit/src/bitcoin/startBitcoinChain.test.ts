import { createManualClock } from '@latch/core'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { hex } from '@scure/base'
import { p2sh, p2wpkh, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPortListening } from '../net/isPortListening'
import type { EsploraAddressStats, EsploraTxStatus, EsploraUtxo } from './esplora/esploraTypes'
import { REGTEST_NETWORK } from './regtestNetwork'
import { type BitcoinChain, startBitcoinChain } from './startBitcoinChain'

interface Key {
  secret: Uint8Array
  payment: ReturnType<typeof p2wpkh>
}

const newKey = (): Key => {
  const secret = secp256k1.utils.randomSecretKey()
  return { secret, payment: p2wpkh(secp256k1.getPublicKey(secret, true), REGTEST_NETWORK) }
}

/** A P2WPKH spend of one UTXO to `to`, less `fee`, signed with btc-signer. */
function spend(from: Key, utxo: EsploraUtxo, to: string, fee = 500): Transaction {
  const tx = new Transaction()
  tx.addInput({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: from.payment.script, amount: BigInt(utxo.value) },
  })
  tx.addOutputAddress(to, BigInt(utxo.value - fee), REGTEST_NETWORK)
  tx.sign(from.secret)
  tx.finalize()
  return tx
}

describe('startBitcoinChain', () => {
  let chain: BitcoinChain
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${chain.url}${path}`)
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    const type = response.headers.get('content-type') ?? ''
    return (type.startsWith('application/json') ? response.json() : response.text()) as Promise<T>
  }
  const broadcast = (tx: Transaction) => fetch(`${chain.url}/tx`, { method: 'POST', body: tx.hex })
  const fundedUtxo = async (key: Key, sats: number) => {
    const txid = await chain.fund(key.payment.address as string, sats)
    await chain.mine(1)
    const utxos = await get<EsploraUtxo[]>(`/address/${key.payment.address}/utxo`)
    const utxo = utxos.find((u) => u.txid === txid)
    if (!utxo) throw new Error('funded output not found')
    return utxo
  }

  beforeAll(async () => {
    chain = await startBitcoinChain()
  })
  afterAll(() => chain?.stop())

  it('starts at its initial height, mature coinbases in the faucet, serving the tip height', async () => {
    expect(chain.height()).toBe(110)
    expect(await get<string>('/blocks/tip/height')).toBe('110')
    expect(chain.chainId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  })

  it('funds an address: the output shows as unconfirmed, then confirmed with its block', async () => {
    const alice = newKey()
    const txid = await chain.fund(alice.payment.address as string, 250_000)
    expect(await get<EsploraTxStatus>(`/tx/${txid}/status`)).toEqual({ confirmed: false })
    const pending = await get<EsploraAddressStats>(`/address/${alice.payment.address}`)
    expect(pending.mempool_stats).toMatchObject({ funded_txo_count: 1, funded_txo_sum: 250_000 })
    expect(pending.chain_stats.funded_txo_sum).toBe(0)

    const height = chain.height()
    const [blockHash] = await chain.mine(1)
    const status = await get<EsploraTxStatus>(`/tx/${txid}/status`)
    expect(status).toMatchObject({
      confirmed: true,
      block_height: height + 1,
      block_hash: blockHash,
    })
    const utxos = await get<EsploraUtxo[]>(`/address/${alice.payment.address}/utxo`)
    expect(utxos).toEqual([{ txid, vout: expect.any(Number), value: 250_000, status }])
    const stats = await get<EsploraAddressStats>(`/address/${alice.payment.address}`)
    expect(stats.chain_stats).toEqual({
      funded_txo_count: 1,
      funded_txo_sum: 250_000,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 1,
    })
  })

  it('funds several addresses at once, each from its own faucet coins', async () => {
    const keys = [newKey(), newKey(), newKey()]
    const txids = await Promise.all(
      keys.map((key) => chain.fund(key.payment.address as string, 1_000)),
    )
    expect(new Set(txids).size).toBe(3)
    await chain.mine(1)
    for (const key of keys) {
      const [utxo] = await get<EsploraUtxo[]>(`/address/${key.payment.address}/utxo`)
      expect(utxo).toMatchObject({ value: 1_000, status: { confirmed: true } })
    }
  })

  it('accepts and mines a P2WPKH spend signed with btc-signer; both balances follow', async () => {
    const alice = newKey()
    const bob = newKey()
    const utxo = await fundedUtxo(alice, 100_000)
    const tx = spend(alice, utxo, bob.payment.address as string, 300)

    const response = await broadcast(tx)
    expect(await response.text()).toBe(tx.id)
    expect(response.status).toBe(200)
    expect(await get<string>(`/tx/${tx.id}/hex`)).toBe(tx.hex)
    await chain.mine(1)

    expect(await get<EsploraTxStatus>(`/tx/${tx.id}/status`)).toMatchObject({ confirmed: true })
    const aliceStats = await get<EsploraAddressStats>(`/address/${alice.payment.address}`)
    expect(aliceStats.chain_stats).toMatchObject({
      funded_txo_sum: 100_000,
      spent_txo_sum: 100_000,
    })
    expect(await get<EsploraUtxo[]>(`/address/${alice.payment.address}/utxo`)).toEqual([])
    const bobUtxos = await get<EsploraUtxo[]>(`/address/${bob.payment.address}/utxo`)
    expect(bobUtxos.map((u) => u.value)).toEqual([99_700])
  })

  it('accepts a P2SH-P2WPKH spend (the payment address type of some wallets)', async () => {
    const secret = secp256k1.utils.randomSecretKey()
    const nested = p2sh(
      p2wpkh(secp256k1.getPublicKey(secret, true), REGTEST_NETWORK),
      REGTEST_NETWORK,
    )
    const txid = await chain.fund(nested.address as string, 50_000)
    await chain.mine(1)
    const [utxo] = await get<EsploraUtxo[]>(`/address/${nested.address}/utxo`)
    expect(utxo).toMatchObject({ txid, value: 50_000 })
    const tx = new Transaction()
    tx.addInput({
      txid,
      index: utxo?.vout ?? 0,
      witnessUtxo: { script: nested.script, amount: 50_000n },
      redeemScript: nested.redeemScript,
    })
    tx.addOutputAddress(newKey().payment.address as string, 49_500n, REGTEST_NETWORK)
    tx.sign(secret)
    tx.finalize()
    const response = await broadcast(tx)
    expect([response.status, await response.text()]).toEqual([200, tx.id])
  })

  it("refuses a tampered signature with the node's reason", async () => {
    const alice = newKey()
    const utxo = await fundedUtxo(alice, 80_000)
    const tx = spend(alice, utxo, newKey().payment.address as string)
    const signature = hex.encode(tx.getInput(0).finalScriptWitness?.[0] ?? new Uint8Array())
    // A byte inside S flipped: still well-formed DER, no longer a valid signature.
    const at = signature.length - 10
    const flipped = (Number.parseInt(signature.slice(at, at + 2), 16) ^ 0x01)
      .toString(16)
      .padStart(2, '0')
    const tampered = tx.hex.replace(
      signature,
      signature.slice(0, at) + flipped + signature.slice(at + 2),
    )
    expect(tampered).not.toBe(tx.hex)

    const response = await fetch(`${chain.url}/tx`, { method: 'POST', body: tampered })
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(
      /^sendrawtransaction RPC error: \{"code":-26,"message":"(non-)?mandatory-script-verify-flag/,
    )
    expect(await get<EsploraUtxo[]>(`/address/${alice.payment.address}/utxo`)).toHaveLength(1)
  })

  it("refuses a double spend, in the mempool and once mined, with the node's reasons", async () => {
    const alice = newKey()
    const utxo = await fundedUtxo(alice, 60_000)
    const first = spend(alice, utxo, newKey().payment.address as string, 400)
    const second = spend(alice, utxo, newKey().payment.address as string, 600)
    expect((await broadcast(first)).status).toBe(200)

    const inMempool = await broadcast(second)
    expect([inMempool.status, await inMempool.text()]).toEqual([
      400,
      'sendrawtransaction RPC error: {"code":-26,"message":"bad-txns-inputs-spent"}',
    ])
    await chain.mine(1)
    const mined = await broadcast(second)
    expect([mined.status, await mined.text()]).toEqual([
      400,
      'sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}',
    ])
  })

  it('answers malformed requests as Esplora does', async () => {
    const garbage = await fetch(`${chain.url}/tx`, { method: 'POST', body: 'zz' })
    expect([garbage.status, await garbage.text()]).toEqual([400, 'TX decode failed'])
    const wrongNetwork = await fetch(
      `${chain.url}/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq/utxo`,
    )
    expect(wrongNetwork.status).toBe(400)
    const unknown = await fetch(`${chain.url}/tx/${'ab'.repeat(32)}/status`)
    expect(unknown.status).toBe(404)
  })

  it('gives every fee target the floor on a young chain', async () => {
    const estimates = await get<Record<string, number>>('/fee-estimates')
    expect(Object.keys(estimates)).toEqual(expect.arrayContaining(['1', '6', '25', '144', '1008']))
    expect(new Set(Object.values(estimates))).toEqual(new Set([1]))
  })

  it('mines to a given address', async () => {
    const miner = newKey()
    await chain.mine(1, miner.payment.address)
    const [coinbase] = await get<EsploraUtxo[]>(`/address/${miner.payment.address}/utxo`)
    expect(coinbase).toMatchObject({ value: expect.any(Number), status: { confirmed: true } })
    expect(coinbase?.value).toBeGreaterThanOrEqual(25 * 100_000_000)
  })
})

describe('startBitcoinChain options', () => {
  it('refuses invalid options before starting anything', async () => {
    await expect(startBitcoinChain({ initialBlocks: 50 })).rejects.toThrow(/initialBlocks/)
    await expect(startBitcoinChain({ floorSatsPerVbyte: -1 })).rejects.toThrow(/floorSatsPerVbyte/)
    await expect(startBitcoinChain({ port: 70_000 })).rejects.toThrow(/port/)
  })

  it('mines on a timer of its clock, its fee floor is an option, and stop frees the port', async () => {
    const clock = createManualClock()
    const chain = await startBitcoinChain({ blockIntervalMs: 600_000, clock, floorSatsPerVbyte: 3 })
    try {
      expect(chain.height()).toBe(110)
      await clock.advanceAsync(599_999)
      expect(chain.height()).toBe(110)
      await clock.advanceAsync(1)
      await expect.poll(() => chain.height()).toBe(111)
      await expect.poll(() => clock.pendingTimers()).toBe(1)
      await clock.advanceAsync(600_000)
      await expect.poll(() => chain.height()).toBe(112)
      const estimates = (await (await fetch(`${chain.url}/fee-estimates`)).json()) as Record<
        string,
        number
      >
      expect(estimates['6']).toBe(3)
    } finally {
      await chain.stop()
    }
    expect(await isPortListening(chain.port)).toBe(false)
    expect(clock.pendingTimers()).toBe(0)
  }, 60_000)
})
