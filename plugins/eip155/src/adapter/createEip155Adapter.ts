import {
  type Account,
  type ChainAdapter,
  type ConnectResult,
  createAdapterEvents,
  isLatchError,
  LatchError,
  type Logger,
  type Network,
  toLatchError,
} from '@latch/core'
import {
  type Chain,
  type Client,
  type EIP1193Provider,
  getAddress,
  numberToHex,
  stringToHex,
  type Transport,
} from 'viem'
import type { InjectedWallets } from './injectedWallets'
import { SEND_FALLBACK_CODES, UNKNOWN_CHAIN_CODES, walletErrorCode } from './walletErrors'

export interface Eip155AdapterOptions {
  wallets: InjectedWallets
  /** The eip155 networks the app requested (read when needed: the app may change them). */
  networks(): Network[]
  /** A public client of a network, for reads (balances, gas). */
  /**
   * A public client of a network, for reads (balances, gas). May load it on first use: the page's
   * first paint needs none of viem's clients.
   */
  publicClient(
    network: Network,
  ): Client<Transport, Chain | undefined> | Promise<Client<Transport, Chain | undefined>>
  log: Logger
}

const toCaip = (chainId: string | number) => `eip155:${Number(chainId)}` as const
const toAccounts = (addresses: readonly string[]): Account[] =>
  addresses.map((address) => ({ namespace: 'eip155', address: getAddress(address), type: 'eoa' }))

/** Wallet requests fail with a LatchError whose code comes from the wallet's (4001 → rejected…). */
async function ask<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isLatchError(error)) throw error // already says what went wrong
    const code = walletErrorCode(error)
    throw toLatchError(
      code === undefined ? error : { code, message: (error as Error).message, cause: error },
    )
  }
}

/** The EVM ChainAdapter, plus the wallet's own EIP-1193 request for the app's approved calls. */
export interface Eip155Adapter extends ChainAdapter {
  walletRequest(connectorId: string, args: { method: string; params?: unknown }): Promise<unknown>
}

// viem's actions are imported where used, on first use: a page's first paint needs none of them.

/**
 * The EVM ChainAdapter: injected wallets (EIP-6963, legacy window.ethereum) through EIP-1193,
 * reads through the app's RPC. The core's connection and network rules run on it.
 */
