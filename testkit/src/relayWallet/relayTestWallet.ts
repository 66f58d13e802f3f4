import type { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { ProviderRpcError } from '../wallet/providerRpcError'
import { createEvmAccounts } from './evmRequests'
import { createMemoryStorage } from './memoryStorage'
import {
  buildSessionNamespaces,
  type RelayWalletNamespace,
  type RelayWalletProposalNamespace,
  type RelayWalletSessionNamespace,
  relayWalletNamespaces,
  requestedChains,
  sessionAddresses,
} from './namespaces'
import {
  type CreateRelayTestWalletOptions,
  parseRelayWalletOptions,
  type RelayWalletMetadata,
} from './relayWalletOptions'
import { createSolanaAccounts } from './solanaRequests'
import { WaitingQueue } from './waitingQueue'

export type RelayWalletSignClient = InstanceType<typeof SignClient>

/** A session proposal the wallet received, as a test reads it. */
export interface RelayWalletProposal {
  /** The proposal's JSON-RPC id: what approve/reject answer. */
  id: number
  pairingTopic: string
  /** When the proposal lapses, in seconds since the epoch (the SDK's default is 5 minutes on). */
  expiryTimestamp: number
  /** Since sign-client 2.21 the dapp moves its required namespaces here: often empty. */
  requiredNamespaces: Record<string, RelayWalletProposalNamespace>
  optionalNamespaces: Record<string, RelayWalletProposalNamespace>
  sessionProperties?: Record<string, string>
  /** The dapp's metadata (name, url, icons). */
  proposer: RelayWalletMetadata
  /** The SDK's verify verdict: 'UNKNOWN' unless `remoteVerify` is on and the verify server knew. */
  validation: 'UNKNOWN' | 'VALID' | 'INVALID'
}

/** A session the wallet holds (its side of it). */
export interface RelayWalletSession {
  topic: string
  pairingTopic: string
  namespaces: Record<string, RelayWalletSessionNamespace>
  /** The dapp's metadata. */
  peer: RelayWalletMetadata
  /** Seconds since the epoch. */
  expiry: number
}

/** A session request waiting for the test's answer (`autoApprove(false)`). */
export interface RelayWalletRequest {
  /** The request's JSON-RPC id. */
  id: number
  topic: string
  method: string
  params: unknown
  /** CAIP-2: `eip155:31337`, `solana:<genesis>`. */
  chainId: string
  /**
   * Does what the method asks, for real (signs, sends), answers the dapp with the result and
   * resolves with it. If that fails, the dapp gets the error (EIP-1193 code) and this rejects
   * with it.
   */
  approve(): Promise<unknown>
  /** Answers the dapp `{ code: 5000, message: 'User rejected.' }` (or `error`). */
  reject(error?: { code: number; message: string }): Promise<void>
  /**
   * Answers the dapp with `result` exactly as given, doing nothing and checking nothing: a buggy
   * or hostile wallet's answer (a malformed signature, another transaction, a `__proto__` key).
   * Recorded as 'approved'.
   */
  respond(result: unknown): Promise<void>
}

/** What happened to a session request, oldest first. */
export interface RelayWalletRequestRecord {
  id: number
  topic: string
  method: string
  params: unknown
  chainId: string
  outcome: 'pending' | 'approved' | 'rejected' | 'failed'
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
  /** Milliseconds from receiving the request to sending the answer. */
  handledMs?: number
}

export interface ApproveProposalOptions {
  /** The namespaces to offer (default: every one the wallet has accounts for). */
  namespaces?: RelayWalletNamespace[]
  /**
   * The addresses to show (0x… and base58, held by the wallet; default: all of them). Each goes
   * on every chain of its namespace the session gets.
   */
  accounts?: string[]
  /**
   * The session's namespaces exactly as given, instead of the ones built from the proposal: a
   * buggy or hostile wallet's approval (accounts on chains or namespaces not asked for, malformed
   * addresses, `__proto__` keys). Nothing is checked but what the SDK checks itself (the CAIP-10
   * `namespace:reference:address` shape); `namespaces` and `accounts` are then ignored.
   */
  sessionNamespaces?: Record<string, RelayWalletSessionNamespace>
}

/** The wallet side of WalletConnect v2 on the real SDK, scripted by a test. */
export interface RelayTestWallet {
  /** The wallet's SignClient: an escape hatch for what this API does not cover. */
  readonly client: RelayWalletSignClient
  /** Held addresses per namespace: checksummed 0x… for eip155, base58 for solana, bcrt1… for bip122. */
  readonly accounts: Record<RelayWalletNamespace, string[]>
  /** Pairs with a dapp's `wc:` URI; its proposal then arrives (see `nextProposal`). */
  pair(uri: string): Promise<void>
  /** The next proposal not handed over yet; waits up to `timeoutMs` (default 10 000). */
  nextProposal(timeoutMs?: number): Promise<RelayWalletProposal>
  /**
   * Approves `proposal` (default: the oldest unanswered one, waiting for one if none came yet)
   * with CAIP-10 accounts on the chains the dapp asked for that the wallet knows, the wallet's
   * methods and both events. Resolves with the settled session.
   */
  approve(
    proposal?: RelayWalletProposal,
    options?: ApproveProposalOptions,
  ): Promise<RelayWalletSession>
  /** Rejects `proposal` (default: the oldest unanswered) with `USER_REJECTED` (5000) or `reason`. */
  reject(proposal?: RelayWalletProposal, reason?: { code: number; message: string }): Promise<void>
  /**
   * Leaves `proposal` (default: the oldest unanswered) unanswered, as a user who walks away: the
   * wallet only stops offering it. The dapp's `approval()` stays pending until the proposal's
   * expiry (5 min in the SDK); a test that wants it sooner bounds it itself.
   */
  letExpire(proposal?: RelayWalletProposal): Promise<RelayWalletProposal>
  /**
   * True (default): every session request is answered at once, for real. False: requests wait
   * for `nextRequest()` and the test's approve/reject. Turning it back on answers what waits.
   */
  autoApprove(on: boolean): void
  /** The next request waiting for an answer (`autoApprove(false)` only); default 10 000 ms. */
  nextRequest(timeoutMs?: number): Promise<RelayWalletRequest>
  /** Every session request received, with what became of it. */
  requests(): readonly RelayWalletRequestRecord[]
  /**
   * The user picks other accounts: every session with `namespace` gets them (a session update
   * first if it lacks one) and an `accountsChanged` event with the addresses, on its current chain.
   */
  emitAccountsChanged(namespace: RelayWalletNamespace, accounts: string[]): Promise<void>
  /**
   * The user switches network in the wallet: every session with the chain's namespace gets it (a
   * session update first if it lacks it) and a `chainChanged` event, data the chain id as a
   * number for eip155 and the CAIP-2 id for solana.
   */
  emitChainChanged(chainId: string): Promise<void>
  /**
   * Deletes every session (or the one of `topic`) from the wallet side; the dapp gets
   * `session_delete`. sign-client 2.25 sends `USER_DISCONNECTED` whatever `reason` says.
   */
  disconnect(reason?: { code: number; message: string }, topic?: string): Promise<void>
  /** The wallet's live sessions. */
  sessions(): RelayWalletSession[]
  /**
   * Closes the relay socket and stops the SDK's timers: the wallet goes away without telling the
   * dapp (sessions stay in its storage). Pending `next…` calls reject. Idempotent.
   */
  close(): Promise<void>
}

const DEFAULT_WAIT_MS = 10_000
/** How long a session update (a chain or account added) may wait for the dapp's acknowledgement. */
const UPDATE_ACK_MS = 10_000

let walletCount = 0

/**
 * A WalletConnect v2 wallet on the real `@walletconnect/sign-client` (wallet role), with local
 * keys: it pairs through a relay (`startLocalRelay()`), approves or rejects proposals, and signs
 * and sends for real on the local EVM chains and Solana cluster. No Node built-in is used here:
 * with an injected `storage` (the default is in memory) it runs in a browser page too.
 *
 * @example
 * const wallet = await createRelayTestWallet({
 *   relayUrl: relay.url,
 *   evm: { privateKeys: [devnet.accounts[0].privateKey], chains: devnet.chains },
 * })
 * await wallet.pair(uri) // the dapp's wc: URI
 * const session = await wallet.approve()
 * await wallet.close()
 */
export async function createRelayTestWallet(
  options: CreateRelayTestWalletOptions,
): Promise<RelayTestWallet> {
  const config = parseRelayWalletOptions(options)
  const evm = config.evm
    ? createEvmAccounts(config.evm.privateKeys as `0x${string}`[], config.evm.chains)
    : undefined
  const solana = config.solana
    ? createSolanaAccounts(config.solana.secretKeys, config.solana.chains)
    : undefined
  const { bitcoin } = config
  /** Per namespace, the addresses the wallet holds and the CAIP-2 chains it offers. */
  const held: Record<RelayWalletNamespace, { addresses: string[]; chains: () => string[] }> = {
    eip155: {
      addresses: evm?.addresses ?? [],
      chains: () => evm?.chainIds().map((id) => `eip155:${id}`) ?? [],
    },
    solana: { addresses: solana?.addresses ?? [], chains: () => solana?.chainIds() ?? [] },
    bip122: { addresses: bitcoin?.addresses ?? [], chains: () => bitcoin?.chainIds() ?? [] },
  }

  // Loaded on first use: the SDK takes most of a second to import, and most users of the testkit
  // never need it.
  const [{ SignClient }, { getSdkError }] = await Promise.all([
    import('@walletconnect/sign-client'),
    import('@walletconnect/utils'),
  ])
  const storagePrefix =
    config.storagePrefix ??
    `latch-relay-wallet-${++walletCount}-${Math.random().toString(36).slice(2, 10)}`
  let client: RelayWalletSignClient
  try {
    client = await SignClient.init({
      projectId: config.projectId,
      relayUrl: config.relayUrl,
      metadata: config.metadata,
      storage: config.storage ?? createMemoryStorage(),
      customStoragePrefix: storagePrefix,
      telemetryEnabled: false,
      logger: config.logLevel,
      signConfig: { disableRequestQueue: !config.requestQueue },
    })
  } catch (error) {
    throw new Error(`the wallet's SignClient did not start on ${config.relayUrl}`, { cause: error })
  }
  if (!config.remoteVerify) {
    // The SDK asks verify.walletconnect.org about every proposal and request (5 s time-out when
    // unreachable). A test wallet stays on its relay: no verdict, as offline.
    client.core.verify.resolve = async () =>
      undefined as unknown as Awaited<ReturnType<typeof client.core.verify.resolve>>
  }

  const proposals = new Map<number, RelayWalletProposal>()
  const proposalQueue = new WaitingQueue<RelayWalletProposal>()
  const requestQueue = new WaitingQueue<RelayWalletRequest>()
  const requestLog: RelayWalletRequestRecord[] = []
  /** Per session topic and namespace, the chain events go out on (the last switched to). */
  const currentChains = new Map<string, string>()
  let autoApproving = config.autoApprove
  let closed = false
  const { quirks } = config

  const assertOpen = () => {
    if (closed) throw new Error('the relay test wallet is closed')
  }

  const takeProposal = async (
    proposal: RelayWalletProposal | undefined,
  ): Promise<RelayWalletProposal> => {
    assertOpen()
    if (proposal) {
      if (!proposals.has(proposal.id)) {
        throw new Error(`proposal ${proposal.id} was already answered, or has expired`)
      }
      return proposal
    }
    const [oldest] = proposals.values()
    return oldest ?? proposalQueue.next(DEFAULT_WAIT_MS, noProposalMessage(DEFAULT_WAIT_MS))
  }
  const noProposalMessage = (ms: number) => () =>
    `no session proposal reached the wallet within ${ms} ms (did it pair with the dapp's wc: URI?)`
  const settleProposal = (id: number) => {
    proposals.delete(id)
    proposalQueue.remove((queued) => queued.id === id)
  }

  const onProposal = ({
    id,
    params,
    verifyContext,
  }: SignClientTypes.EventArguments['session_proposal']) => {
    const proposal: RelayWalletProposal = {
      id,
      pairingTopic: params.pairingTopic,
      expiryTimestamp: params.expiryTimestamp,
      requiredNamespaces: params.requiredNamespaces ?? {},
      optionalNamespaces: params.optionalNamespaces ?? {},
      ...(params.sessionProperties && { sessionProperties: params.sessionProperties }),
      proposer: params.proposer.metadata,
      validation: verifyContext.verified.validation,
    }
    proposals.set(id, proposal)
    proposalQueue.push(proposal)
  }
  const onProposalExpire = ({ id }: { id: number }) => settleProposal(id)

  const session = (topic: string): SessionTypes.Struct => {
    try {
      return client.session.get(topic)
    } catch {
      throw new Error(`no session with topic ${topic} (it was deleted, or never settled)`)
    }
  }

  const currentChain = (topic: string, namespace: string): string | undefined => {
    const stored = currentChains.get(`${topic}|${namespace}`)
    const chains = session(topic).namespaces[namespace]?.chains ?? []
    return stored && chains.includes(stored) ? stored : chains[0]
  }

  /** Updates the session so `namespace` holds `chainId` and `addresses` on each of its chains. */
  const extendSession = async (
    topic: string,
    namespace: string,
    add: { chainId?: string; addresses?: string[] },
  ) => {
    const current = session(topic).namespaces[namespace]
    if (!current) throw new Error(`session ${topic} has no ${namespace} namespace`)
    const chains = current.chains ?? []
    const nextChains =
      add.chainId && !chains.includes(add.chainId) ? [...chains, add.chainId] : chains
    const known = [...new Set(current.accounts.map((account) => account.split(':')[2]!))]
    const addresses = [
      ...known,
      ...(add.addresses ?? []).filter((address) => !known.includes(address)),
    ]
    const accounts = nextChains.flatMap((chain) =>
      addresses.map((address) => `${chain}:${address}`),
    )
    if (nextChains.length === chains.length && accounts.length === current.accounts.length) return
    const { acknowledged } = await client.update({
      topic,
      namespaces: {
        ...session(topic).namespaces,
        [namespace]: { ...current, chains: nextChains, accounts },
      },
    })
    await withDeadline(
      acknowledged(),
      UPDATE_ACK_MS,
      `the dapp did not acknowledge the session update within ${UPDATE_ACK_MS} ms`,
    )
  }

  const emitChain = async (topic: string, chainId: string) => {
    const [namespace, reference] = chainId.split(':') as [string, string]
    await extendSession(topic, namespace, { chainId })
    await client.emit({
      topic,
      chainId,
      event: { name: 'chainChanged', data: namespace === 'eip155' ? Number(reference) : chainId },
    })
    currentChains.set(`${topic}|${namespace}`, chainId)
  }

  const handleRequest = async (
    topic: string,
    method: string,
    params: unknown,
    chainId: string,
  ): Promise<unknown> => {
    const namespace = chainId.split(':')[0]
    const addresses = sessionAddresses(session(topic).namespaces[namespace ?? ''], chainId)
    if (namespace === 'eip155' && evm) {
      return evm.handle({
        method,
        params,
        chainId: Number(chainId.split(':')[1]),
        sessionAddresses: addresses,
        switchTo: (target) => emitChain(topic, `eip155:${target}`),
      })
    }
    if (namespace === 'solana' && solana) {
      return solana.handle({ method, params, chainId, sessionAddresses: addresses })
    }
    if (namespace === 'bip122' && bitcoin) {
      return bitcoin.handle({ method, params, chainId, sessionAddresses: addresses })
    }
    throw new ProviderRpcError(
      4200,
      `the wallet has no ${namespace} accounts (${method} on ${chainId})`,
    )
  }

  const onRequest = (event: SignClientTypes.EventArguments['session_request']) => {
    const { id, topic, params } = event
    const receivedAt = performance.now()
    const record: RelayWalletRequestRecord = {
      id,
      topic,
      method: params.request.method,
      params: params.request.params,
      chainId: params.chainId,
      outcome: 'pending',
    }
    requestLog.push(record)
    let answered = false
    const claim = () => {
      assertOpen()
      if (answered) throw new Error(`request ${id} (${record.method}) was already answered`)
      answered = true
    }
    const answer = async (
      outcome: RelayWalletRequestRecord['outcome'],
      response: { result: unknown } | { error: { code: number; message: string; data?: unknown } },
    ) => {
      Object.assign(record, { outcome, ...response, handledMs: performance.now() - receivedAt })
      // Quirk: the answer leaves late, after the dapp may have given up on it.
      if (quirks.answerDelayMs > 0) await sleep(quirks.answerDelayMs)
      await client.respond({
        topic,
        response:
          'result' in response
            ? { id, jsonrpc: '2.0', result: response.result }
            : // The SDK types `data` as a string; anvil's revert data is one, a Solana node's
              // simulation an object, which JSON carries as well.
              { id, jsonrpc: '2.0', error: response.error as { code: number; message: string } },
      })
    }
    const request: RelayWalletRequest = {
      id,
      topic,
      method: record.method,
      params: record.params,
      chainId: record.chainId,
      async approve() {
        claim()
        let result: unknown
        try {
          result = await handleRequest(topic, record.method, record.params, record.chainId)
        } catch (error) {
          const rpcError = toRpcError(error)
          await answer('failed', { error: rpcError })
          throw Object.assign(new Error(rpcError.message), rpcError)
        }
        await answer('approved', { result })
        return result
      },
      async reject(error) {
        claim()
        await answer('rejected', { error: error ?? getSdkError('USER_REJECTED') })
      },
      async respond(result) {
        claim()
        await answer('approved', { result })
      },
    }
    // Quirk: a switch the wallet never answers (stays 'pending' in requests()).
    if (quirks.ignoreSwitchChain && record.method === 'wallet_switchEthereumChain') return
    if (autoApproving) {
      // The outcome is in requests(); a failure was answered to the dapp as an error.
      request.approve().catch(() => {})
    } else {
      requestQueue.push(request)
    }
  }

  client.on('session_proposal', onProposal)
  client.on('proposal_expire', onProposalExpire)
  client.on('session_request', onRequest)

  /** Approves `target` with `namespaces` and waits for the dapp's acknowledgement. */
  const settle = async (
    target: RelayWalletProposal,
    namespaces: Record<string, RelayWalletSessionNamespace>,
  ): Promise<RelayWalletSession> => {
    let topic: string
    let approvedSession: RelayWalletSession
    try {
      const approved = await client.approve({ id: target.id, namespaces })
      topic = approved.topic
      settleProposal(target.id)
      approvedSession = toSession(session(topic))
      await approved.acknowledged()
    } catch (error) {
      throw new Error(`approving proposal ${target.id} failed: ${messageOf(error)}`, {
        cause: error,
      })
    }
    // A dapp may end a session it cannot use right after acknowledging it: the approved one then.
    return client.session.keys.includes(topic) ? toSession(session(topic)) : approvedSession
  }

  const pick = (name: RelayWalletNamespace, accounts: string[] | undefined): string[] => {
    const { addresses } = held[name]
    if (!accounts) return addresses
    const same = (a: string, b: string) =>
      name === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b
    return addresses.filter((address) => accounts.some((wanted) => same(wanted, address)))
  }

  const offeredChains = (name: RelayWalletNamespace): string[] => held[name].chains()

  const wallet: RelayTestWallet = {
    client,
    accounts: {
      eip155: held.eip155.addresses,
      solana: held.solana.addresses,
      bip122: held.bip122.addresses,
    },

    async pair(uri) {
      assertOpen()
      if (!uri.startsWith('wc:')) throw new Error(`not a WalletConnect pairing URI: ${uri}`)
      try {
        await client.pair({ uri })
      } catch (error) {
        throw new Error(`pairing failed: ${messageOf(error)}`, { cause: error })
      }
    },

    nextProposal(timeoutMs = DEFAULT_WAIT_MS) {
      return proposalQueue.next(timeoutMs, noProposalMessage(timeoutMs))
    },

    async approve(proposal, approveOptions = {}) {
      const target = await takeProposal(proposal)
      if (approveOptions.sessionNamespaces) return settle(target, approveOptions.sessionNamespaces)
      const wanted =
        approveOptions.namespaces ??
        relayWalletNamespaces.filter((name) => pick(name, undefined).length > 0)
      const offered: Parameters<typeof buildSessionNamespaces>[0]['offered'] = {}
      for (const name of wanted) {
        if (pick(name, undefined).length === 0)
          throw new Error(`the wallet holds no ${name} accounts`)
        offered[name] = {
          chains: offeredChains(name),
          addresses: pick(name, approveOptions.accounts),
        }
      }
      const unknown = (approveOptions.accounts ?? []).filter(
        (address) => !wanted.some((name) => pick(name, [address]).length > 0),
      )
      if (unknown.length > 0) {
        throw new Error(
          `not accounts of the offered namespaces (${wanted.join(', ')}): ${unknown.join(', ')}`,
        )
      }
      const namespaces = buildSessionNamespaces({
        required: target.requiredNamespaces,
        optional: target.optionalNamespaces,
        offered,
      })
      if (Object.keys(namespaces).length === 0) {
        const asked = [
          ...requestedChains(target.requiredNamespaces, target.optionalNamespaces).values(),
        ].flat()
        const offers = wanted.flatMap((name) => offeredChains(name))
        throw new Error(
          `proposal ${target.id} asks for no chain the wallet offers (asked: ${asked.join(', ') || 'none'}; offered: ${offers.join(', ')}); reject it instead`,
        )
      }
      // Quirk: the user scanned the dapp's QR again (it had refreshed) and approves both: each
      // other open proposal of the same dapp is approved too, right after this one.
      const others = quirks.approveTwice
        ? [...proposals.values()].filter(
            (other) => other.id !== target.id && other.proposer.url === target.proposer.url,
          )
        : []
      const settled = await settle(target, namespaces)
      for (const other of others) await settle(other, namespaces).catch(() => undefined)
      return settled
    },

    async reject(proposal, reason) {
      const target = await takeProposal(proposal)
      try {
        await client.reject({ id: target.id, reason: reason ?? getSdkError('USER_REJECTED') })
      } catch (error) {
        throw new Error(`rejecting proposal ${target.id} failed: ${messageOf(error)}`, {
          cause: error,
        })
      }
      settleProposal(target.id)
    },

    async letExpire(proposal) {
      const target = await takeProposal(proposal)
      settleProposal(target.id)
      return target
    },

    autoApprove(on) {
      assertOpen()
      autoApproving = on
      if (on) for (const waiting of requestQueue.drain()) waiting.approve().catch(() => {})
    },

    nextRequest(timeoutMs = DEFAULT_WAIT_MS) {
      if (autoApproving && requestQueue.size === 0) {
        return Promise.reject(
          new Error(
            'autoApprove is on: requests are answered as they come; call autoApprove(false) first',
          ),
        )
      }
      return requestQueue.next(
        timeoutMs,
        () => `no session request reached the wallet within ${timeoutMs} ms`,
      )
    },

    requests: () => requestLog,

    async emitAccountsChanged(namespace, accounts) {
      assertOpen()
      const addresses = accounts.map((account) => {
        const address = account.split(':').at(-1)!
        const [held] = pick(namespace, [address])
        if (!held) throw new Error(`${account} is not a ${namespace} account of this wallet`)
        return held
      })
      const topics = client.session.keys.filter((topic) => session(topic).namespaces[namespace])
      if (topics.length === 0) throw new Error(`no session has the ${namespace} namespace`)
      for (const topic of topics) {
        await extendSession(topic, namespace, { addresses })
        await client.emit({
          topic,
          chainId: currentChain(topic, namespace)!,
          // Bitcoin wallets tell theirs as `bip122_addressesChanged`, each address an entry.
          event:
            namespace === 'bip122'
              ? { name: 'bip122_addressesChanged', data: addresses.map((address) => ({ address })) }
              : { name: 'accountsChanged', data: addresses },
        })
      }
    },

    async emitChainChanged(chainId) {
      assertOpen()
      const [namespace] = chainId.split(':')
      const known =
        namespace === 'eip155'
          ? evm?.knowsChain(Number(chainId.split(':')[1])) === true
          : relayWalletNamespaces.some(
              (name) => name === namespace && offeredChains(name).includes(chainId),
            )
      if (!known) throw new Error(`${chainId} is not a chain this wallet knows`)
      const topics = client.session.keys.filter((topic) => session(topic).namespaces[namespace!])
      if (topics.length === 0) throw new Error(`no session has the ${namespace} namespace`)
      for (const topic of topics) await emitChain(topic, chainId)
    },

    async disconnect(reason, topic) {
      assertOpen()
      const topics = topic ? [session(topic).topic] : client.session.keys
      for (const each of topics) {
        // Quirk: forgotten here, the dapp never told (the SDK's own deletion, without its message).
        if (quirks.silentDisconnect) await forgetSession(client, each)
        else
          await client.disconnect({
            topic: each,
            reason: reason ?? getSdkError('USER_DISCONNECTED'),
          })
        for (const name of relayWalletNamespaces) currentChains.delete(`${each}|${name}`)
      }
    },

    sessions: () => client.session.getAll().map(toSession),

    async close() {
      if (closed) return
      closed = true
      const error = new Error('the relay test wallet was closed')
      proposalQueue.close(error)
      requestQueue.close(error)
      client.off('session_proposal', onProposal)
      client.off('proposal_expire', onProposalExpire)
      client.off('session_request', onRequest)
      // Closed on purpose, so the SDK does not reconnect; then its 5 s heartbeat and its Core
      // registration on globalThis (a later client with this prefix would reuse the dead Core).
      await client.core.relayer.transportClose().catch(() => {})
      client.core.heartbeat.stop()
      const key = `_walletConnectCore_${storagePrefix}`
      const globals = globalThis as Record<string, unknown>
      delete globals[key]
      delete globals[`${key}_count`]
    },
  }
  return wallet
}

function toSession(struct: SessionTypes.Struct): RelayWalletSession {
  return {
    topic: struct.topic,
    pairingTopic: struct.pairingTopic,
    namespaces: struct.namespaces,
    peer: struct.peer.metadata,
    expiry: struct.expiry,
  }
}

/** The JSON-RPC error a failure is answered with: its own code if it has one, else -32603. */
function toRpcError(error: unknown): { code: number; message: string; data?: unknown } {
  if (error instanceof ProviderRpcError) {
    return {
      code: error.code,
      message: error.message,
      ...(error.data !== undefined && { data: error.data }),
    }
  }
  return { code: -32603, message: messageOf(error) }
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String((error as { message: unknown }).message)
  }
  return String(error)
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Deletes a session on this side only, as the SDK does on a delete, sending nothing. */
async function forgetSession(client: RelayWalletSignClient, topic: string): Promise<void> {
  const engine = client.engine as unknown as {
    deleteSession(params: { topic: string; emitEvent?: boolean }): Promise<void>
  }
  await engine.deleteSession({ topic, emitEvent: false })
}

function withDeadline<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms)
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}
