import type { ChainNamespace } from '../caip/caip'
import { toLatchError } from '../errors/LatchError'
import { definePlugin } from '../plugins/definePlugin'
import { lazyCommands } from '../plugins/lazyCommands'
import { namespaceEntry } from '../state/namespaceEntry'
import type { StorageValue } from '../storage/keys'
import { parseOrThrow } from '../validation/parse'
import { createAccountState, returningAccount } from './accountState'
import { connectParamsSchema } from './connectParams'
import { findConnector } from './findConnector'
import { persistConnections } from './persistConnections'
import { startConnect } from './startConnect'

/**
 * Connections and accounts per namespace, written once for every adapter (spec §3, §4). The
 * handlers are registered at once; the commands' code (`connectionCommands`) loads on first use —
 * a command, a wallet found on reconnect, the modal opening — so a first-time visitor's first
 * paint does without it. Reconnecting with nothing to bring back never loads it.
 */
export const connectionsModule = definePlugin({
  name: 'core.connections',
  setup(ctx) {
    const stopListening = new Map<ChainNamespace, () => void>()
    let reconnecting: Promise<{ connected: ChainNamespace[] }> | undefined

    const code = lazyCommands(ctx, () => import('../firstUse'))
    // The visitor opens the modal to connect: the code is in by the time they pick a wallet.
    code.loadAfterModalOpens()

    const stored = ctx.storage.get('connections')
    if (stored) {
      ctx.update((state) => {
        state.connections = stored as typeof state.connections
      })
    }

    // The wallet's own events: account changes, chain changes, disconnects. Only the active
    // connector's count, and a connector is active once a connection was recorded: by then the
    // commands' code is in.
    const listen = (namespace: ChainNamespace) => {
      const adapter = ctx.getAdapter(namespace)
      if (!adapter) return
      const isActive = (connectorId: string) =>
        namespaceEntry(ctx.getState().connectors.activeIds, namespace) === connectorId
      const offs = [
        adapter.on('accountsChanged', (payload) => {
          if (isActive(payload.connectorId))
            code.runDetached((commands) => commands.onAccountsChanged(ctx, namespace, payload))
        }),
        adapter.on('chainChanged', (payload) => {
          if (isActive(payload.connectorId))
            code.runDetached((commands) => commands.onChainChanged(ctx, namespace, payload))
        }),
        adapter.on('disconnect', ({ connectorId }) => {
          if (isActive(connectorId))
            code.runDetached((commands) => commands.resetNamespace(ctx, namespace))
        }),
      ]
      stopListening.set(namespace, () => {
        for (const off of offs) off()
      })
    }

    // A returning visitor's account shows at once (and in a server's first HTML, from cookies) as
    // reconnecting; the wallet's answer to the reconnect confirms it or clears it.
    const storedConnectorIds = ctx.storage.get('connectorIds')
    ctx.on('adapter.added', ({ namespace }) => {
      ctx.update((state) => {
        if (namespaceEntry(state.accounts, namespace)) return
        state.accounts[namespace] =
          returningAccount(state, namespace, storedConnectorIds) ?? createAccountState(namespace)
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

    // The wallet's login flow starts in the dispatch's turn, loaded or not; its answer is taken by
    // the commands' code.
    ctx.handle('connection.connect', (command) => {
      const { connectorId, namespace, caipNetworkId } = parseOrThrow(connectParamsSchema, command)
      const connector = findConnector(ctx, connectorId, namespace)
      const started = startConnect(ctx, connector, caipNetworkId)
      const loaded = code.loaded()
      if (loaded) return loaded.finishConnect(ctx, connector, started)
      return code.load().then(
        (commands) => ctx.batch(() => commands.finishConnect(ctx, connector, started)),
        (error: unknown) => {
          // Latch's own code did not load (offline): the wallet's answer is moot, and the
          // namespace goes back to where it was, for the user to retry.
          started.answer.catch(() => {})
          ctx.update((state) => {
            const account = namespaceEntry(state.accounts, connector.namespace)
            if (account)
              account.status = started.before?.status === 'connected' ? 'connected' : 'disconnected'
          })
          throw toLatchError(error)
        },
      )
    })
    ctx.handle('connection.disconnect', (command) =>
      code.run((commands) => commands.disconnect(ctx, command)),
    )
    ctx.handle('connection.switch', (command) =>
      code.run((commands) => commands.switchConnection(ctx, command)),
    )
    ctx.handle('connection.refreshAuth', (command) =>
      code.run((commands) => commands.refreshAuth(ctx, command)),
    )
    ctx.handle('account.signMessage', (command) =>
      code.run((commands) => commands.signMessage(ctx, command)),
    )
    ctx.handle('account.sendTransaction', (command) =>
      code.run((commands) => commands.sendTransaction(ctx, command)),
    )
    ctx.handle('account.estimateFee', (command) =>
      code.run((commands) => commands.estimateFee(ctx, command)),
    )

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
            ?.reconnect({ connectorId, usedBefore: true })
            .then((result) => {
              if (!result) return
              return code.run((commands) => {
                const current = namespaceEntry(ctx.getState().accounts, namespace)?.status
                if (current !== 'connected' && current !== 'connecting') {
                  commands.applyConnection(ctx, connector, result, { recent: false })
                }
              })
            })
            .catch((error: unknown) =>
              ctx.log.warn(`Reconnecting ${connectorId} failed`, toLatchError(error)),
            )
        }
      },
    )
    ctx.on('connected', ({ namespace }) => awaitedConnectors.delete(namespace))

    // Here, not in the commands' code: a first-time visitor's page runs it on load and, finding
    // no wallet that still grants access, needs nothing more.
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
          const result = await adapter.reconnect({
            connectorId,
            usedBefore: connectorId === recentlyUsed || connected.includes(connectorId),
          })
          if (result) {
            const commands = code.loaded() ?? (await code.load().catch(() => undefined))
            if (!commands) {
              // Latch's own code did not load (offline): what is stored stays for the next load.
              ctx.update((draft) => {
                const account = namespaceEntry(draft.accounts, namespace)
                if (account) account.status = 'disconnected'
              })
              return false
            }
            commands.applyConnection(ctx, connector, result, { recent: false })
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
        // A returning visitor: the commands' code loads while the wallets are asked.
        if (storedIds && Object.keys(storedIds).length > 0) void code.load().catch(() => {})
        const results = await Promise.all(
          namespaces.map((namespace) => reconnectNamespace(namespace, storedIds)),
        )
        return { connected: namespaces.filter((_, i) => results[i]) }
      })().finally(() => {
        reconnecting = undefined
      })
      return reconnecting
    })

    return () => {
      for (const stop of stopListening.values()) stop()
    }
  },
})
