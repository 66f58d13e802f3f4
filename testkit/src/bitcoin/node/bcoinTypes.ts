/**
 * The part of bcoin 1.0.2 (untyped CommonJS) the local chain uses. Hashes are bcoin's: internal
 * byte order as hex (`rhash()`/`txid()` give the displayed order).
 */
export interface Bcoin {
  Script: { fromRaw(raw: Uint8Array): BcoinScript; flags: Record<string, number> }
  Network: { get(name: 'regtest'): BcoinNetwork }
  FullNode: new (options: Record<string, unknown>) => BcoinFullNode
  TX: { fromRaw(raw: Uint8Array): BcoinTX }
  MTX: new () => BcoinMTX
  KeyRing: { fromPrivate(key: Uint8Array, compressed: boolean): BcoinKeyRing }
  Address: { fromScript(script: BcoinScript): BcoinAddress | null }
}

export interface BcoinNetwork {
  addressPrefix: { bech32: string }
  deployments: Record<string, { window: number; threshold: number }>
  coinbaseMaturity: number
}

export type BcoinScript = { toRaw(): Uint8Array }
export type BcoinAddress = { toString(network: string): string }

export interface BcoinKeyRing {
  getAddress(): BcoinAddress
}

export interface BcoinCoin {
  hash: string
  index: number
  value: number
  height: number
  coinbase: boolean
  script: BcoinScript
  txid(): string
}

export interface BcoinOutput {
  value: number
  script: BcoinScript
}

export interface BcoinInput {
  prevout: { hash: string; index: number }
}

export interface BcoinTX {
  inputs: BcoinInput[]
  outputs: BcoinOutput[]
  hash(encoding: 'hex'): string
  txid(): string
  toRaw(): Uint8Array
  isCoinbase(): boolean
}

export interface BcoinMTX extends BcoinTX {
  addOutput(script: BcoinScript, value: number): void
  fund(
    coins: BcoinCoin[],
    options: { rate: number; changeAddress: BcoinAddress; height: number; selection: string },
  ): Promise<void>
  sign(ring: BcoinKeyRing): number
  toTX(): BcoinTX
}

export interface BcoinTXMeta {
  tx: BcoinTX
  /** -1 while in the mempool. */
  height: number
  /** The block's hash (internal order), or null. */
  block: string | null
  time: number
}

export interface BcoinCoinView {
  getOutputFor(input: BcoinInput): BcoinOutput | null
}

export interface BcoinChainEntry {
  height: number
  time: number
  rhash(): string
}

export interface BcoinVerifyError extends Error {
  type: 'VerifyError'
  reason: string
  code: string
}

export interface BcoinBlock {
  txs: BcoinTX[]
}

export interface BcoinFullNode {
  http: { open(): Promise<void>; close(): Promise<void> }
  chain: {
    height: number
    tip: BcoinChainEntry
    getEntry(hashOrHeight: string | number): Promise<BcoinChainEntry | null>
    on(event: 'connect', listener: (entry: BcoinChainEntry, block: BcoinBlock) => void): void
  }
  mempool: {
    addTX(tx: BcoinTX): Promise<string[] | null>
    hasEntry(hash: string): boolean
    removeOrphan(hash: string): void
    /** Whether a mempool transaction spends the output. */
    isSpent(hash: string, index: number): boolean
    /** The mempool's transactions, by hash. */
    map: Map<string, { tx: BcoinTX }>
    options: { minRelay: number }
  }
  miner: { options: { minWeight: number } }
  fees: { estimateFee(target: number, smart: boolean): number }
  rpc: { mineBlocks(count: number, address: BcoinAddress): Promise<string[]> }
  open(): Promise<void>
  close(): Promise<void>
  /** An unspent output, the mempool's spends and outputs considered; null when spent or unknown. */
  getCoin(hash: string, index: number): Promise<BcoinCoin | null>
  getCoinsByAddress(address: BcoinAddress): Promise<BcoinCoin[]>
  getMetaByAddress(address: BcoinAddress): Promise<BcoinTXMeta[]>
  getMeta(hash: string): Promise<BcoinTXMeta | null>
  getMetaView(meta: BcoinTXMeta): Promise<BcoinCoinView>
}
