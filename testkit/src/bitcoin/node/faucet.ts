import { Buffer } from 'node:buffer'
import { createHash } from 'node:crypto'
import type { BcoinAddress, BcoinFullNode, BcoinTX } from './bcoinTypes'
import { loadBcoin } from './loadBcoin'

export interface Faucet {
  /** Where mined coinbases go unless told otherwise (P2WPKH, the same at every start). */
  address: BcoinAddress
  /** Pays `sats` to `script` from mature coinbases, at `satsPerVbyte`; returns the signed transaction. */
  pay(script: Uint8Array, sats: number, satsPerVbyte: number): Promise<BcoinTX>
}

/**
 * The chain's own key, which mined coins go to and `fund` pays from. Derived from a fixed label so
 * the chain is the same at every start. Built and signed with bcoin's own transaction code.
 */
export function createFaucet(node: BcoinFullNode): Faucet {
  const bcoin = loadBcoin()
  const secret = createHash('sha256').update('latch:bitcoin:faucet').digest()
  const ring = bcoin.KeyRing.fromPrivate(secret, true)
  ;(ring as { witness?: boolean }).witness = true
  const address = ring.getAddress()
  return {
    address,
    async pay(script, sats, satsPerVbyte) {
      const mtx = new bcoin.MTX()
      mtx.addOutput(bcoin.Script.fromRaw(Buffer.from(script)), sats)
      // Unspent coins net of the mempool's spends, mempool change included; `age` spends the
      // oldest first, and `height` leaves immature coinbases (100 blocks) alone.
      const coins = await node.getCoinsByAddress(address)
      await mtx.fund(coins, {
        rate: satsPerVbyte * 1000,
        changeAddress: address,
        height: node.chain.height,
        selection: 'age',
      })
      mtx.sign(ring)
      return mtx.toTX()
    },
  }
}
