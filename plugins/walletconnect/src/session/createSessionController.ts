/**
 * The relay session, on `@walletconnect/sign-client`: loaded on first use (a click on
 * WalletConnect, or a page that had a session), never in the first paint.
 */
import {
  type ChainNamespace,
  type Clock,
  LatchError,
  type LatchState,
  type Logger,
  type TimerHandle,
  toLatchError,
} from '@latch/core'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import {
  PAIRING_EXPIRED_WITHIN_MS,
  PAIRING_EXPIRY_MS,
  SESSION_CHECK_MS,
  WALLET_REQUEST_TIMEOUT_MS,
} from '../constants'
import { WalletConnectError } from '../errors'
import type { PairingState } from '../state'
import { type GrantedNamespaces, grantedNamespaces } from './grantedNamespaces'
import { requestedNamespaces } from './requestedNamespaces'
import { checkRequestResult } from './requestResult'
import type { SessionEvent } from './sessionEvents'
import { readWalletEvent } from './walletEvent'

export interface SessionControllerOptions {
  relayUrl: string
  projectId: string
  metadata: SignClientTypes.Metadata
  namespaces: readonly ChainNamespace[]
  clock: Clock
  log: Logger
  getState(): LatchState
  setPairing(pairing: PairingState): void
  emit(event: SessionEvent): void
  /** How long the relay has to hand out a pairing before the view says it is unreachable. */
  pairingTimeoutMs: number
  /** When a pairing URI stops being offered (spec §9: 4 minutes). */
  pairingExpiryMs?: number
  /** The SDK's own options (storage, storage prefix…), for Node and tests. */
  sdk?: Partial<SignClientTypes.Options>
}

export type SessionController = ReturnType<typeof createSessionController>

/** One pairing offered to wallets: its `wc:` URI until `expiresAt`, and the wallet's answer. */
interface Proposal {
  uri: string
  expiresAt: number
  approval(): Promise<SessionTypes.Struct>
}

/** Logged (debug) for each wallet event that does not fit the session, which is ignored. */
export const IGNORED_EVENT = 'Ignored a wallet event that does not fit the session'

/** `getSdkError('USER_REJECTED').code`: what relay-protocol wallets answer a refused request with. */
const USER_REJECTED = 5000
/** The user's rejection, as wallets code it, so every adapter maps it to 'Connection rejected'. */
const rejected = (cause: unknown) =>
  Object.assign(new Error('User rejected the request.'), { code: 4001, cause })

/** Resolves with `promise`, or rejects with `error` once `ms` pass on `clock`. */
function withDeadline<T>(clock: Clock, promise: Promise<T>, ms: number, error: () => Error) {
  let timer: TimerHandle | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = clock.setTimeout(() => reject(error()), ms)
    }),
  ]).finally(() => clock.clearTimeout(timer as TimerHandle))
}

