import { CHAIN_NAMESPACES } from '../constants'
import { describeValue } from '../errors/describeValue'
import { LatchError } from '../errors/LatchError'
import { isAddressForNamespace } from './address'

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
export interface ParsedCaipAddress {
  namespace: ChainNamespace
  reference: string
  caipNetworkId: CaipNetworkId
  address: string
}

// Syntax of CAIP-2 and CAIP-10.
const NAMESPACE = /^[-a-z0-9]{3,8}$/
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

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

/**
 * Splits a CAIP-10 account id: exactly 3 parts with a known namespace; throws
 * 'Invalid CAIP-10 address'. The address part is checked for syntax only; see `validateCaipAddress`.
 */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, reference, address] = parts
  if (
    parts.length !== 3 ||
    !isChainNamespace(namespace) ||
    !REFERENCE.test(reference ?? '') ||
    !ACCOUNT_ADDRESS.test(address ?? '')
  ) {
    throw new LatchError('INVALID_CAIP10_ADDRESS', { details: `Received: ${describeValue(value)}` })
  }
  return {
    namespace,
    reference: reference as string,
    caipNetworkId: `${namespace}:${reference as string}`,
    address: address as string,
  }
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}

/**
 * Checks a CAIP-10 account id fully, the address included (EVM hex, Solana base58);
 * throws 'Invalid CAIP Address'.
 */
export function validateCaipAddress(value: unknown): CaipAddress {
  let parsed: ParsedCaipAddress
  try {
    parsed = parseCaipAddress(value)
  } catch (cause) {
    throw new LatchError('INVALID_CAIP_ADDRESS', {
      details: `Received: ${describeValue(value)}`,
      cause,
    })
  }
  if (!isAddressForNamespace(parsed.namespace, parsed.address)) {
    throw new LatchError('INVALID_CAIP_ADDRESS', {
      details: `${parsed.address} is not a ${parsed.namespace} address`,
    })
  }
  return value as CaipAddress
}

export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return validateCaipAddress(`${caipNetworkId}:${address}`)
}
