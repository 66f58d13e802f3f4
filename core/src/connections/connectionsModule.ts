import type { CaipAddress, ChainNamespace } from '../caip/caip'
import type { ConnectResult } from '../chain/types'
import type { Connector } from '../connectors/types'
import { LatchError, toLatchError } from '../errors/LatchError'
import { explorerUrl } from '../networks/explorerUrl'
import { findNetwork } from '../networks/findNetwork'
import { applyActiveNetwork } from '../networks/networksModule'
import { isOnUnsupportedNetwork, shouldOpenUnsupportedChain } from '../networks/unsupportedNetwork'
import { definePlugin } from '../plugins/definePlugin'
import type { PluginContext } from '../plugins/types'
import { namespaceEntry } from '../state/namespaceEntry'
import type { StorageValue } from '../storage/keys'
import { formatBalance } from '../validation/amount'
import { parseOrThrow } from '../validation/parse'
import { createAccountState } from './accountState'
import {
  connectParamsSchema,
  disconnectParamsSchema,
  sendTransactionParamsSchema,
  signMessageParamsSchema,
  switchParamsSchema,
} from './commandSchemas'
import { addRecentWallet } from './recentWallets'
import type { Connection } from './types'

type ConnectionStatusForSwitch = 'connected' | 'active' | 'disconnected'

/**
 * Spec §4: a connection is connected when its connector is the active one, active when it is among
 * the recorded connections, else disconnected.
 */
export function connectionStatus(
  state: ReturnType<PluginContext['getState']>,
  namespace: ChainNamespace,
  connectorId: string,
): ConnectionStatusForSwitch {
  if (namespaceEntry(state.connectors.activeIds, namespace) === connectorId) return 'connected'
  if (namespaceEntry(state.connections, namespace)?.some((c) => c.connectorId === connectorId))
    return 'active'
  return 'disconnected'
}

/**
 * What switching to a connection takes, by its status (spec §4): select an account of the active
 * wallet, bring back a recorded connection, or go through the login flow. Any other status is
 * 'Invalid connection status'.
 */
export function planConnectionSwitch(status: string): 'selectAccount' | 'restore' | 'login' {
  switch (status) {
    case 'connected':
      return 'selectAccount'
    case 'active':
      return 'restore'
    case 'disconnected':
      return 'login'
    default:
      throw new LatchError('INVALID_CONNECTION_STATUS', { details: `Status: ${status}` })
  }
}

function findConnector(
  ctx: PluginContext,
  connectorId: string,
  namespace?: ChainNamespace,
): Connector {
  const connector = ctx
    .getState()
    .connectors.all.find((c) => c.id === connectorId && (!namespace || c.namespace === namespace))
  if (!connector) {
    throw new LatchError('NO_CONNECTOR_FOR_CONNECTION', {
      details: `No connector ${connectorId}${namespace ? ` on ${namespace}` : ''}`,
    })
  }
  return connector
}

function persistConnections(ctx: PluginContext): void {
  const { connections, connectors } = ctx.getState()
  ctx.storage.set('connections', connections)
  ctx.storage.set('connectorIds', connectors.activeIds)
  ctx.storage.set('connectedNamespaces', Object.keys(connectors.activeIds) as ChainNamespace[])
}

/** Reads the balance of the connected address in the background; a failure is only logged. */
async function refreshBalance(ctx: PluginContext, namespace: ChainNamespace): Promise<void> {
  const state = ctx.getState()
  const address = namespaceEntry(state.accounts, namespace)?.address
  const caipNetworkId = namespaceEntry(state.networks.byNamespace, namespace)?.caipNetworkId
  const network = caipNetworkId ? findNetwork(state.networks, caipNetworkId) : undefined
  const adapter = ctx.getAdapter(namespace)
  if (!address || !network || !adapter) return
  try {
    const balance = await adapter.getBalance({ address, network })
    ctx.update((draft) => {
      const account = namespaceEntry(draft.accounts, namespace)
      if (account?.address !== address) return
      account.balance = formatBalance(balance.value, balance.decimals)
      account.balanceSymbol = balance.symbol
    })
  } catch (error) {
    ctx.log.warn(`Balance of ${address} on ${caipNetworkId} is unavailable`, toLatchError(error))
  }
}

