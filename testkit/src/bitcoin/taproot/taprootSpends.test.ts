import { schnorr } from '@noble/curves/secp256k1.js'
import { hex } from '@scure/base'
import { p2tr, p2tr_pk, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EsploraAddressStats, EsploraUtxo } from '../esplora/esploraTypes'
import { REGTEST_NETWORK } from '../regtestNetwork'
import { type BitcoinChain, startBitcoinChain } from '../startBitcoinChain'

const newTaprootKey = () => {
  const secret = schnorr.utils.randomSecretKey()
  return { secret, output: p2tr(schnorr.getPublicKey(secret), undefined, REGTEST_NETWORK) }
}
type TaprootKey = ReturnType<typeof newTaprootKey>

describe('Taproot on the local chain (checked key-path spends)', () => {
  let chain: BitcoinChain
  const get = async <T>(path: string) => (await (await fetch(`${chain.url}${path}`)).json()) as T
  const broadcast = async (body: string) => {
    const response = await fetch(`${chain.url}/tx`, { method: 'POST', body })
    return [response.status, await response.text()] as const
  }
  const fundedOutput = async (key: TaprootKey, sats: number) => {
    const txid = await chain.fund(key.output.address as string, sats)
    await chain.mine(1)
    const utxo = (await get<EsploraUtxo[]>(`/address/${key.output.address}/utxo`)).find(
      (candidate) => candidate.txid === txid,
    )
    if (!utxo) throw new Error('funded output not found')
    return utxo
  }
  /** A key-path spend of `utxo` to `to`, signed with btc-signer (BIP-86 tweak). */
  const spend = (key: TaprootKey, utxo: EsploraUtxo, to: string) => {
    const tx = new Transaction()
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: key.output.script, amount: BigInt(utxo.value) },
      tapInternalKey: key.output.tapInternalKey,
    })
    tx.addOutputAddress(to, BigInt(utxo.value - 300), REGTEST_NETWORK)
    tx.sign(key.secret)
    tx.finalize()
    return tx
  }

  beforeAll(async () => {
    chain = await startBitcoinChain()
  })
  afterAll(() => chain?.stop())

  it('lists a P2TR address’s outputs and balance, unconfirmed then confirmed', async () => {
    const alice = newTaprootKey()
    const txid = await chain.fund(alice.output.address as string, 30_000)
    const pending = await get<EsploraUtxo[]>(`/address/${alice.output.address}/utxo`)
    expect(pending).toEqual([
      { txid, vout: expect.any(Number), value: 30_000, status: { confirmed: false } },
    ])
    await chain.mine(1)
    const [confirmed] = await get<EsploraUtxo[]>(`/address/${alice.output.address}/utxo`)
    expect(confirmed).toMatchObject({ txid, value: 30_000, status: { confirmed: true } })
    const stats = await get<EsploraAddressStats>(`/address/${alice.output.address}`)
    expect(stats.chain_stats).toEqual({
      funded_txo_count: 1,
      funded_txo_sum: 30_000,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 1,
    })
  })

  it('mines to a P2TR address: the coinbase is indexed', async () => {
    const miner = newTaprootKey()
    const [blockHash] = await chain.mine(1, miner.output.address)
    const [coinbase] = await get<EsploraUtxo[]>(`/address/${miner.output.address}/utxo`)
    expect(coinbase).toMatchObject({ vout: 0, status: { confirmed: true, block_hash: blockHash } })
    expect(coinbase?.value).toBeGreaterThanOrEqual(25 * 100_000_000)
  })

  it('accepts and mines a key-path spend with a valid Schnorr signature', async () => {
    const alice = newTaprootKey()
    const bob = newTaprootKey()
    const utxo = await fundedOutput(alice, 50_000)
    const tx = spend(alice, utxo, bob.output.address as string)
    expect(await broadcast(tx.hex)).toEqual([200, tx.id])
    const pending = await get<EsploraAddressStats>(`/address/${alice.output.address}`)
    expect(pending.mempool_stats).toMatchObject({ spent_txo_count: 1, spent_txo_sum: 50_000 })
    expect(await get<EsploraUtxo[]>(`/address/${alice.output.address}/utxo`)).toEqual([])
    await chain.mine(1)
    const stats = await get<EsploraAddressStats>(`/address/${alice.output.address}`)
    expect(stats.chain_stats).toMatchObject({ spent_txo_sum: 50_000, tx_count: 2 })
    const bobs = await get<EsploraUtxo[]>(`/address/${bob.output.address}/utxo`)
    expect(bobs).toEqual([expect.objectContaining({ txid: tx.id, value: 49_700 })])
  })

  it('refuses a tampered Schnorr signature, and an all-zero one, which bcoin alone would take', async () => {
    const alice = newTaprootKey()
    const utxo = await fundedOutput(alice, 40_000)
    const tx = spend(alice, utxo, newTaprootKey().output.address as string)
    const signature = hex.encode(tx.getInput(0).finalScriptWitness?.[0] ?? new Uint8Array())
    expect(signature).toHaveLength(128)
    const flipped = signature.slice(0, 126) + (signature.endsWith('00') ? '01' : '00')
    for (const forged of [flipped, '00'.repeat(64)]) {
      const [status, body] = await broadcast(tx.hex.replace(signature, forged))
      expect(status).toBe(400)
      expect(body).toBe(
        'sendrawtransaction RPC error: {"code":-26,"message":"mandatory-script-verify-flag-failed (Invalid Schnorr signature)"}',
      )
    }
    expect(await get<EsploraUtxo[]>(`/address/${alice.output.address}/utxo`)).toHaveLength(1)
    expect(await broadcast(tx.hex)).toEqual([200, tx.id])
  })

  it('refuses script-path spends, which it cannot check', async () => {
    const secret = schnorr.utils.randomSecretKey()
    const leaf = p2tr_pk(schnorr.getPublicKey(secret))
    const internal = schnorr.getPublicKey(schnorr.utils.randomSecretKey())
    const output = p2tr(internal, { script: leaf.script }, REGTEST_NETWORK, true)
    const txid = await chain.fund(output.address as string, 20_000)
    await chain.mine(1)
    const [utxo] = await get<EsploraUtxo[]>(`/address/${output.address}/utxo`)
    const tx = new Transaction()
    tx.addInput({
      txid,
      index: utxo?.vout ?? 0,
      witnessUtxo: { script: output.script, amount: 20_000n },
      tapInternalKey: output.tapInternalKey,
      tapLeafScript: output.tapLeafScript,
    })
    tx.addOutputAddress(newTaprootKey().output.address as string, 19_500n, REGTEST_NETWORK)
    tx.sign(secret)
    tx.finalize()
    expect(tx.getInput(0).finalScriptWitness).toHaveLength(3)
    const [status, body] = await broadcast(tx.hex)
    expect([status, body]).toEqual([
      400,
      'sendrawtransaction RPC error: {"code":-26,"message":"taproot-script-path-not-checked (only key-path spends are accepted by this chain)"}',
    ])
  })
})
