import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { LatchError } from '@latch/core'
import type { SiwxMessageData } from '@latch/siwx/server'
import type { PublicClient } from 'viem'
import { z } from 'zod'
import { loadOptional } from '../../optional/loadOptional'
import { optionalParts } from '../../optional/optionalParts'
import type { ServerContext } from '../context'
import { HttpError, parseInput, readJsonBody, sendJson } from '../http'
import type { Route } from '../router'

/** A sign-in session the server keeps: what `GET /v1/sessions/{address}` lists. */
export interface SiwxSessionRecord {
  /** The session's id, named `pci` in the revoke payload. */
  pci: string
  caipNetworkId: string
  data: SiwxMessageData
  message: string
  signature: string
}

const verifyBody = z.object({
  message: z.string().min(1).max(10_000),
  signature: z.string().min(1).max(10_000),
  caipNetworkId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
})
const revokeBody = z.object({ pci: z.string().min(1).max(200), signature: z.string().min(1) })

/** `localhost:*` matches localhost on any port; anything else matches exactly. */
export function matchesDomain(patterns: readonly string[], domain: string): boolean {
  return patterns.some((pattern) => {
    if (!pattern.endsWith(':*')) return domain === pattern
    const host = pattern.slice(0, -2)
    return (
      domain === host ||
      (domain.startsWith(`${host}:`) && /^\d{1,5}$/.test(domain.slice(host.length + 1)))
    )
  })
}

/**
 * The client a nonce is bound to. An app's server names the browser's session (its cookie); the
 * pages here call this API from other origins without cookies, so the peer's address stands in.
 */
const clientOf = (request: IncomingMessage) => request.socket.remoteAddress ?? 'unknown'

/** Sessions are per address; EVM addresses compare without case. */
const addressKey = (address: string) => (address.startsWith('0x') ? address.toLowerCase() : address)

/**
 * Sign-in (SIWX): the example endpoints an app's own server would have, built on the reference
 * verifier `@latch/siwx/server` — a nonce (single use, 5 minutes), verification (signature for
 * real through the local chain, the nonce once, the domain, the expiry) that opens a session —
 * and the Data API's session routes: list an address's sessions, revoke one with a signature by
 * the address.
 */
export function siwxRoutes(context: ServerContext, domains: readonly string[]): Route[] {
  let verifier: ReturnType<typeof loadVerifier> | undefined
  const siwx = () => {
    verifier ??= loadVerifier()
    return verifier
  }
  const sessions = new Map<string, SiwxSessionRecord[]>()
  const publicClient = (chainId: number) =>
    context.chains.find(chainId)?.client as PublicClient | undefined
  const live = (address: string) => {
    const now = Date.now()
    const kept = (sessions.get(addressKey(address)) ?? []).filter(
      (session) => !session.data.expirationTime || Date.parse(session.data.expirationTime) > now,
    )
    sessions.set(addressKey(address), kept)
    return kept
  }

  return [
    {
      method: 'POST',
      path: '/v1/siwx/nonce',
      handler: async ({ request, response }) => {
        const { nonces } = await siwx()
        try {
          sendJson(response, 200, nonces.issue(clientOf(request)))
        } catch (error) {
          if (error instanceof LatchError && error.code === 'RATE_LIMITED') {
            throw new HttpError(429, 'Rate limited', [error.details ?? error.message])
          }
          throw error
        }
      },
    },
    {
      method: 'POST',
      path: '/v1/siwx/verify',
      handler: async ({ request, response }) => {
        const body = parseInput(verifyBody, await readJsonBody(request), 'sign-in')
        const { server, nonces } = await siwx()
        let data: SiwxMessageData
        try {
          data = await server.verifySiwxMessage(body, {
            domain: (domain) => matchesDomain(domains, domain),
            nonces,
            client: clientOf(request),
            publicClient,
          })
        } catch (error) {
          if (error instanceof server.SiwxVerificationError) {
            throw new HttpError(401, 'Sign-in refused', [error.details ?? error.message])
          }
          throw error
        }
        const session: SiwxSessionRecord = {
          pci: randomUUID(),
          caipNetworkId: data.caipNetworkId,
          data,
          message: body.message,
          signature: body.signature,
        }
        sessions.set(addressKey(data.accountAddress), [...live(data.accountAddress), session])
        sendJson(response, 200, session)
      },
    },
    {
      method: 'GET',
      path: '/v1/sessions/:address',
      handler: ({ response, params }) =>
        sendJson(response, 200, { sessions: live(params.address!) }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/:address/revoke',
      handler: async ({ request, response, params }) => {
        const address = params.address!
        const { pci, signature } = parseInput(revokeBody, await readJsonBody(request), 'revoke')
        const session = live(address).find((entry) => entry.pci === pci)
        if (!session) throw new HttpError(404, 'Session not found', [`No session ${pci}`])
        const { server } = await siwx()
        const valid = await server
          .verifyAddressSignature({
            caipNetworkId: session.caipNetworkId,
            address: session.data.accountAddress,
            message: server.revokeMessage({ address: session.data.accountAddress, pci }),
            signature,
            publicClient,
          })
          .catch(() => false)
        if (!valid) {
          throw new HttpError(401, 'Invalid signature', [
            'The signature does not match the address',
          ])
        }
        sessions.set(
          addressKey(address),
          live(address).filter((entry) => entry.pci !== pci),
        )
        sendJson(response, 200, { revoked: true, pci })
      },
    },
  ]
}

/**
 * The reference verifier, imported by the first sign-in request: `@latch/siwx` is an optional
 * peer of the testkit, installed only by whoever tests sign-in.
 */
async function loadVerifier() {
  const server = await loadOptional(optionalParts.siwx, () => import('@latch/siwx/server'))
  // Every local page and test is one client here (127.0.0.1): room for a whole test run's nonces.
  return { server, nonces: server.createNonceStore({ maxPerClient: 10_000 }) }
}
