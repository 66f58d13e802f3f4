import { Buffer } from 'node:buffer'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { decodeRegtestAddress, type RegtestAddress } from '../addressScript'
import type { BcoinFullNode, BcoinTX } from '../node/bcoinTypes'
import { loadBcoin } from '../node/loadBcoin'
import { TransactionRefusedError } from '../node/transactionRefusedError'
import {
  addressStats,
  feeEstimates,
  transactionHex,
  transactionStatus,
  unspentOutputs,
} from './chainQueries'
import type { TaprootQueries } from './taprootQueries'

export interface EsploraApiOptions {
  node: BcoinFullNode
  floorSatsPerVbyte: number
  /** Answers for Taproot addresses, which bcoin does not index. */
  taproot: TaprootQueries
  /** Hands a transaction to the node (`submitTransaction`, in the chain's turn). */
  submit(tx: BcoinTX): Promise<string>
  /**
   * Runs an address's read in the chain's turn, never while a block is connected: a read across
   * one found the spend moved from the mempool to the chain and the coin it spent gone, and
   * answered the address's old coin as unspent (1.899 BTC after a 0.1 BTC send from 1 BTC).
   */
  inTurn<T>(read: () => Promise<T>): Promise<T>
}

// Raw transactions beyond this are refused before parsing (a standard transaction is ≤ 400 kWU).
const MAX_BODY_BYTES = 1_000_000

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const json = typeof body !== 'string'
  response.writeHead(status, {
    'content-type': json ? 'application/json' : 'text/plain; charset=utf-8',
    'access-control-allow-origin': '*',
  })
  response.end(json ? JSON.stringify(body) : body)
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'transaction too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8').trim()
}

function decodeAddress(address: string): RegtestAddress {
  try {
    return decodeRegtestAddress(address)
  } catch {
    throw new HttpError(400, 'Invalid Bitcoin address')
  }
}

async function broadcast(submit: EsploraApiOptions['submit'], hex: string): Promise<string> {
  if (!/^([0-9a-f]{2})+$/i.test(hex)) throw new HttpError(400, 'TX decode failed')
  let tx: BcoinTX
  try {
    tx = loadBcoin().TX.fromRaw(Buffer.from(hex, 'hex'))
  } catch {
    throw new HttpError(400, 'TX decode failed')
  }
  try {
    return await submit(tx)
  } catch (error) {
    if (!(error instanceof TransactionRefusedError)) throw error
    // Esplora passes Bitcoin Core's refusal on in this form.
    throw new HttpError(
      400,
      `sendrawtransaction RPC error: ${JSON.stringify({ code: error.rpcCode, message: error.reason })}`,
    )
  }
}

type Route = (match: RegExpMatchArray, request: IncomingMessage) => Promise<unknown>

/**
 * The routes of Esplora's HTTP API that a wallet and a dapp need, answered from the node:
 * address UTXOs and balances, fee estimates, broadcast, transaction status and hex, tip height.
 */
export function createEsploraRequestListener(options: EsploraApiOptions): RequestListener {
  const { node, taproot } = options
  const routes: [method: string, path: RegExp, route: Route][] = [
    [
      'GET',
      /^\/address\/([^/]+)\/utxo$/,
      async ([, a = '']) => {
        // bcoin's address index leaves witness v1 out: Taproot has the chain's own.
        const { type, script } = decodeAddress(a)
        return options.inTurn(async () =>
          type === 'tr' ? taproot.unspentOutputs(script) : unspentOutputs(node, script),
        )
      },
    ],
    [
      'GET',
      /^\/address\/([^/]+)$/,
      async ([, a = '']) => {
        const { type, script } = decodeAddress(a)
        return options.inTurn(async () =>
          type === 'tr' ? taproot.addressStats(a, script) : addressStats(node, a, script),
        )
      },
    ],
    ['GET', /^\/fee-estimates$/, async () => feeEstimates(node, options.floorSatsPerVbyte)],
    ['POST', /^\/tx$/, async (_, request) => broadcast(options.submit, await readBody(request))],
    [
      'GET',
      /^\/tx\/([^/]+)\/status$/,
      async ([, txid = '']) => {
        const status = await transactionStatus(node, txid)
        if (!status) throw new HttpError(404, 'Transaction not found')
        return status
      },
    ],
    [
      'GET',
      /^\/tx\/([^/]+)\/hex$/,
      async ([, txid = '']) => {
        const hex = await transactionHex(node, txid)
        if (hex === undefined) throw new HttpError(404, 'Transaction not found')
        return hex
      },
    ],
    ['GET', /^\/blocks\/tip\/height$/, async () => String(node.chain.height)],
  ]

  return (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type',
      })
      response.end()
      return
    }
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
    for (const [method, pattern, route] of routes) {
      const match = path.match(pattern)
      if (!match || request.method !== method) continue
      Promise.resolve(match)
        .then((matched) => route(matched, request))
        .then(
          (body) => send(response, 200, body),
          (error: unknown) => {
            if (error instanceof HttpError) send(response, error.status, error.message)
            else send(response, 500, error instanceof Error ? error.message : String(error))
          },
        )
      return
    }
    send(response, 404, 'Not found')
  }
}
