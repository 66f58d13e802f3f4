import type { Clock, LatchState } from '@latch/core'
import type { PluginContext } from '@latch/core/plugin'
import { SiwxError } from '../errors'
import type { SiwxOptions, SiwxServer, SiwxSessionStorage } from '../options'
import type { SiwxRequest, SiwxSession, SiwxState } from '../state'
import { defaultServer } from './defaultServer'
import { createRequestTickets, type RequestTickets } from './requestTickets'

/** Default lifetime of a session: the message's expiration time is this after it was issued. */
export const SESSION_TTL_MS = 24 * 60 * 60_000
export const DEFAULT_STATEMENT = 'Sign in with your wallet'

/** What the sign-in message says besides the account: the site, the statement, the lifetime. */
export interface MessageSettings {
  statement: string
  /** How long a session lasts after its message was issued. */
  ttlMs: number
  /** The site's domain and URI when the app gives them; else the page's. */
  domain?: string
  uri?: string
}

/** What a sign-in step uses: the client's state and bus, the siwx slice, the app's server. */
export interface SiwxContext {
  getState(): LatchState
  /** The siwx slice; 'SIWX is not enabled' without it. */
  own(): SiwxState
  setRequest(request: SiwxRequest): void
  /** The page's sessions, kept in its session storage and shown in the state. */
  setSessions(sessions: SiwxSession[]): void
  clock: Clock
  dispatch: PluginContext['dispatch']
  emit: PluginContext['emit']
  log: PluginContext['log']
  server: SiwxServer
  /** Sessions already checked with the server in this page (by `pci`). */
  confirmed: Set<string>
  tickets: RequestTickets
  message: MessageSettings
  /** The page's origin; none on a server. */
  origin(): string | undefined
}

/** The sign-in's steps' view of the plugin's context and (checked) options. */
export function siwxContext(ctx: PluginContext, options: SiwxOptions): SiwxContext {
  const server: SiwxServer = { ...defaultServer(ctx), ...options.server }
  const storage: SiwxSessionStorage = options.sessionStorage ?? {
    get: () => ctx.storage.get('siwxSessions'),
    set: (sessions) => ctx.storage.set('siwxSessions', sessions),
  }
  const own = (): SiwxState => {
    const state = ctx.getState().plugins.siwx
    if (!state) throw new SiwxError('SIWX_NOT_ENABLED')
    return state
  }
  return {
    getState: ctx.getState,
    own,
    setRequest: (request) =>
      ctx.update((state) => {
        const slice = state.plugins.siwx
        if (slice) slice.request = request
      }),
    setSessions(sessions) {
      storage.set(sessions)
      ctx.update((state) => {
        const slice = state.plugins.siwx
        if (slice) slice.sessions = sessions
      })
    },
    clock: ctx.clock,
    dispatch: ctx.dispatch,
    emit: ctx.emit,
    log: ctx.log,
    server,
    confirmed: new Set(),
    tickets: createRequestTickets(),
    message: {
      statement: options.statement ?? DEFAULT_STATEMENT,
      ttlMs: options.sessionTtlMs ?? SESSION_TTL_MS,
      ...(options.domain === undefined ? {} : { domain: options.domain }),
      ...(options.uri === undefined ? {} : { uri: options.uri }),
    },
    origin: () => ctx.window?.location.origin,
  }
}
