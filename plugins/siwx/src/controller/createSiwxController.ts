import {
  type CaipNetworkId,
  type ChainNamespace,
  type Command,
  LatchError,
  type PluginContext,
  parseOrThrow,
  toErrorInfo,
  toLatchError,
} from '@latch/core'
import * as z from 'zod/mini'
import { SiwxError } from '../errors'
import { buildMessage } from '../messages/buildMessage'
import type { SiwxOptions, SiwxServer, SiwxSessionStorage } from '../options'
import { siwxOptionsSchema } from '../options'
import { revokeMessage } from '../shared/revokeMessage'
import { sameAddress } from '../shared/sameAddress'
import type { SiwxRequest, SiwxSession, SiwxState } from '../state'
import { defaultServer } from './defaultServer'

/** Default lifetime of a session: the message's expiration time is this after it was issued. */
export const SESSION_TTL_MS = 24 * 60 * 60_000
export const DEFAULT_STATEMENT = 'Sign in with your wallet'

type SiwxCommand = Command<
  'siwx.prepare' | 'siwx.signIn' | 'siwx.cancel' | 'siwx.getSessions' | 'siwx.revoke'
>

interface ActiveAccount {
  namespace: ChainNamespace
  address: string
  caipNetworkId: CaipNetworkId
}

const revokeParams = () => z.object({ pci: z.string() })
const sessionsParams = () => z.object({ address: z.optional(z.string()) })

export type SiwxController = ReturnType<typeof createSiwxController>

/**
 * The sign-in's logic, loaded on first use: messages, the app's server, sessions, and the modal
 * flow of spec §4 (required sign-in after a connect or a network change; cancel semantics).
 */
