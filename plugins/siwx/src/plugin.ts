import { definePlugin, loadOnce, type PluginContext } from '@latch/core'
import type { SiwxController } from './controller/createSiwxController'
import type { SiwxSession, SiwxState } from './state'

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

const COMMANDS = [
  'siwx.prepare',
  'siwx.signIn',
  'siwx.cancel',
  'siwx.getSessions',
  'siwx.revoke',
] as const

/**
 * Sign in with the wallet (CAIP-122): EIP-4361 on eip155, Sign In With Solana on solana, for every
 * login method (it signs through `account.signMessage`). Sessions are kept per network and checked
 * again with the app's server on reload. Registering it turns sign-in on; its code loads on first use.
 *
 * @example
 * createLatch({ projectId, networks, plugins: [eip155(), solana(), siwx({ required: true })] })
 */
export function siwx(options: SiwxOptions = {}) {
  return definePlugin({
    name: 'siwx',
    initialState: {
      required: options.required ?? false,
      request: { status: 'idle' },
      sessions: [],
    } satisfies SiwxState,
    setup(ctx) {
      const load = loadOnce(() =>
        import('./controller/createSiwxController').then(({ createSiwxController }) =>
          createSiwxController(ctx as PluginContext, options),
        ),
      )
      for (const type of COMMANDS) {
        ctx.handle(type, async (command) => (await load()).run(command as never) as never)
      }
      // Stored sessions show at once: reading them needs no code beyond the storage's.
      const stored = (options.sessionStorage?.get() ?? ctx.storage.get('siwxSessions')) as
        | SiwxSession[]
        | undefined
      if (stored?.length) {
        ctx.update((state) => {
          const own = state.plugins.siwx
          if (own) own.sessions = stored
        })
      }
      const detached = (run: (controller: SiwxController) => Promise<void> | void) =>
        void load()
          .then(run)
          .catch((error: unknown) => ctx.report(error))
      ctx.on('connected', (event) => detached((c) => c.connected(event)))
      ctx.on('network.changed', (event) => detached((c) => c.networkChanged(event.caipNetworkId)))
      ctx.on('disconnected', (event) => detached((c) => c.disconnected(event.namespace)))
      // The modal closed on the sign view (its close button, Escape, a click outside): a cancel.
      ctx.subscribe(
        (state) => (state.modal.open ? state.router.history.at(-1)?.view : undefined),
        (view, previous) => {
          if (previous === 'SIWXSignMessage' && view === undefined) detached((c) => c.dismissed())
        },
      )
    },
  })
}
