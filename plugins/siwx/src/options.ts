import { lazySchema } from '@latch/core/plugin'
import * as z from 'zod/mini'
import type { SiwxSession } from './state'

/** The app's server as the plugin sees it: nonces, verification, the sessions of an address. */
export interface SiwxServer {
  /** A fresh nonce for the account's next sign-in message. */
  getNonce(input: { address: string; caipNetworkId: string }): Promise<string>
  /** Verifies the signed message and opens a session (the server checks everything). */
  verify(input: { message: string; signature: string; caipNetworkId: string }): Promise<SiwxSession>
  getSessions(address: string): Promise<SiwxSession[]>
  /** Revokes session `pci`; `signature` is the address's over `revokeMessage({ address, pci })`. */
  revoke(input: { address: string; pci: string; signature: string }): Promise<void>
}

/** Where this page keeps its sessions; default the client's storage (`@latch/siwx_sessions`). */
export interface SiwxSessionStorage {
  get(): SiwxSession[] | undefined
  set(sessions: SiwxSession[]): void
}

export interface SiwxOptions {
  /**
   * Sign-in is required: after a connect or a network change without a session, the modal asks
   * for it, and cancelling switches back to the last signed-in network or disconnects. Default false.
   */
  required?: boolean
  /** The statement of the message. Default 'Sign in with your wallet'. */
  statement?: string
  /** How long a session lasts (the message's expiration time). Default 24 hours. */
  sessionTtlMs?: number
  /** The site's domain (host[:port]) in the message; default the page's. Required on a server. */
  domain?: string
  /** The URI in the message; default the page's origin. */
  uri?: string
  /**
   * The app's server; each part not given uses the example endpoints of the Data API base
   * (`endpoints.data`): `POST /v1/siwx/nonce`, `POST /v1/siwx/verify`, `GET /v1/sessions/{address}`,
   * `POST /v1/sessions/{address}/revoke`.
   */
  server?: Partial<SiwxServer>
  sessionStorage?: SiwxSessionStorage
}

const fn = () =>
  z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', {
    message: 'Expected a function',
  })

/** `siwx(options)` checked when the plugin sets up: a bad value fails it with 'Invalid options'. */
export const siwxOptionsSchema = lazySchema(() =>
  z.object({
    required: z.optional(z.boolean()),
    statement: z.optional(z.string().check(z.maxLength(1000))),
    // A session lasts at least a second and at most a year.
    sessionTtlMs: z.optional(z.number().check(z.int(), z.gte(1000), z.lte(365 * 24 * 3_600_000))),
    domain: z.optional(z.string().check(z.minLength(1))),
    uri: z.optional(z.url()),
    server: z.optional(
      z.object({
        getNonce: z.optional(fn()),
        verify: z.optional(fn()),
        getSessions: z.optional(fn()),
        revoke: z.optional(fn()),
      }),
    ),
    sessionStorage: z.optional(z.object({ get: fn(), set: fn() })),
  }),
)