/** Opens UnsupportedChain when the wallet sits on a network the app did not ask for (spec §2). */
async function checkSupportedNetwork(ctx: PluginContext, namespace: ChainNamespace): Promise<void> {
  const state = ctx.getState()
  if (state.networks.activeNamespace !== namespace) return
  if (!isOnUnsupportedNetwork(state, namespace) || !shouldOpenUnsupportedChain(state.options))
    return
  await ctx.dispatch({ type: 'modal.open', view: 'UnsupportedChain', namespace })
}

/** Records a successful connect or reconnect in state and storage, and tells plugins. */
function applyConnection(
  ctx: PluginContext,
  connector: Connector,
  result: ConnectResult,
  options: { recent: boolean; address?: string },
): void {
  const namespace = connector.namespace
  const selected =
    result.accounts.find((account) => account.address === options.address) ?? result.accounts[0]
  if (!selected) throw new LatchError('CONNECTOR_ACCOUNT_NOT_FOUND', { details: connector.id })
  const network = findNetwork(ctx.getState().networks, result.caipNetworkId)
  const explorer = network?.blockExplorers?.default.url
  const connection: Connection = {
    connectorId: connector.id,
    accounts: result.accounts.map(({ address, type }) => ({ address, type })),
    recent: true,
  }

  ctx.batch(() => {
    ctx.update((state) => {
      const previous = namespaceEntry(state.accounts, namespace) ?? createAccountState(namespace)
      state.accounts[namespace] = {
        ...createAccountState(namespace, previous.preferredAccountType),
        status: 'connected',
        address: selected.address,
        caipAddress: `${result.caipNetworkId}:${selected.address}` as CaipAddress,
        allAccounts: result.accounts,
        addressExplorerUrl: explorer
          ? explorerUrl(explorer, `address/${selected.address}`)
          : undefined,
        connectedWalletInfo: {
          name: connector.name,
          icon: connector.imageUrl,
          rdns: connector.info?.rdns,
        },
        currentTab: previous.currentTab,
      }
      state.connections[namespace] = [
        connection,
        ...(namespaceEntry(state.connections, namespace) ?? [])
          .filter((c) => c.connectorId !== connector.id)
          .map((c) => ({ ...c, recent: false })),
      ]
      state.connectors.activeIds[namespace] = connector.id
      if (state.networks.activeNamespace === namespace) state.networks.namespaceSwitching = false
      if (options.recent) {
        state.connectors.recent = addRecentWallet(state.connectors.recent, {
          id: connector.explorerId ?? connector.id,
          name: connector.name,
          imageUrl: connector.imageUrl,
        })
      }
    })
    const { networks } = ctx.getState()
    if (!networks.activeNamespace || networks.activeNamespace === namespace || options.recent) {
      applyActiveNetwork(ctx, namespace, result.caipNetworkId)
    } else {
      ctx.update((state) => {
        const entry = namespaceEntry(state.networks.byNamespace, namespace)
        if (entry) entry.caipNetworkId = result.caipNetworkId
      })
    }
  })

  persistConnections(ctx)
  ctx.storage.set('walletId', connector.explorerId ?? connector.id)
  ctx.storage.set('walletName', connector.name)
  if (options.recent) ctx.storage.set('recentWallets', ctx.getState().connectors.recent)
  ctx.emit('connected', {
    namespace,
    connectorId: connector.id,
    address: selected.address,
    caipNetworkId: result.caipNetworkId,
  })
  void refreshBalance(ctx, namespace)
  void checkSupportedNetwork(ctx, namespace).catch((error) => ctx.report(error))
}

/**
 * Spec §4 reset: status disconnected, every account field cleared, the stored connector id gone;
 * the namespace's connection to this connector is dropped and its network approvals forgotten.
 */