export function createEip155Adapter(options: Eip155AdapterOptions): Eip155Adapter {
  const { wallets, log } = options
  const events = createAdapterEvents()
  const { emit } = events
  const watched = new Map<string, () => void>()

  const requireProvider = (connectorId: string): EIP1193Provider => {
    const provider = wallets.provider(connectorId)
    if (!provider) throw new LatchError('NO_CONNECTOR_FOR_CONNECTION', { details: connectorId })
    return provider
  }

  /** Forwards the wallet's own events, tagged with its connector, until disconnect. */
  const watch = (connectorId: string, provider: EIP1193Provider) => {
    if (watched.has(connectorId)) return
    const onAccounts = (addresses: string[]) =>
      emit('accountsChanged', { connectorId, accounts: toAccounts(addresses) })
    const onChain = (chainId: string) =>
      emit('chainChanged', { connectorId, caipNetworkId: toCaip(chainId) })
    const onDisconnect = (error?: { code?: number }) => {
      // 1013: MetaMask reconnecting to its node; the wallet is still there.
      if (error?.code === 1013) return
      emit('disconnect', { connectorId })
    }
    provider.on('accountsChanged', onAccounts)
    provider.on('chainChanged', onChain)
    provider.on('disconnect', onDisconnect)
    watched.set(connectorId, () => {
      provider.removeListener('accountsChanged', onAccounts)
      provider.removeListener('chainChanged', onChain)
      provider.removeListener('disconnect', onDisconnect)
    })
  }
  const unwatch = (connectorId: string) => {
    watched.get(connectorId)?.()
    watched.delete(connectorId)
  }

  const findNetwork = (caipNetworkId: string) =>
    options.networks().find((network) => network.caipNetworkId === caipNetworkId)

  const switchChain = async (provider: EIP1193Provider, network: Network) => {
    const chainId = numberToHex(Number(network.id))
    try {
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    } catch (error) {
      if (!UNKNOWN_CHAIN_CODES.includes(walletErrorCode(error) ?? 0)) throw error
      // The wallet does not know the chain: offer to add it (the wallet switches to it).
      try {
        await provider.request({
          method: 'wallet_addEthereumChain',
          params: [
            {
              chainId,
              chainName: network.name,
              nativeCurrency: network.nativeCurrency,
              rpcUrls: network.rpcUrls.default.http,
              blockExplorerUrls: network.blockExplorers
                ? [network.blockExplorers.default.url]
                : undefined,
            },
          ],
        })
      } catch (cause) {
        throw new LatchError('CHAIN_NOT_SUPPORTED', {
          cause,
          rpcCode: walletErrorCode(cause),
          details: `${network.name} (${network.caipNetworkId}) could not be added to the wallet`,
        })
      }
    }
  }

  const session = async (
    connectorId: string,
    provider: EIP1193Provider,
    addresses: readonly string[],
  ) => {
    const chainId = await provider.request({ method: 'eth_chainId' })
    watch(connectorId, provider)
    return {
      accounts: toAccounts(addresses),
      caipNetworkId: toCaip(chainId),
    } satisfies ConnectResult
  }

  const stopWatchingWallets = wallets.subscribe(() =>
    emit('connectorsChanged', { connectors: wallets.connectors() }),
  )

  return {
    namespace: 'eip155',
    getConnectors: () => wallets.connectors(),

    connect: ({ connectorId, caipNetworkId }) =>
      ask(async () => {
        const provider = requireProvider(connectorId)
        const addresses = await provider.request({ method: 'eth_requestAccounts' })
        const result = await session(connectorId, provider, addresses)
        const wanted = caipNetworkId ? findNetwork(caipNetworkId) : undefined
        if (wanted && wanted.caipNetworkId !== result.caipNetworkId) {
          // Connected on another chain: ask to move to the app's; staying is fine if refused.
          try {
            await switchChain(provider, wanted)
            return { ...result, caipNetworkId: wanted.caipNetworkId }
          } catch (error) {
            log.info(`Staying on ${result.caipNetworkId}: ${toLatchError(error).message}`)
          }
        }
        return result
      }),

    async reconnect({ connectorId }) {
      const provider = wallets.provider(connectorId)
      if (!provider) return undefined
      // eth_accounts never prompts: it lists accounts only if the wallet still grants access.
      const addresses = await ask(() => provider.request({ method: 'eth_accounts' }))
      if (addresses.length === 0) return undefined
      return ask(() => session(connectorId, provider, addresses))
    },

    async disconnect({ connectorId }) {
      unwatch(connectorId)
      const provider = wallets.provider(connectorId)
      try {
        // Not every wallet can revoke; the session ends on our side regardless.
        await provider?.request({
          method: 'wallet_revokePermissions',
          params: [{ eth_accounts: {} }],
        })
      } catch (error) {
        log.debug(`${connectorId} could not revoke permissions`, error)
      }
    },

    switchNetwork: ({ connectorId, network }) =>
      ask(() => switchChain(requireProvider(connectorId), network)),

    async getBalance({ address, network }) {
      const value = await ask(async () =>
        (await import('viem/actions')).getBalance(await options.publicClient(network), {
          address: getAddress(address),
        }),
      )
      return {
        value,
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      }
    },

    // personal_sign with the message as hex, as EIP-191 wallets expect it.
    signMessage: ({ connectorId, address, message }) =>
      ask(() =>
        requireProvider(connectorId).request({
          method: 'personal_sign',
          params: [stringToHex(message), getAddress(address)],
        }),
      ),

    sendTransaction: ({ connectorId, network, transaction }) =>
      ask(async () => {
        const provider = requireProvider(connectorId)
        const walletChain = toCaip(await provider.request({ method: 'eth_chainId' }))
        if (walletChain !== network.caipNetworkId) {
          throw new LatchError('CHAIN_MISMATCH', {
            details: `The wallet is on ${walletChain}, the transaction is for ${network.caipNetworkId}`,
          })
        }
        const request = {
          from: getAddress(transaction.from),
          to: getAddress(transaction.to),
          value: transaction.value === undefined ? undefined : numberToHex(transaction.value),
          data: transaction.data as `0x${string}` | undefined,
        }
        try {
          return await provider.request({ method: 'eth_sendTransaction', params: [request] })
        } catch (error) {
          if (!SEND_FALLBACK_CODES.includes(walletErrorCode(error) ?? 0)) throw error
          return (await provider.request({
            method: 'wallet_sendTransaction' as 'eth_sendTransaction',
            params: [request],
          })) as `0x${string}`
        }
      }),

    estimateGas: ({ network, transaction }) =>
      ask(async () =>
        (await import('viem/actions')).estimateGas(await options.publicClient(network), {
          account: getAddress(transaction.from),
          to: getAddress(transaction.to),
          value: transaction.value,
          data: transaction.data as `0x${string}` | undefined,
        }),
      ),

    walletRequest: (connectorId, args) =>
      ask(() =>
        requireProvider(connectorId).request(args as Parameters<EIP1193Provider['request']>[0]),
      ),

    on: events.on,

    destroy() {
      for (const connectorId of Array.from(watched.keys())) unwatch(connectorId)
      stopWatchingWallets()
      wallets.destroy()
      events.clear()
    },
  }
}
