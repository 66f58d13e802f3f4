import type { Latch } from '@latch/core'
import type { Eip1193Provider } from '@latch/eip155'
import type { CreateConnectorFn } from '@wagmi/core'

export interface LatchConnectorParameters {
  /** wagmi's connector id; default 'latch'. */
  id?: string
  /** The name wagmi apps show; default 'Latch'. */
  name?: string
  icon?: string
}

type Address = `0x${string}`
type Properties = Record<string, unknown>

/**
 * A wagmi connector (wagmi 2 and 3) over Latch's EIP-1193 provider: `connect` opens Latch's modal
 * and resolves once the visitor connected (any login method: browser wallet, relay session,
 * embedded wallet); wagmi's own hooks and actions (`useAccount`, `sendTransaction`,
 * `switchChain`, `signMessage`…) then work through Latch's active EVM connection, its app RPC gate
 * and its network list. Latch stays the one source of truth: a disconnect or a switch made in its
 * modal reaches wagmi as events.
 *
 * @example
 * const config = createConfig({ chains: [mainnet], connectors: [latchConnector(latch)], transports })
 */
export function latchConnector(
  latch: Latch,
  parameters: LatchConnectorParameters = {},
): CreateConnectorFn<Eip1193Provider, Properties> {
  return (config) => {
    let provider: Eip1193Provider | undefined
    let listening = false
    // Whether wagmi has asked anything of the connector yet (its reconnect, a connect).
    let started = false
    // Latch's last status short of connected: a connect that ends 'reconnecting' is its reconnect.
    let lastStatus = latch.getState().accounts.eip155?.status
    const getProvider = async () => {
      provider ??= await latch.getProvider('eip155')
      return provider
    }
    const accountsOf = async (p: Eip1193Provider, method: 'eth_accounts' | 'eth_requestAccounts') =>
      (await p.request({ method })) as Address[]

    const connector: ReturnType<CreateConnectorFn<Eip1193Provider, Properties>> = {
      id: parameters.id ?? 'latch',
      name: parameters.name ?? 'Latch',
      type: 'latch',
      ...(parameters.icon ? { icon: parameters.icon } : {}),

      // A connection made in Latch's own modal (its connect button) reaches wagmi too.
      // Latch's reconnect on load is not told before wagmi starts: its own reconnect (once its
      // provider mounted, after hydration with `ssr: true`) finds it, and an earlier state
      // change would not be what the server rendered.
      async setup() {
        latch.subscribe(
          (state) => state.accounts.eip155?.status,
          (status) => {
            if (status !== 'connected') lastStatus = status
          },
        )
        const p = await getProvider()
        p.on('connect', (info) => {
          if (!started && lastStatus === 'reconnecting') return
          listen(p)
          void connector.onConnect?.(info)
        })
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        started = true
        const p = await getProvider()
        // A reconnect asks nobody: Latch's own reconnect brought the account back, or not.
        const accounts = isReconnecting
          ? await accountsOf(p, 'eth_accounts')
          : await accountsOf(p, 'eth_requestAccounts')
        if (accounts.length === 0) throw new Error('Latch: no EVM account is connected')
        listen(p)
        let current = await connector.getChainId()
        if (chainId !== undefined && chainId !== current && connector.switchChain) {
          current = (await connector.switchChain({ chainId })).id
        }
        return {
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: current,
        }
      },

      async disconnect() {
        stopListening()
        await latch.dispatch({ type: 'connection.disconnect', namespace: 'eip155' })
      },

      async getAccounts() {
        return accountsOf(await getProvider(), 'eth_accounts')
      },

      async getChainId() {
        return Number(await (await getProvider()).request({ method: 'eth_chainId' }))
      },

      getProvider,

      async isAuthorized() {
        started = true
        // Latch reconnects on load; joining that run tells whether the visitor is still connected.
        await latch.dispatch({ type: 'connection.reconnect' }).catch(() => undefined)
        return (await connector.getAccounts()).length > 0
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new Error(`Latch: chain ${chainId} is not one of wagmi's chains`)
        await (await getProvider()).request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${chainId.toString(16)}` }],
        })
        return chain
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) connector.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts as Address[] })
      },

      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },

      async onConnect({ chainId }) {
        const accounts = await connector.getAccounts()
        if (accounts.length > 0)
          config.emitter.emit('connect', { accounts, chainId: Number(chainId) })
      },

      onDisconnect() {
        stopListening()
        config.emitter.emit('disconnect')
      },
    }

    // Methods passed as listeners, bound once so that removing them removes these same functions.
    const onAccountsChanged = (accounts: string[]) => connector.onAccountsChanged(accounts)
    const onChainChanged = (chainId: string) => connector.onChainChanged(chainId)
    const onDisconnect = () => connector.onDisconnect()
    function listen(p: Eip1193Provider) {
      if (listening) return
      listening = true
      p.on('accountsChanged', onAccountsChanged)
        .on('chainChanged', onChainChanged)
        .on('disconnect', onDisconnect)
    }
    function stopListening() {
      if (!provider || !listening) return
      listening = false
      provider
        .removeListener('accountsChanged', onAccountsChanged)
        .removeListener('chainChanged', onChainChanged)
        .removeListener('disconnect', onDisconnect)
    }
    return connector
  }
}
