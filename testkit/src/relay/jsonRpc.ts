/**
 * JSON-RPC 2.0 framing for the local relay: parsing one WebSocket frame into a request, a response
 * (a client's acknowledgement) or an error to answer, and formatting what the relay sends back.
 */

/** Standard JSON-RPC 2.0 error codes; the hosted relay answers with the same ones. */
export const rpcErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
} as const

/**
 * An id too large for a JavaScript number, kept as its digits. Mobile SDKs send 19-digit ids as
 * bare JSON numbers; `JSON.parse` would round them and the answer would carry another id, so the
 * client would never match it to its request.
 */
export interface RawRpcId {
  raw: string
}

export type RpcId = string | number | null | RawRpcId

/** Thrown by a method handler; answered as a JSON-RPC error object. */
export class RelayRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'RelayRpcError'
  }
}

export type IncomingFrame =
  | { kind: 'request'; id: RpcId | undefined; method: string; params: unknown }
  | { kind: 'response'; id: RpcId }
  | { kind: 'invalid'; id: RpcId; code: number; message: string }

// `"id": 1234567890123456789` at any depth. The six characters `\u0000` put in front make it a
// JSON string the parser accepts and no real id starts with; `parseFrame` turns it back.
const BIG_ID = /(?<!\\)("id"\s*:\s*)(-?\d{16,})(?=\s*[,}\]])/g
const BIG_ID_MARK = '\u0000'

function toRpcId(value: unknown): RpcId | undefined {
  if (typeof value === 'string' && value.startsWith(BIG_ID_MARK)) return { raw: value.slice(1) }
  if (typeof value === 'string' || value === null) return value
  if (typeof value === 'number' && Number.isFinite(value)) return value
  return undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Classifies one text frame. Never throws: anything malformed becomes `kind: 'invalid'`. */
export function parseFrame(text: string): IncomingFrame {
  let value: unknown
  try {
    value = JSON.parse(text.replace(BIG_ID, '$1"\\u0000$2"'))
  } catch {
    return { kind: 'invalid', id: null, code: rpcErrorCodes.parseError, message: 'Parse error' }
  }
  if (!isRecord(value)) {
    const message = Array.isArray(value)
      ? 'Invalid Request: batch requests are not supported'
      : 'Invalid Request: expected a JSON-RPC object'
    return { kind: 'invalid', id: null, code: rpcErrorCodes.invalidRequest, message }
  }
  const id = 'id' in value ? toRpcId(value.id) : undefined
  if ('id' in value && id === undefined) {
    return {
      kind: 'invalid',
      id: null,
      code: rpcErrorCodes.invalidRequest,
      message: 'Invalid Request: id must be a string, a number or null',
    }
  }
  const invalid = (message: string): IncomingFrame => ({
    kind: 'invalid',
    id: id ?? null,
    code: rpcErrorCodes.invalidRequest,
    message: `Invalid Request: ${message}`,
  })
  if (value.jsonrpc !== '2.0') return invalid('jsonrpc must be "2.0"')
  if (!('method' in value)) {
    // A client answers each `irn_subscription` with `{id, result: true}`: an acknowledgement.
    if (id !== undefined && ('result' in value || 'error' in value)) return { kind: 'response', id }
    return invalid('missing method')
  }
  if (typeof value.method !== 'string' || value.method === '') {
    return invalid('method must be a non-empty string')
  }
  return { kind: 'request', id, method: value.method, params: value.params }
}

function formatId(id: RpcId): string {
  if (id !== null && typeof id === 'object') return id.raw
  return JSON.stringify(id)
}

export function formatResult(id: RpcId, result: unknown): string {
  return `{"id":${formatId(id)},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

export function formatError(id: RpcId, code: number, message: string): string {
  return `{"id":${formatId(id)},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

export function formatRequest(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}

/** The id as a map key: acknowledgements are matched on it. */
export function rpcIdKey(id: RpcId): string {
  if (id !== null && typeof id === 'object') return id.raw
  return String(id)
}
