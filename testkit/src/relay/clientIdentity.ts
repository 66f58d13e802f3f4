import type { IncomingMessage } from 'node:http'

/**
 * Who is on a socket. The SDK opens its socket with `?auth=<JWT>`, a token signed with the
 * client's own key whose `iss` is that key as a `did:key`: the same across reconnects, unlike the
 * socket. The relay only reads the claim to tell clients apart (for "never echo to the publisher"
 * and "deliver once per client"); it does not verify the signature, as the hosted relay would,
 * because a local relay has nothing to protect. A socket without a readable token is a client of
 * its own.
 */
export function clientIdOf(request: IncomingMessage, fallback: string): string {
  const auth = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return fallback
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (typeof claims === 'object' && claims !== null && 'iss' in claims) {
      const { iss } = claims
      if (typeof iss === 'string' && iss !== '') return iss
    }
  } catch {
    // Not a JWT: treat the socket as an anonymous client.
  }
  return fallback
}
