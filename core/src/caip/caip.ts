import { describeValue } from '../errors/describeValue'
import { LatchError } from '../errors/LatchError'

/**
 * The chain namespaces, as types: the spec's (§1) and any a plugin adds by declaration merging.
 * At run time a namespace is any CAIP-2 namespace; its plugin registers its adapter.
 *
 * @example
 * declare module '@latch/core' {
 *   interface LatchNamespaces {
 *     tron: true
 *   }
 * }
 */
export interface LatchNamespaces {
  eip155: true
  solana: true
  bip122: true
  polkadot: true
  cosmos: true
}
export type ChainNamespace = keyof LatchNamespaces
/** CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** CAIP-10 account id, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${string}:${string}:${string}`

export interface ParsedCaipNetworkId {
  namespace: string
  reference: string
}

// Syntax of CAIP-2 and CAIP-10.
const NAMESPACE = /^[-a-z0-9]{3,8}$/
export const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * Whether `value` is a CAIP-2 namespace (3 to 8 of a-z, 0-9, '-'). Namespaces key per-namespace
 * records of state; no such name is a key of `Object.prototype` ('constructor', '__proto__').
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && NAMESPACE.test(value)
}

/** Splits a CAIP-2 network id (exactly 2 parts); throws 'Invalid CAIP-2 network id'. */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, reference] = parts
  if (parts.length !== 2 || !NAMESPACE.test(namespace ?? '') || !REFERENCE.test(reference ?? '')) {
    throw new LatchError('INVALID_CAIP2_NETWORK_ID', {
      details: `Received: ${describeValue(value)}`,
    })
  }
  return { namespace: namespace as string, reference: reference as string }
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

export function formatCaipNetworkId(namespace: string, reference: string | number): CaipNetworkId {
  const id = `${namespace}:${reference}` as const
  parseCaipNetworkId(id)
  return id
}
