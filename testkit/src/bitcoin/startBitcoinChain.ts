import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Clock, systemClock, type TimerHandle } from '@latch/core'
import { z } from 'zod'
import { decodeRegtestAddress } from './addressScript'
import { indexedAddress } from './esplora/chainQueries'
import { createEsploraRequestListener } from './esplora/esploraRequestListener'
import { createTaprootQueries } from './esplora/taprootQueries'
import { createFaucet } from './node/faucet'
import { openRegtestNode } from './node/regtestNode'
import { submitTransaction } from './node/submitTransaction'
import { createTaskQueue } from './node/taskQueue'
import { REGTEST_CAIP2, REGTEST_NETWORK, REGTEST_WALLET_CHAIN } from './regtestNetwork'
import { createTaprootOutputIndex } from './taproot/taprootOutputIndex'

/** Validates `StartBitcoinChainOptions` and fills in the defaults documented there. */
const startBitcoinChainOptionsSchema = z.object({
  port: z.number().int().min(0).max(65_535).default(0),
  initialBlocks: z.number().int().min(101).max(1_000).default(110),
  blockIntervalMs: z.number().int().positive().optional(),
  floorSatsPerVbyte: z.number().positive().max(10_000).default(1),
  clock: z.custom<Clock>(
    (value) => typeof (value as Clock | undefined)?.setTimeout === 'function',
    'a Clock',
  ),
})

export interface StartBitcoinChainOptions {
  /** HTTP port on 127.0.0.1. Default 0: the OS picks. */
  port?: number
  /**
   * Blocks mined at start, their coinbases to the chain's faucet. Coinbases mature after 100
   * blocks, so at least 101; the default 110 leaves 10 spendable (500 BTC). At most 1000.
   */
  initialBlocks?: number
  /** When set, a block is mined every so often (on `clock`), as a real chain would. */
  blockIntervalMs?: number
  /** Fee rate every fee estimate is at least, and `fund` pays, in sat/vB. Default 1. */
  floorSatsPerVbyte?: number
  /** Times `blockIntervalMs`. Default the system clock. */
  clock?: Clock
}

export interface BitcoinChain {
  /** `http://127.0.0.1:<port>`: Esplora's API (CORS open, so a page may call it). */
  url: string
  port: number
  /** The chain's address parameters for `@scure/btc-signer` (`bcrt` bech32 prefix). */
  network: typeof REGTEST_NETWORK
  /** CAIP-2 `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`. */
  chainId: typeof REGTEST_CAIP2
  /** The Wallet Standard's chain name, `bitcoin:regtest`. */
  walletChain: typeof REGTEST_WALLET_CHAIN
  /** Mines `count` blocks, with the mempool's transactions; coinbases to `address` or the faucet. Returns the block hashes. */
  mine(count: number, address?: string): Promise<string[]>
  /** Pays `sats` to `address` from the faucet; the transaction waits in the mempool for a block. Returns its txid. */
  fund(address: string, sats: number): Promise<string>
  /** The height of the chain's tip. */
  height(): number
  /** Stops the timer, closes the port (resolves once it is free) and the node. Idempotent. */
  stop(): Promise<void>
}

/**
 * Starts a local Bitcoin regtest chain: a real full node in process (bcoin 1.0.2: scripts and
 * signatures checked, double spends refused) behind Esplora's HTTP API on 127.0.0.1. See the
 * README beside this file for what it does not check.
 *
 * @example
 * const chain = await startBitcoinChain()
 * const txid = await chain.fund('bcrt1q…', 100_000)
 * await chain.mine(1)
 * await fetch(`${chain.url}/tx/${txid}/status`) // { confirmed: true, block_height: 111, … }
 * await chain.stop()
 */
export async function startBitcoinChain(
  options: StartBitcoinChainOptions = {},
): Promise<BitcoinChain> {
  const parsed = startBitcoinChainOptionsSchema.safeParse({
    clock: systemClock,
    ...(options satisfies Partial<z.input<typeof startBitcoinChainOptionsSchema>>),
  })
  if (!parsed.success) {
    throw new Error(`invalid startBitcoinChain options: ${z.prettifyError(parsed.error)}`)
  }
  const config = parsed.data

  const node = await openRegtestNode()
  const faucet = createFaucet(node)
  const taprootIndex = createTaprootOutputIndex(node)

  // Mining, funding and broadcasts one at a time: two payments must not pick the same faucet
  // coin, and a block's transactions leave the mempool before the next transaction comes.
  const queue = createTaskQueue()

  const mine = (count: number, address?: string) => {
    if (!Number.isInteger(count) || count < 1 || count > 1_000) {
      return Promise.reject(
        new Error(`mine: count must be an integer from 1 to 1000, got ${count}`),
      )
    }
    const to =
      address === undefined ? faucet.address : indexedAddress(decodeRegtestAddress(address).script)
    return queue.run(() => node.rpc.mineBlocks(count, to))
  }

  try {
    await mine(config.initialBlocks)
  } catch (error) {
    await node.close()
    throw error
  }

  const server = createServer(
    createEsploraRequestListener({
      node,
      floorSatsPerVbyte: config.floorSatsPerVbyte,
      taproot: createTaprootQueries(node, taprootIndex),
      submit: (tx) => queue.run(() => submitTransaction(node, tx)),
      inTurn: (read) => queue.run(read),
    }),
  )
  server.listen(config.port, '127.0.0.1')
  try {
    await once(server, 'listening')
  } catch (error) {
    await node.close()
    throw error
  }
  const port = (server.address() as AddressInfo).port

  let timer: TimerHandle | undefined
  let stopping: Promise<void> | undefined
  const { clock, blockIntervalMs } = config
  const scheduleBlock = () => {
    if (blockIntervalMs === undefined || stopping) return
    timer = clock.setTimeout(() => {
      timer = undefined
      mine(1)
        .finally(scheduleBlock)
        .catch(() => undefined)
    }, blockIntervalMs)
  }
  scheduleBlock()

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    network: REGTEST_NETWORK,
    chainId: REGTEST_CAIP2,
    walletChain: REGTEST_WALLET_CHAIN,
    mine,
    fund(address, sats) {
      if (!Number.isSafeInteger(sats) || sats < 1) {
        return Promise.reject(new Error(`fund: sats must be a positive integer, got ${sats}`))
      }
      const { script } = decodeRegtestAddress(address)
      return queue.run(async () =>
        submitTransaction(node, await faucet.pay(script, sats, config.floorSatsPerVbyte)),
      )
    },
    height: () => node.chain.height,
    stop() {
      stopping ??= (async () => {
        if (timer !== undefined) clock.clearTimeout(timer)
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
        await queue.idle()
        await node.close()
      })()
      return stopping
    },
  }
}
