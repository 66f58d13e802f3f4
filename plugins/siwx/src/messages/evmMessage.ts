import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import type { MessageFields } from './types'

/** EIP-4361 text for an EVM account (viem's SIWE utilities). */
export const evmMessage = (fields: MessageFields): string =>
  createSiweMessage({
    domain: fields.domain,
    address: getAddress(fields.address),
    statement: fields.statement,
    uri: fields.uri,
    version: '1',
    chainId: Number(fields.caipNetworkId.split(':')[1]),
    nonce: fields.nonce,
    issuedAt: new Date(fields.issuedAt),
    expirationTime: new Date(fields.expirationTime),
  })