export function createSiwxController(ctx: PluginContext, options: SiwxOptions) {
  // Checked on first use, like the other plugins' options: the schema stays out of the first paint.
  parseOrThrow(siwxOptionsSchema, options, 'INVALID_OPTIONS')
  const server: SiwxServer = { ...defaultServer(ctx), ...options.server }
  const storage: SiwxSessionStorage = options.sessionStorage ?? {
    get: () => ctx.storage.get('siwxSessions'),
    set: (sessions) => ctx.storage.set('siwxSessions', sessions),
  }
  const ttlMs = options.sessionTtlMs ?? SESSION_TTL_MS
  /** Sessions already checked with the server in this page. */
  const confirmed = new Set<string>()
  /** Bumped by each prepare and cancel: an answer for an older one is not shown. */
  let sequence = 0

  const own = (): SiwxState => {
    const state = ctx.getState().plugins.siwx
    if (!state) throw new SiwxError('SIWX_NOT_ENABLED')
    return state
  }
  const setRequest = (request: SiwxRequest) =>
    ctx.update((state) => {
      const slice = state.plugins.siwx
      if (slice) slice.request = request
    })
  const setSessions = (sessions: SiwxSession[]) => {
    storage.set(sessions)
    ctx.update((state) => {
      const slice = state.plugins.siwx
      if (slice) slice.sessions = sessions
    })
  }
  const isLive = (session: SiwxSession) => {
    const expires = session.data.expirationTime
    return !expires || Date.parse(expires) > ctx.clock.now()
  }
  const sessionFor = (caipNetworkId: string, address: string) =>
    own().sessions.find(
      (session) =>
        session.data.caipNetworkId === caipNetworkId &&
        sameAddress(session.data.accountAddress, address) &&
        isLive(session),
    )
  const drop = (pci: string) => setSessions(own().sessions.filter((s) => s.pci !== pci))

  function activeAccount(): ActiveAccount {
    const { networks, accounts } = ctx.getState()
    const namespace = networks.activeNamespace
    const caipNetworkId = networks.activeCaipNetworkId
    const account = namespace ? accounts[namespace] : undefined
    if (!namespace || !caipNetworkId || account?.status !== 'connected' || !account.address) {
      throw new SiwxError('NO_ACTIVE_CAIP_ADDRESS')
    }
    return { namespace, address: account.address, caipNetworkId }
  }
  const isFor = (request: SiwxRequest, account: ActiveAccount) =>
    request.status !== 'idle' &&
    request.caipNetworkId === account.caipNetworkId &&
    sameAddress(request.address, account.address)

  function site(): { domain: string; uri: string } {
    const origin = ctx.window?.location.origin
    const domain = options.domain ?? (origin ? new URL(origin).host : undefined)
    const uri = options.uri ?? origin ?? (domain ? `https://${domain}` : undefined)
    if (!domain || !uri) {
      throw new SiwxError('AUTHENTICATION_INIT_FAILED', {
        details: 'No page to sign in to: pass siwx({ domain, uri }) on a server',
      })
    }
    return { domain, uri }
  }

  async function prepare(): Promise<string> {
    const account = activeAccount()
    const { caipNetworkId, address } = account
    const ticket = ++sequence
    setRequest({ status: 'preparing', caipNetworkId, address })
    let message: string
    try {
      const { domain, uri } = site()
      const nonce = await server.getNonce({ address, caipNetworkId })
      const issuedAt = ctx.clock.now()
      message = await buildMessage({
        domain,
        uri,
        address,
        caipNetworkId,
        nonce,
        statement: options.statement ?? DEFAULT_STATEMENT,
        issuedAt,
        expirationTime: issuedAt + ttlMs,
      })
    } catch (cause) {
      // Spec §8: 'A problem occurred while trying initialize authentication', then disconnect.
      const error =
        cause instanceof LatchError && cause.code === 'AUTHENTICATION_INIT_FAILED'
          ? cause
          : new SiwxError('AUTHENTICATION_INIT_FAILED', {
              cause,
              details: toLatchError(cause).message,
            })
      if (ticket === sequence) {
        setRequest({ status: 'failed', caipNetworkId, address, error: toErrorInfo(error) })
      }
      ctx.log.warn(`Sign-in could not start: ${error.details ?? error.message}`)
      await ctx
        .dispatch({
          type: 'toast.show',
          message: error.message,
          code: error.code,
          variant: 'error',
        })
        .catch(() => {})
      await ctx
        .dispatch({ type: 'connection.disconnect', namespace: account.namespace })
        .catch(() => {})
      throw error
    }
    if (ticket === sequence) setRequest({ status: 'ready', caipNetworkId, address, message })
    return message
  }

  async function signIn(): Promise<SiwxSession> {
    const account = activeAccount()
    const { caipNetworkId, address, namespace } = account
    let request = own().request
    if (!(request.status === 'ready' && isFor(request, account))) {
      await prepare()
      request = own().request
    }
    if (request.status !== 'ready' || !isFor(request, account)) {
      throw new SiwxError('NO_ACTIVE_CAIP_ADDRESS', { details: 'The account changed' })
    }
    const { message } = request
    const ticket = sequence
    const settle = (next: SiwxRequest) => {
      if (ticket === sequence) setRequest(next)
    }
    settle({ status: 'signing', caipNetworkId, address, message })
    let signature: string
    try {
      signature = await ctx.dispatch({ type: 'account.signMessage', message, namespace })
    } catch (cause) {
      const wallet = toLatchError(cause)
      const declined = wallet.code === 'USER_REJECTED_REQUEST'
      const error = declined
        ? new SiwxError('SIGNATURE_DECLINED', { cause, details: wallet.details })
        : wallet
      settle({
        status: declined ? 'declined' : 'failed',
        caipNetworkId,
        address,
        message,
        error: toErrorInfo(error),
      })
      throw error
    }
    settle({ status: 'verifying', caipNetworkId, address, message })
    let session: SiwxSession
    try {
      session = await server.verify({ message, signature, caipNetworkId })
      if (
        session.data.caipNetworkId !== caipNetworkId ||
        !sameAddress(session.data.accountAddress, address)
      ) {
        throw new LatchError('MALFORMED_RESPONSE', {
          details: 'The session is for another account',
        })
      }
    } catch (cause) {
      const accountType = ctx
        .getState()
        .accounts[namespace]?.allAccounts.find((entry) => sameAddress(entry.address, address))?.type
      const error = new LatchError(
        accountType === 'smartAccount'
          ? 'SMART_ACCOUNTS_NOT_SUPPORTED'
          : 'SIWX_VERIFICATION_FAILED',
        { cause, details: toLatchError(cause).details },
      )
      settle({ status: 'failed', caipNetworkId, address, message, error: toErrorInfo(error) })
      throw error
    }
    keep(session)
    settle({ status: 'idle' })
    ctx.emit('siwx.signedIn', { session })
    const { modal, router } = ctx.getState()
    if (modal.open && router.history.at(-1)?.view === 'SIWXSignMessage') {
      await ctx.dispatch({ type: 'modal.close' })
    }
    return session
  }

  /** One session per network and address: a new one replaces the old. */
  function keep(session: SiwxSession) {
    confirmed.add(session.pci)
    const others = own().sessions.filter(
      (s) =>
        isLive(s) &&
        !(
          s.data.caipNetworkId === session.data.caipNetworkId &&
          sameAddress(s.data.accountAddress, session.data.accountAddress)
        ),
    )
    setSessions([...others, session])
  }

  async function cancel(): Promise<void> {
    sequence++
    setRequest({ status: 'idle' })
    await ctx.dispatch({ type: 'modal.close' })
    if (!own().required) return
    let account: ActiveAccount
    try {
      account = activeAccount()
    } catch {
      return
    }
    if (sessionFor(account.caipNetworkId, account.address)) return
    // Spec §4: back to the last network signed in on (with an account still connected), else out.
    const { accounts, options: resolved } = ctx.getState()
    const last = [...own().sessions].reverse().find((session) => {
      const namespace = session.data.caipNetworkId.split(':')[0] as ChainNamespace
      const connected = Object.hasOwn(accounts, namespace) ? accounts[namespace] : undefined
      return (
        isLive(session) &&
        session.data.caipNetworkId !== account.caipNetworkId &&
        resolved.networks.some((n) => n.caipNetworkId === session.data.caipNetworkId) &&
        connected?.status === 'connected' &&
        connected.address !== undefined &&
        sameAddress(connected.address, session.data.accountAddress)
      )
    })
    if (last) {
      await ctx.dispatch({
        type: 'network.switch',
        caipNetworkId: last.data.caipNetworkId as CaipNetworkId,
      })
    } else {
      await ctx.dispatch({ type: 'connection.disconnect', namespace: account.namespace })
    }
  }

  /** After a connect or a network change: a session for the account here, else ask when required. */
  async function check(): Promise<void> {
    let account: ActiveAccount
    try {
      account = activeAccount()
    } catch {
      return
    }
    const session = sessionFor(account.caipNetworkId, account.address)
    if (session && !confirmed.has(session.pci)) {
      // A stored session is checked again with the server once per page (revoked elsewhere?).
      let listed: SiwxSession[]
      try {
        listed = await server.getSessions(account.address)
      } catch (error) {
        ctx.log.warn(`Sessions not checked: ${toLatchError(error).message}`)
        return
      }
      if (listed.some((entry) => entry.pci === session.pci)) {
        confirmed.add(session.pci)
        return
      }
      drop(session.pci)
      return check()
    }
    if (session) return
    const state = own()
    if (!state.required || (isFor(state.request, account) && state.request.status !== 'failed')) {
      return
    }
    await ctx.dispatch({ type: 'modal.open', view: 'SIWXSignMessage' })
    await prepare().catch(() => {})
  }

  async function getSessions(command: Command<'siwx.getSessions'>): Promise<SiwxSession[]> {
    const { address } = parseOrThrow(sessionsParams(), command)
    return server.getSessions(address ?? activeAccount().address)
  }

  async function revoke(command: Command<'siwx.revoke'>): Promise<void> {
    const { pci } = parseOrThrow(revokeParams(), command)
    const account = activeAccount()
    const session =
      own().sessions.find((s) => s.pci === pci) ??
      (await server.getSessions(account.address)).find((s) => s.pci === pci)
    if (!session) throw new LatchError('INVALID_INPUT', { details: `No session ${pci}` })
    const namespace = session.data.caipNetworkId.split(':')[0] as ChainNamespace
    const { accounts } = ctx.getState()
    const holder = Object.hasOwn(accounts, namespace) ? accounts[namespace] : undefined
    if (
      holder?.status !== 'connected' ||
      !holder.address ||
      !sameAddress(holder.address, session.data.accountAddress)
    ) {
      throw new SiwxError('NO_ACTIVE_CAIP_ADDRESS', {
        details: 'Connect the account of the session to revoke it',
      })
    }
    const address = session.data.accountAddress
    let signature: string
    try {
      signature = await ctx.dispatch({
        type: 'account.signMessage',
        message: revokeMessage({ address, pci }),
        namespace,
      })
    } catch (cause) {
      const wallet = toLatchError(cause)
      throw wallet.code === 'USER_REJECTED_REQUEST'
        ? new SiwxError('SIGNATURE_DECLINED', { cause })
        : wallet
    }
    await server.revoke({ address, pci, signature })
    confirmed.delete(pci)
    drop(pci)
    if (session.data.caipNetworkId === account.caipNetworkId) await check()
  }

  return {
    run(command: SiwxCommand): Promise<unknown> {
      switch (command.type) {
        case 'siwx.prepare':
          return prepare()
        case 'siwx.signIn':
          return signIn()
        case 'siwx.cancel':
          return cancel()
        case 'siwx.getSessions':
          return getSessions(command)
        case 'siwx.revoke':
          return revoke(command)
      }
    },
    async connected(event: { namespace: ChainNamespace }) {
      if (event.namespace === ctx.getState().networks.activeNamespace) await check()
    },
    networkChanged: (_caipNetworkId: string) => check(),
    /** The modal was closed on the sign view while a sign-in was asked for: as Cancel. */
    async dismissed() {
      const { request } = own()
      if (request.status === 'idle') return
      if (request.status === 'failed' && request.error.code === 'AUTHENTICATION_INIT_FAILED') return
      await cancel()
    },
    disconnected(namespace: ChainNamespace) {
      const { request } = own()
      if (
        request.status !== 'idle' &&
        request.status !== 'failed' &&
        request.caipNetworkId.startsWith(`${namespace}:`)
      ) {
        sequence++
        setRequest({ status: 'idle' })
      }
      // Disconnecting signs out on this page (the server's sessions stay until revoked).
      const kept = own().sessions.filter((s) => !s.data.caipNetworkId.startsWith(`${namespace}:`))
      if (kept.length !== own().sessions.length) setSessions(kept)
    },
  }
}
