import { CHAIN_NAMESPACES } from '../constants'
import { describeValue } from '../errors/describeValue'
import { LatchError } from '../errors/LatchError'

/** A chain namespace Latch knows (spec §1). */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]
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

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly unknown[]).includes(value)
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
