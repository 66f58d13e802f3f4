/**
 * The text an account signs to revoke one of its sign-in sessions (`POST /v1/sessions/{address}/
 * revoke`, payload `pci` and `signature`). The session id binds the signature to that session only:
 * replaying it revokes the same, already revoked, session again.
 *
 * @example
 * revokeMessage({ address: '0xAbc…', pci: 'c0ffee…' })
 */
export const revokeMessage = ({ address, pci }: { address: string; pci: string }): string =>
  `Revoke sign-in session ${pci} for ${address}`