export function createSessionController(options: SessionControllerOptions) {
  const { clock, log } = options
  let session: SessionTypes.Struct | undefined
  /**
   * What the session grants, checked (issue 13: everything a wallet sends is untrusted): only the
   * namespaces and chains the dapp asked for, only valid accounts. Read instead of the session's
   * own namespaces, which are the wallet's word.
   */
  let granted: GrantedNamespaces = {}
  let connecting: Promise<SessionTypes.Struct> | undefined
  /** Starts a fresh pairing for the connect under way (the refresh, a retry). */
  let refreshPairing: (() => void) | undefined
  /**
   * A pairing proposed ahead of a connect (the Connect view showed), so a click finds its QR
   * ready: the next connect takes it once, while it is fresh; an expired one is never shown.
   */
  let prepared: Promise<Proposal | undefined> | undefined
  const expiryMs = options.pairingExpiryMs ?? PAIRING_EXPIRY_MS
  /** Spec §4, §9: a pairing is expired with 10 s or less left. */
  const fresh = (proposal: Proposal) => proposal.expiresAt - clock.now() > PAIRING_EXPIRED_WITHIN_MS
  const chains = new Map<ChainNamespace, string>()

  const unlisten: (() => void)[] = []
  const client = SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    telemetryEnabled: false,
    ...options.sdk,
  }).then((signClient) => {
    // No hidden frame to a hosted origin (issue 13): in a page the SDK opens one to its verify
    // service on connect and on each request (5 s each when it cannot be reached). Latch's
    // origin check is its own (`verifyOrigin`); the relay session does without the SDK's.
    signClient.core.verify.register = async () => undefined
    const end = (topic: string) => {
      if (session?.topic !== topic) return
      forget()
      options.emit({ type: 'ended' })
    }
    /** Listens to the SDK until `close`: no answer reaches a destroyed client. */
    const listen = <E extends SignClientTypes.Event>(
      event: E,
      handler: (args: SignClientTypes.EventArguments[E]) => void,
    ) => {
      signClient.on(event, handler)
      unlisten.push(() => signClient.off(event, handler))
    }
    listen('session_delete', ({ topic }) => end(topic))
    listen('session_expire', ({ topic }) => end(topic))
    // A wallet's update and events are checked against what the session grants; what does not fit
    // is ignored (logged), and nothing a handler throws reaches the SDK or the page.
    listen('session_update', ({ topic, params }) => {
      if (!session || session.topic !== topic) return
      try {
        const before = granted
        const next = grant(params.namespaces)
        if (!hasAccounts(next)) {
          log.warn('The wallet updated the session to no valid account: the session ends')
          void endSession(signClient, topic)
          return end(topic)
        }
        session = { ...session, namespaces: params.namespaces }
        granted = next
        for (const namespace of options.namespaces) {
          const was = before[namespace]?.addresses ?? []
          const now = addresses(namespace)
          if (was.join() !== now.join())
            options.emit({ type: 'accountsChanged', namespace, addresses: now })
        }
      } catch (error) {
        log.warn('A session update from the wallet failed', error)
      }
    })
    listen('session_event', ({ topic, params }) => {
      if (!session || session.topic !== topic) return
      try {
        const event = readWalletEvent(params, granted)
        if (!event) return log.debug(IGNORED_EVENT, params)
        if (event.type === 'chainChanged') chains.set(event.namespace, event.chainId)
        options.emit(event)
      } catch (error) {
        log.warn('A session event from the wallet failed', error)
      }
    })
    return signClient
  })
  client.catch(() => {})

  /** The session's namespaces as Latch takes them (see `grantedNamespaces`). */
  function grant(namespaces: unknown): GrantedNamespaces {
    const requested = requestedNamespaces(options.getState(), options.namespaces)
    return grantedNamespaces(
      namespaces,
      Object.fromEntries(Object.entries(requested).map(([ns, { chains }]) => [ns, chains])),
    )
  }
  const hasAccounts = (namespaces: GrantedNamespaces) =>
    options.namespaces.some((namespace) => (namespaces[namespace]?.addresses.length ?? 0) > 0)

  function forget() {
    session = undefined
    granted = {}
    chains.clear()
  }

  /** The addresses the session grants on a namespace, each once, in the wallet's order. */
  function addresses(namespace: ChainNamespace): string[] {
    return [...(granted[namespace]?.addresses ?? [])]
  }

  /** The session's chains of a namespace: the app's active one when granted, else the first. */
  function chainOf(namespace: ChainNamespace): string | undefined {
    const chainIds = granted[namespace]?.chains
    const current = chains.get(namespace)
    if (current && chainIds?.includes(current)) return current
    const active = options.getState().networks.byNamespace[namespace]?.caipNetworkId
    const chain = active && chainIds?.includes(active) ? active : chainIds?.[0]
    if (chain) chains.set(namespace, chain)
    return chain
  }

  /**
   * Takes an approved session when it grants a valid account on a requested network; else ends it
   * on both sides and throws CONNECTOR_ACCOUNT_NOT_FOUND: never a session Latch cannot use left
   * open with the wallet.
   */
  async function adopt(approved: SessionTypes.Struct): Promise<SessionTypes.Struct> {
    const next = grant(approved.namespaces)
    if (hasAccounts(next)) {
      granted = next
      return approved
    }
    log.warn('The wallet approved no valid account on the requested networks: the session ends')
    await endSession(await client, approved.topic)
    throw new LatchError('CONNECTOR_ACCOUNT_NOT_FOUND', {
      details: 'The wallet approved no valid account on the requested networks',
    })
  }

  /** Ends a session with the wallet, quietly: a wallet that is gone does not stop Latch. */
  async function endSession(signClient: Awaited<typeof client>, topic: string) {
    try {
      await signClient.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
    } catch (error) {
      log.debug('The relay session could not be ended on the wallet side', error)
    }
  }

  /** A new pairing from the relay, or RELAY_UNREACHABLE when none comes within the time-out. */
  async function propose(): Promise<Proposal> {
    const signClient = await client
    const { uri, approval } = await withDeadline(
      clock,
      signClient.connect({
        optionalNamespaces: requestedNamespaces(options.getState(), options.namespaces),
      }),
      options.pairingTimeoutMs,
      () => new WalletConnectError('RELAY_UNREACHABLE', { details: options.relayUrl }),
    )
    if (!uri) throw new WalletConnectError('RELAY_UNREACHABLE', { details: options.relayUrl })
    // Never answered when unused: its expiry is no error anyone waits for.
    approval().catch(() => {})
    return { uri, approval, expiresAt: clock.now() + expiryMs }
  }

  /** The prepared pairing, once, if it is still fresh (else undefined: a new one is made). */
  async function takePrepared(): Promise<Proposal | undefined> {
    const ahead = await prepared?.catch(() => undefined)
    prepared = undefined
    return ahead && fresh(ahead) ? ahead : undefined
  }

  /** Pairs until a wallet approves: a fresh URI before each one expires; the first answer wins. */
  async function pair(): Promise<SessionTypes.Struct> {
    const signClient = await client
    let reuse = true
    let refreshTimer: TimerHandle | undefined
    return new Promise<SessionTypes.Struct>((resolve, reject) => {
      let settled = false
      const settle = (run: () => void) => {
        if (settled) return
        settled = true
        clock.clearTimeout(refreshTimer as TimerHandle)
        refreshPairing = undefined
        run()
      }
      const offer = async () => {
        clock.clearTimeout(refreshTimer as TimerHandle)
        // The first offer takes the pairing prepared ahead when it is fresh; any later one is new.
        const ahead = reuse ? await takePrepared() : undefined
        reuse = false
        if (settled) return
        if (!ahead) options.setPairing({ status: 'starting' })
        let proposal: Proposal
        try {
          proposal = ahead ?? (await propose())
        } catch (cause) {
          const error = toLatchError(cause, 'RELAY_UNREACHABLE')
          if (settled) return
          options.setPairing({
            status: 'unreachable',
            error: { code: error.code, message: error.message, details: error.details },
          })
          return settle(() => reject(error))
        }
        if (settled) return
        options.setPairing({ status: 'ready', uri: proposal.uri, expiresAt: proposal.expiresAt })
        // Spec §4, §9: a pairing is expired with 10 s or less left: a new one replaces it first.
        refreshTimer = clock.setTimeout(
          () => void offer(),
          proposal.expiresAt - PAIRING_EXPIRED_WITHIN_MS - clock.now(),
        )
        proposal.approval().then(
          (approved) => {
            // A second approval (a wallet that approved the QR shown and the one that replaced
            // it): one connection; the extra session is ended on both sides, never kept.
            if (settled) return void endSession(signClient, approved.topic)
            settle(() => resolve(approved))
          },
          (cause: unknown) => {
            // An older pairing's proposal expiring while a newer one is offered is not an answer.
            if ((cause as Error | undefined)?.message?.includes('expired')) return
            settle(() => {
              const error = new LatchError('CONNECTION_REJECTED', { rpcCode: 4001, cause })
              options.setPairing({
                status: 'rejected',
                error: { code: error.code, message: error.message },
              })
              reject(rejected(cause))
            })
          },
        )
      }
      refreshPairing = () => void offer()
      void offer()
    })
  }

  /**
   * Whether a stored session is alive: the wallet answers a ping before SESSION_CHECK_MS (on the
   * client's clock). Its end, sent while the page was closed, comes from the relay first and is a
   * no at once; no answer (a wallet that forgot it, a relay that is down) is a no at the deadline.
   */
  async function alive(signClient: Awaited<typeof client>, topic: string): Promise<boolean> {
    let stop = () => {}
    const ended = new Promise<boolean>((resolve) => {
      const onEnd = (event: { topic: string }) => {
        if (event.topic === topic) resolve(false)
      }
      signClient.on('session_delete', onEnd)
      signClient.on('session_expire', onEnd)
      stop = () => {
        signClient.off('session_delete', onEnd)
        signClient.off('session_expire', onEnd)
      }
    })
    const answered = signClient.ping({ topic }).then(() => true)
    try {
      return await withDeadline(
        clock,
        Promise.race([answered, ended]),
        SESSION_CHECK_MS,
        () => new Error('The stored session did not answer'),
      )
    } catch (error) {
      log.debug('A stored relay session is not taken: it did not prove alive', error)
      return false
    } finally {
      stop()
    }
  }

  /** The newest stored session that is alive and grants a valid account, else false. */
  async function restoreAlive(): Promise<boolean> {
    const signClient = await client
    const now = Math.floor(Date.now() / 1000)
    const stored = signClient.session
      .getAll()
      .filter((candidate) => candidate.expiry > now)
      .sort((a, b) => b.expiry - a.expiry)[0]
    // A stored session is the wallet's word too: taken only if it grants a valid account.
    const next = stored && grant(stored.namespaces)
    if (!stored || !next || !hasAccounts(next)) return false
    // Never "connected but failing": shown connected only once the session proved alive.
    if (!(await alive(signClient, stored.topic))) return false
    if (!signClient.session.keys.includes(stored.topic)) return false
    session = stored
    granted = next
    return true
  }
  /** One check for every namespace that restores on a reload. */
  let restoring: Promise<boolean> | undefined

  return {
    /** The last stored session that proves alive, silently; false when none does. */
    async restore(): Promise<boolean> {
      if (session) return true
      restoring ??= restoreAlive().finally(() => {
        restoring = undefined
      })
      return restoring
    },

    /** The session, pairing first when there is none (one pairing for every caller). */
    async connect(): Promise<void> {
      if (session) return
      connecting ??= pair()
        .then((approved) => {
          options.setPairing({ status: 'idle' })
          return adopt(approved)
        })
        .finally(() => {
          connecting = undefined
        })
      session = await connecting
    },

    /**
     * A fresh URI for the connect under way (the view's retry after the relay came back); with
     * none under way, a pairing prepared for the next connect (kept while fresh): false once it
     * is made or failed.
     */
    async refresh(): Promise<boolean> {
      if (refreshPairing) {
        refreshPairing()
        return true
      }
      if (!session && !connecting) {
        // The click's path loads the EVM provider's chunk too: fetched now, not after the click.
        import('../providers/eip1193Provider').catch(() => {})
        const ahead = prepared
        prepared = (async () => {
          const kept = await ahead?.catch(() => undefined)
          return kept && fresh(kept) ? kept : propose()
        })()
        await prepared.catch((error: unknown) => log.debug('No pairing could be prepared', error))
      }
      return false
    },

    addresses,
    chainOf,
    /** The CAIP-2 chains the session grants on a namespace, in the wallet's order. */
    chains: (namespace: ChainNamespace) => [...(granted[namespace]?.chains ?? [])],
    /** Whether the session grants an account on `chainId` (a CAIP-2 id). */
    grants: (namespace: ChainNamespace, chainId: string) =>
      granted[namespace]?.chains.includes(chainId) ?? false,
    setChain(namespace: ChainNamespace, chainId: string) {
      chains.set(namespace, chainId)
    },

    async request(namespace: ChainNamespace, method: string, params: unknown): Promise<unknown> {
      const signClient = await client
      const chainId = chainOf(namespace)
      if (!session || !chainId)
        throw new LatchError('CONNECTOR_NOT_CONNECTED', { details: namespace })
      // A wallet that answers after the time-out: the late answer resolves nothing (its request
      // was given up, and nothing is asked again); the next request is a request of its own.
      const result = await withDeadline(
        clock,
        signClient.request({ topic: session.topic, chainId, request: { method, params } }),
        WALLET_REQUEST_TIMEOUT_MS,
        () => new WalletConnectError('WALLET_NO_ANSWER', { details: method }),
      ).catch((error: unknown) => {
        // The relay protocol's own "User rejected" (the SDK's USER_REJECTED, 5000) is the
        // user's refusal, as 4001 is: every namespace then says 'Connection rejected'.
        throw (error as { code?: unknown } | undefined)?.code === USER_REJECTED
          ? rejected(error)
          : error
      })
      // The answer is the wallet's: checked for the method before anyone uses it.
      return checkRequestResult(method, result)
    },

    /**
     * The client's teardown (`latch.destroy()`): stops listening and closes the relay socket. The
     * session stays stored on both sides, so the next page restores it.
     */
    async close(): Promise<void> {
      const signClient = await client.catch(() => undefined)
      for (const off of unlisten.splice(0)) off()
      await signClient?.core.relayer.transportClose()
    },

    /** Ends the session on both sides. */
    async end(): Promise<void> {
      const signClient = await client
      const ending = session
      forget()
      if (!ending) return
      await endSession(signClient, ending.topic)
    },
  }
}