function resetNamespace(ctx: PluginContext, namespace: ChainNamespace): void {
  const connectorId = namespaceEntry(ctx.getState().connectors.activeIds, namespace)
  ctx.update((state) => {
    const previous = namespaceEntry(state.accounts, namespace)
    state.accounts[namespace] = createAccountState(namespace, previous?.preferredAccountType)
    delete state.connectors.activeIds[namespace]
    state.connections[namespace] = (namespaceEntry(state.connections, namespace) ?? []).filter(
      (c) => c.connectorId !== connectorId,
    )
    const entry = namespaceEntry(state.networks.byNamespace, namespace)
    if (entry) {
      entry.approvedIds = []
      entry.supportsAllNetworks = true
    }
  })
  persistConnections(ctx)
  ctx.emit('disconnected', { namespace })
}

/** Connections and accounts per namespace, written once for every adapter (spec §3, §4). */
export const connectionsModule = definePlugin({
  name: 'core.connections',
  setup(ctx) {
    const stopListening = new Map<ChainNamespace, () => void>()
    let reconnecting: Promise<{ connected: ChainNamespace[] }> | undefined

    const stored = ctx.storage.get('connections')
    if (stored) {
      ctx.update((state) => {
        state.connections = stored as typeof state.connections
      })
    }

    // The wallet's own events: account changes, chain changes, disconnects.
    const listen = (namespace: ChainNamespace) => {
      const adapter = ctx.getAdapter(namespace)
      if (!adapter) return
      const isActive = (connectorId: string) =>
        namespaceEntry(ctx.getState().connectors.activeIds, namespace) === connectorId
      const offs = [
        adapter.on('accountsChanged', ({ connectorId, accounts }) => {
          if (!isActive(connectorId)) return
          if (accounts.length === 0) return resetNamespace(ctx, namespace)
          const caipNetworkId = namespaceEntry(
            ctx.getState().networks.byNamespace,
            namespace,
          )?.caipNetworkId
          if (!caipNetworkId) return
          applyConnection(
            ctx,
            findConnector(ctx, connectorId, namespace),
            { accounts, caipNetworkId },
            { recent: false },
          )
        }),
        adapter.on('chainChanged', ({ connectorId, caipNetworkId }) => {
          if (!isActive(connectorId)) return
          if (ctx.getState().networks.activeNamespace === namespace) {
            applyActiveNetwork(ctx, namespace, caipNetworkId)
          } else {
            ctx.update((state) => {
              const entry = namespaceEntry(state.networks.byNamespace, namespace)
              if (entry) entry.caipNetworkId = caipNetworkId
            })
          }
          ctx.update((state) => {
            const account = namespaceEntry(state.accounts, namespace)
            if (account?.address)
              account.caipAddress = `${caipNetworkId}:${account.address}` as CaipAddress
          })
          void refreshBalance(ctx, namespace)
          void checkSupportedNetwork(ctx, namespace).catch((error) => ctx.report(error))
        }),
        adapter.on('disconnect', ({ connectorId }) => {
          if (isActive(connectorId)) resetNamespace(ctx, namespace)
        }),
      ]
      stopListening.set(namespace, () => {
        for (const off of offs) off()
      })
    }

    ctx.on('adapter.added', ({ namespace }) => {
      ctx.update((state) => {
        if (!namespaceEntry(state.accounts, namespace))
          state.accounts[namespace] = createAccountState(namespace)
      })
      listen(namespace)
    })
    ctx.on('adapter.removed', ({ namespace }) => {
      stopListening.get(namespace)?.()
      stopListening.delete(namespace)
      ctx.update((state) => {
        delete state.accounts[namespace]
        delete state.connectors.activeIds[namespace]
      })
    })

    const connect = async (
      connector: Connector,
      caipNetworkId?: ConnectResult['caipNetworkId'],
      address?: string,
    ) => {
      const namespace = connector.namespace
      const adapter = ctx.getAdapter(namespace)
      if (!adapter) throw new LatchError('CHAIN_ADAPTER_NOT_FOUND', { details: namespace })
      const before = namespaceEntry(ctx.getState().accounts, namespace)
      ctx.update((state) => {
        state.accounts[namespace] = {
          ...(namespaceEntry(state.accounts, namespace) ?? createAccountState(namespace)),
          status: 'connecting',
        }
      })
      let result: ConnectResult
      try {
        result = await adapter.connect({
          connectorId: connector.id,
          caipNetworkId:
            caipNetworkId ??
            namespaceEntry(ctx.getState().networks.byNamespace, namespace)?.caipNetworkId,
        })
        // A wallet that answers with no account connected nothing.
        if (result.accounts.length === 0) {
          throw new LatchError('CONNECTOR_ACCOUNT_NOT_FOUND', { details: connector.id })
        }
      } catch (cause) {
        // Back to where the user was, so they can retry.
        ctx.update((state) => {
          const account = namespaceEntry(state.accounts, namespace)
          if (account)
            account.status = before?.status === 'connected' ? 'connected' : 'disconnected'
        })
        const error = toLatchError(cause, 'FAILED_TO_CONNECT')
        if (error.code === 'USER_REJECTED_REQUEST') {
          throw new LatchError('CONNECTION_REJECTED', { cause: error, rpcCode: error.rpcCode })
        }
        throw error
      }
      applyConnection(ctx, connector, result, { recent: true, address })
      await connectAlongside(connector)
      return result
    }

    /**
     * A login method that serves several namespaces (one relay session, one embedded wallet) was
     * approved on one: its other namespaces connect too, silently, through their own adapters. One
     * that fails stays disconnected, logged; the approved one stands.
     */
    const connectAlongside = async (approved: Connector) => {
      const method = ctx.loginMethods.get(approved.id)
      if (!method) return
      const others = method.namespaces.filter(
        (ns) =>
          ns !== approved.namespace &&
          namespaceEntry(ctx.getState().accounts, ns)?.status !== 'connected',
      )
      await Promise.all(
        others.map(async (namespace) => {
          const connector = ctx
            .getState()
            .connectors.all.find((c) => c.id === approved.id && c.namespace === namespace)
          const adapter = ctx.getAdapter(namespace)
          if (!connector || !adapter) return
          try {
            const result = await adapter.reconnect({ connectorId: connector.id })
            if (result) applyConnection(ctx, connector, result, { recent: false })
          } catch (error) {
            ctx.log.warn(`${method.name} did not connect on ${namespace}`, toLatchError(error))
          }
        }),
      )
    }

    ctx.handle('connection.connect', (command) => {
      const { connectorId, namespace, caipNetworkId } = parseOrThrow(connectParamsSchema, command)
      return connect(findConnector(ctx, connectorId, namespace), caipNetworkId)
    })

    ctx.handle('connection.disconnect', async (command) => {
      const { namespace, all } = parseOrThrow(disconnectParamsSchema, command)
      const { connectors, networks } = ctx.getState()
      const namespaces = all
        ? (Object.keys(connectors.activeIds) as ChainNamespace[])
        : [namespace ?? networks.activeNamespace].filter((ns) => ns !== undefined)
      const failures: unknown[] = []
      for (const ns of namespaces) {
        const connectorId = namespaceEntry(ctx.getState().connectors.activeIds, ns)
        if (!connectorId) continue
        try {
          await ctx.getAdapter(ns)?.disconnect({ connectorId })
          // A login method spanning namespaces drops this one; its session ends with the last.
          await ctx.loginMethods.get(connectorId)?.disconnect(ns)
        } catch (error) {
          failures.push(error)
        } finally {
          // The local state is cleared even when the wallet fails to answer.
          resetNamespace(ctx, ns)
        }
      }
      // The active namespace went while another stays connected: the page shows that one.
      const after = ctx.getState()
      const remaining = Object.keys(after.connectors.activeIds) as ChainNamespace[]
      const active = after.networks.activeNamespace
      const next = remaining[0]
      if (next && active && !remaining.includes(active)) {
        const caipNetworkId = namespaceEntry(after.networks.byNamespace, next)?.caipNetworkId
        if (caipNetworkId) applyActiveNetwork(ctx, next, caipNetworkId)
      }
      // The modal closes (and resets to Connect or Account), back to the page.
      if (ctx.getState().modal.open) await ctx.dispatch({ type: 'modal.close' })
      if (failures.length > 0) {
        throw new LatchError('FAILED_TO_DISCONNECT', {
          cause: failures[0],
          details: toLatchError(failures[0]).details,
        })
      }
    })

    // A recently used wallet that had not announced itself yet when reconnect ran (wallets
    // announce through EIP-6963 whenever their script runs): reconnected, silently, once it does.
    const awaitedConnectors = new Map<ChainNamespace, string>()
    ctx.subscribe(
      (state) => state.connectors.all,
      (connectors) => {
        for (const [namespace, connectorId] of Array.from(awaitedConnectors)) {
          const connector = connectors.find(
            (c) => c.id === connectorId && c.namespace === namespace,
          )
          if (!connector) continue
          awaitedConnectors.delete(namespace)
          if (namespaceEntry(ctx.getState().accounts, namespace)?.status === 'connected') continue
          ctx
            .getAdapter(namespace)
            ?.reconnect({ connectorId })
            .then((result) => {
              const current = namespaceEntry(ctx.getState().accounts, namespace)?.status
              if (result && current !== 'connected' && current !== 'connecting') {
                applyConnection(ctx, connector, result, { recent: false })
              }
            })
            .catch((error: unknown) =>
              ctx.log.warn(`Reconnecting ${connectorId} failed`, toLatchError(error)),
            )
        }
      },
    )
    ctx.on('connected', ({ namespace }) => awaitedConnectors.delete(namespace))

    const reconnectNamespace = async (
      namespace: ChainNamespace,
      storedIds: StorageValue<'connectorIds'> | undefined,
    ): Promise<boolean> => {
      const adapter = ctx.getAdapter(namespace)
      if (!adapter) return false
      const state = ctx.getState()
      // Spec §4: recently used first, then the already connected ones, then the rest.
      const recentlyUsed = namespaceEntry(storedIds ?? {}, namespace)
      if (
        recentlyUsed &&
        !state.connectors.all.some((c) => c.id === recentlyUsed && c.namespace === namespace)
      ) {
        awaitedConnectors.set(namespace, recentlyUsed)
      }
      const connected = (namespaceEntry(state.connections, namespace) ?? []).map(
        (c) => c.connectorId,
      )
      const rest = adapter.getConnectors().map((c) => c.id)
      const candidates = [...new Set([recentlyUsed, ...connected, ...rest])].filter(
        (id): id is string => typeof id === 'string',
      )
      for (const connectorId of candidates) {
        const connector = ctx
          .getState()
          .connectors.all.find((c) => c.id === connectorId && c.namespace === namespace)
        if (!connector) continue
        try {
          const result = await adapter.reconnect({ connectorId })
          if (result) {
            applyConnection(ctx, connector, result, { recent: false })
            return true
          }
        } catch (error) {
          ctx.log.warn(`Reconnecting ${connectorId} failed`, toLatchError(error))
        }
      }
      ctx.update((draft) => {
        draft.accounts[namespace] = createAccountState(
          namespace,
          namespaceEntry(draft.accounts, namespace)?.preferredAccountType,
        )
        draft.connections[namespace] = []
        delete draft.connectors.activeIds[namespace]
      })
      persistConnections(ctx)
      return false
    }

    ctx.handle('connection.reconnect', () => {
      // One run at a time: a second call joins the first.
      reconnecting ??= (async () => {
        const namespaces = Array.from(stopListening.keys())
        ctx.update((state) => {
          for (const ns of namespaces) {
            const account = namespaceEntry(state.accounts, ns)
            if (account && account.status !== 'connected') account.status = 'reconnecting'
          }
        })
        // Read before any namespace runs: one that finds no wallet stores what is connected now,
        // which would hide the others' recently used wallets from them.
        const storedIds = ctx.storage.get('connectorIds')
        const results = await Promise.all(
          namespaces.map((namespace) => reconnectNamespace(namespace, storedIds)),
        )
        return { connected: namespaces.filter((_, i) => results[i]) }
      })().finally(() => {
        reconnecting = undefined
      })
      return reconnecting
    })

    ctx.handle('connection.switch', async (command) => {
      const { namespace, connectorId, address } = parseOrThrow(switchParamsSchema, command)
      if (namespace === 'bip122') {
        if (!address) throw new LatchError('BIP122_ADDRESS_REQUIRED')
        const type = ctx
          .getState()
          .connections.bip122?.find((c) => c.connectorId === connectorId)
          ?.accounts.find((a) => a.address === address)?.type
        if (type && type !== 'payment') throw new LatchError('BIP122_NON_PAYMENT_ACCOUNT')
      }
      const connector = findConnector(ctx, connectorId, namespace)
      switch (planConnectionSwitch(connectionStatus(ctx.getState(), namespace, connectorId))) {
        case 'selectAccount': {
          // Same wallet: select another of its accounts.
          const account = namespaceEntry(ctx.getState().accounts, namespace)
          const caipNetworkId = namespaceEntry(
            ctx.getState().networks.byNamespace,
            namespace,
          )?.caipNetworkId
          if (!address || address === account?.address || !caipNetworkId) return
          if (!account?.allAccounts.some((a) => a.address === address)) {
            throw new LatchError('CONNECTOR_ACCOUNT_NOT_FOUND', { details: address })
          }
          applyConnection(
            ctx,
            connector,
            { accounts: account.allAccounts, caipNetworkId },
            { recent: false, address },
          )
          return
        }
        case 'restore': {
          const result = await ctx.getAdapter(namespace)?.reconnect({ connectorId })
          if (result) {
            applyConnection(ctx, connector, result, { recent: true, address })
            return
          }
          // The wallet no longer grants access silently: through its login flow.
          await connect(connector, undefined, address)
          return
        }
        case 'login':
          await connect(connector, undefined, address)
          return
      }
    })

    /** The adapter, connector, address and network of a connected namespace (the active one). */
    const connectedAccount = (requested?: ChainNamespace) => {
      const state = ctx.getState()
      const namespace = requested ?? state.networks.activeNamespace
      const account = namespaceEntry(state.accounts, namespace)
      const connectorId = namespaceEntry(state.connectors.activeIds, namespace)
      const caipNetworkId = namespaceEntry(state.networks.byNamespace, namespace)?.caipNetworkId
      const network = caipNetworkId ? findNetwork(state.networks, caipNetworkId) : undefined
      if (!namespace || !account?.address || !connectorId) {
        throw new LatchError('CONNECTOR_NOT_CONNECTED', {
          details: namespace ?? 'no active namespace',
        })
      }
      return {
        adapter: ctx.getAdapter(namespace),
        namespace,
        address: account.address,
        connectorId,
        network,
      }
    }

    ctx.handle('account.signMessage', async (command) => {
      const { message, namespace } = parseOrThrow(signMessageParamsSchema, command)
      const { adapter, address, connectorId } = connectedAccount(namespace)
      if (!adapter) throw new LatchError('CHAIN_ADAPTER_NOT_FOUND')
      return adapter.signMessage({ connectorId, address, message })
    })

    ctx.handle('account.sendTransaction', async (command) => {
      const { namespace } = parseOrThrow(sendTransactionParamsSchema, command)
      const { transaction } = command
      const { adapter, address, connectorId, network } = connectedAccount(namespace)
      if (!adapter) throw new LatchError('CHAIN_ADAPTER_NOT_FOUND')
      if (!network) throw new LatchError('NETWORK_NOT_FOUND')
      const hash = await adapter.sendTransaction({
        connectorId,
        network,
        transaction: { ...transaction, from: address },
      })
      void refreshBalance(ctx, network.chainNamespace)
      return hash
    })

    return () => {
      for (const stop of stopListening.values()) stop()
    }
  },
})
