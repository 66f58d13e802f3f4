// CAIP-10 account ids: a module of their own, as only lazy code reads them (the first paint
// reads network ids only).
import { describeValue } from '../errors/describeValue'
import { LatchError } from '../errors/LatchError'
import { isAddressForNamespace } from './address'
import {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  isChainNamespace,
  REFERENCE,
} from './caip'

export interface ParsedCaipAddress {
  namespace: ChainNamespace
  reference: string
  caipNetworkId: CaipNetworkId
  address: string
}

const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

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
