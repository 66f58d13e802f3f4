import { schnorr } from '@noble/curves/secp256k1.js'
import { Transaction } from '@scure/btc-signer'
import type { BcoinCoin, BcoinFullNode, BcoinTX } from '../node/bcoinTypes'
import { TransactionRefusedError } from '../node/transactionRefusedError'
import { witnessProgramOf } from './witnessProgram'

// BIP-341's sighash types for key-path signatures: 65-byte signatures carry one of these.
const KEY_PATH_SIGHASH_TYPES = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83])

/**
 * What bcoin 1.0.2 cannot check, checked before it sees the transaction: each input spending a
 * Taproot output must be a key-path spend whose Schnorr signature (BIP-340) verifies against the
 * output key over BIP-341's sighash (btc-signer's `preimageWitnessV1`, `@noble/curves`). bcoin's
 * consensus treats witness v1 as anyone-can-spend, and the chain relaxes its policy to let v1
 * through (`loadBcoin`), so this check is what stands between a v1 output and any spender.
 * Script-path spends and witness versions 2–16 are refused. Inputs whose output is unknown are
 * left to the node, which refuses them.
 */
export async function checkTaprootSpends(node: BcoinFullNode, tx: BcoinTX): Promise<void> {
  const coins = await Promise.all(
    tx.inputs.map((input) => node.getCoin(input.prevout.hash, input.prevout.index)),
  )
  if (coins.some((coin) => coin === null)) return
  const spent = coins as BcoinCoin[]
  const scripts = spent.map((coin) => Uint8Array.from(coin.script.toRaw()))
  const upgraded = scripts
    .map((script) => witnessProgramOf(script))
    .map((w) => (w && w.version >= 1 ? w : undefined))
  if (upgraded.every((witness) => witness === undefined)) return

  const parsed = Transaction.fromRaw(tx.toRaw(), {
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
    disableScriptCheck: true,
  })
  const amounts = spent.map((coin) => BigInt(coin.value))
  upgraded.forEach((witness, index) => {
    if (!witness) return
    if (witness.version !== 1 || witness.program.length !== 32) {
      throw new TransactionRefusedError(
        'non-mandatory-script-verify-flag (Witness version reserved for soft-fork upgrades)',
        -26,
      )
    }
    const stack = parsed.getInput(index).finalScriptWitness ?? []
    const [signature] = stack
    if (stack.length !== 1 || !signature) {
      throw new TransactionRefusedError(
        'taproot-script-path-not-checked (only key-path spends are accepted by this chain)',
        -26,
      )
    }
    const hashType = signature.length === 65 ? (signature[64] ?? -1) : 0
    const valid =
      (signature.length === 64 || KEY_PATH_SIGHASH_TYPES.has(hashType)) &&
      signature.length <= 65 &&
      schnorr.verify(
        signature.subarray(0, 64),
        parsed.preimageWitnessV1(index, scripts, hashType, amounts),
        witness.program,
      )
    if (!valid) {
      throw new TransactionRefusedError(
        'mandatory-script-verify-flag-failed (Invalid Schnorr signature)',
        -26,
      )
    }
  })
}
