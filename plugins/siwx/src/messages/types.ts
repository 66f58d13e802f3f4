/** What a CAIP-122 sign-in message says; times in ms since the epoch. */
export interface MessageFields {
  domain: string
  address: string
  statement: string
  uri: string
  caipNetworkId: string
  nonce: string
  issuedAt: number
  expirationTime: number
}
