import { createSignInMessageText } from '@solana/wallet-standard-util'
import type { MessageFields } from './types'

/** Sign In With Solana text (wallet-standard-util), its chain id the network's CAIP-2 id. */
export const solanaMessage = (fields: MessageFields): string =>
  createSignInMessageText({
    domain: fields.domain,
    address: fields.address,
    statement: fields.statement,
    uri: fields.uri,
    version: '1',
    chainId: fields.caipNetworkId,
    nonce: fields.nonce,
    issuedAt: new Date(fields.issuedAt).toISOString(),
    expirationTime: new Date(fields.expirationTime).toISOString(),
  })
