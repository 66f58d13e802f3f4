import type { SiwxSession } from '../state'

/** A session as the app's server answers it, for the steps' examples (nothing is verified). */
export function exampleSession(
  caipNetworkId: string,
  accountAddress: string,
  fields: { pci?: string; expirationTime?: string } = {},
): SiwxSession {
  return {
    pci: fields.pci ?? `${caipNetworkId}/${accountAddress}`,
    data: {
      accountAddress,
      caipNetworkId,
      domain: 'app.example',
      uri: 'https://app.example',
      nonce: 'abcdefgh1234',
      issuedAt: '2026-01-01T00:00:00.000Z',
      ...(fields.expirationTime ? { expirationTime: fields.expirationTime } : {}),
    },
    message: `app.example wants you to sign in with ${accountAddress}`,
    signature: '0x1234',
  }
}
