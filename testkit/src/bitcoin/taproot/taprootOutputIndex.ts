import { Buffer } from 'node:buffer'
import type { BcoinFullNode, BcoinTX } from '../node/bcoinTypes'
import { isTaprootScript } from './witnessProgram'

/** A Taproot output of a block, and the block transaction that spent it if one has. */
export interface IndexedTaprootOutput {
  /** bcoin's internal hash of its transaction, and the displayed txid. */
  hash: string
  txid: string
  vout: number
  value: number
  height: number
  spentBy?: { txid: string; height: number }
}

export interface TaprootOutputIndex {
  /** Every confirmed output ever paid to `script`, spent or not. */
  outputsOf(script: Uint8Array): IndexedTaprootOutput[]
  /** The confirmed output at this outpoint, if it is a Taproot one. */
  output(hash: string, index: number): IndexedTaprootOutput | undefined
}

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/**
 * Taproot outputs by script, kept from the blocks the chain connects: bcoin's address index
 * leaves witness v1 out. Start it before the first block is mined. There are no reorganisations
 * on this chain (one miner), so blocks are only ever added.
 */
export function createTaprootOutputIndex(node: BcoinFullNode): TaprootOutputIndex {
  const byScript = new Map<string, IndexedTaprootOutput[]>()
  const byOutpoint = new Map<string, IndexedTaprootOutput>()
  const outpoint = (hash: string, index: number) => `${hash}:${index}`

  const addTransaction = (tx: BcoinTX, height: number) => {
    for (const input of tx.inputs) {
      const spent = byOutpoint.get(outpoint(input.prevout.hash, input.prevout.index))
      if (spent) spent.spentBy = { txid: tx.txid(), height }
    }
    tx.outputs.forEach((output, vout) => {
      const script = Uint8Array.from(output.script.toRaw())
      if (!isTaprootScript(script)) return
      const indexed = { hash: tx.hash('hex'), txid: tx.txid(), vout, value: output.value, height }
      byOutpoint.set(outpoint(indexed.hash, vout), indexed)
      const key = hexOf(script)
      byScript.set(key, [...(byScript.get(key) ?? []), indexed])
    })
  }

  // bcoin awaits its `connect` listeners before `chain.add` resolves: a block is indexed by the
  // time mining it is done.
  node.chain.on('connect', (entry, block) => {
    for (const tx of block.txs) addTransaction(tx, entry.height)
  })

  return {
    outputsOf: (script) => byScript.get(hexOf(script)) ?? [],
    output: (hash, index) => byOutpoint.get(outpoint(hash, index)),
  }
}
