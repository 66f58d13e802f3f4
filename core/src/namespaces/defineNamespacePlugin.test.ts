import { createTestLatch } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { createAdapterEvents } from '../chain/createAdapterEvents'
import type { ChainAdapter } from '../chain/types'
import { LatchError } from '../errors/LatchError'
import type { LoginMethod } from '../loginMethods/types'
import type { Network } from '../options/schema'
import { definePlugin } from '../plugins/definePlugin'
import {
  defineNamespacePlugin,
  type NamespaceClient,
  type NamespaceParts,
} from './defineNamespacePlugin'
import type { NamespaceWallets } from './namespaceWallets'

// A namespace this repository does not know, declared as a third-party plugin would.
declare module '../caip/caip' {
  interface LatchNamespaces {
    acme: true
  }
}
declare module '../loginMethods/types' {
  interface NamespaceProviders {
    /** What a login method hands the acme adapter: an acme wallet. */
    acme: AcmeWallet
  }
}
declare module '../bus/types' {
  interface LatchCommands {
    'acme.getProvider': { params: void; result: AcmeAppProvider }
    /** The acme plugin's own command: the active network's name. */
    'acme.chainName': { params: void; result: string }
  }
  interface LatchProviders {
    acme: AcmeAppProvider
  }
}

/** The acme wallet protocol: connect for addresses, then hear them change. */
interface AcmeWallet {
  connect(): Promise<string[]>
  on(event: 'accounts', listener: (addresses: string[]) => void): () => void
}
/** What the app's own code gets for acme: the connected address. */
interface AcmeAppProvider {
  address(): string | undefined
}

const acmeNetwork: Network = {
  id: 'one',
  name: 'Acme One',
  caipNetworkId: 'acme:one',
  chainNamespace: 'acme',
  nativeCurrency: { name: 'Acme', symbol: 'ACM', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}

function createAcmeWallet(addresses: string[]) {
  const listeners = new Set<(addresses: string[]) => void>()
  return {
    connect: async () => addresses,
    on(_event: 'accounts', listener: (addresses: string[]) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** The person switched accounts in the wallet. */
    change(next: string[]) {
      for (const listener of Array.from(listeners)) listener(next)
    },
    listeners,
  }
}

/** Wallets the app hands the plugin (as eip155's and solana's `wallets` option). */
function acmeWallets(wallets: Record<string, AcmeWallet>): NamespaceWallets<'acme'> & {
  destroyed: boolean
} {
  return {
    connectors: () =>
      Object.keys(wallets).map((id) => ({ id, kind: 'announced', namespace: 'acme', name: id })),
    provider: (connectorId) => wallets[connectorId],
    subscribe: () => () => {},
    destroyed: false,
    destroy() {
      this.destroyed = true
    },
  }
}

/** A small acme ChainAdapter: connect, the wallet's account events, disconnect. */
function createAcmeAdapter(wallets: NamespaceWallets<'acme'>, networks: () => Network[]) {
  const events = createAdapterEvents()
  const watching = new Map<string, () => void>()
  const stopWatchingWallets = wallets.subscribe(() =>
    events.emit('connectorsChanged', { connectors: wallets.connectors() }),
  )
  const unsupported = async (): Promise<never> => {
    throw new LatchError('CHAIN_NOT_SUPPORTED')
  }
  const adapter = {
    namespace: 'acme',
    getConnectors: () => wallets.connectors(),
    async connect({ connectorId }) {
      const wallet = wallets.provider(connectorId)
      if (!wallet) throw new LatchError('NO_CONNECTOR_FOR_CONNECTION', { details: connectorId })
      const addresses = await wallet.connect()
      const toAccounts = (list: string[]) =>
        list.map((address) => ({ namespace: 'acme' as const, address, type: 'eoa' as const }))
      watching.set(
        connectorId,
        wallet.on('accounts', (next) =>
          events.emit('accountsChanged', { connectorId, accounts: toAccounts(next) }),
        ),
      )
      return {
        accounts: toAccounts(addresses),
        caipNetworkId: networks()[0]?.caipNetworkId ?? 'acme:one',
      }
    },
    reconnect: async () => undefined,
    async disconnect({ connectorId }) {
      watching.get(connectorId)?.()
      watching.delete(connectorId)
    },
    switchNetwork: unsupported,
    getBalance: async ({ network }) => ({
      value: 0n,
      decimals: network.nativeCurrency.decimals,
      symbol: network.nativeCurrency.symbol,
    }),
    signMessage: unsupported,
    sendTransaction: unsupported,
    estimateGas: unsupported,
    estimateFee: unsupported,
    on: events.on,
    destroy() {
      for (const off of watching.values()) off()
      stopWatchingWallets()
      wallets.destroy()
      events.clear()
    },
  } satisfies ChainAdapter
  return adapter
}

const ALICE = 'acme1alice'
const BOB = 'acme1bob'

/** The acme namespace plugin: only what differs from another namespace's. */
function acme(
  options: {
    wallets?: NamespaceWallets<'acme'>
    discoverWallets?: () => NamespaceWallets<'acme'>
    provider?: (client: NamespaceClient) => Promise<AcmeAppProvider>
  } = {},
) {
  const seen: NamespaceParts<'acme'>[] = []
  const plugin = defineNamespacePlugin({
    namespace: 'acme',
    wallets: options.wallets,
    discoverWallets: options.discoverWallets ?? (() => acmeWallets({})),
    provider: options.provider,
    setup(ctx, parts) {
      seen.push(parts)
      ctx.handle('acme.chainName', () => parts.network().name)
      return createAcmeAdapter(parts.wallets, parts.networks)
    },
  })
  return { plugin, seen }
}

/** A login method that serves acme (and eip155, which has no plugin here). */
function emailLogin(wallet: AcmeWallet): LoginMethod {
  return {
    id: 'email',
    name: 'Email',
    kind: 'auth',
    namespaces: ['acme', 'eip155'],
    provider: (namespace) => (namespace === 'acme' ? wallet : undefined) as never,
    disconnect: async () => {},
  }
}

describe('defineNamespacePlugin, for a namespace the core does not know', () => {
  it('is a plugin named after its namespace, whose adapter connects a wallet through the core and forwards its events', async () => {
    const wallet = createAcmeWallet([ALICE])
    const { plugin } = acme({ wallets: acmeWallets({ AcmeWallet: wallet }) })
    expect(plugin.name).toBe('acme')
    const latch = createTestLatch({ networks: [acmeNetwork], plugins: [plugin] })

    await latch.dispatch({ type: 'connection.connect', connectorId: 'AcmeWallet' })
    expect(latch.getState().accounts.acme).toMatchObject({
      status: 'connected',
      address: ALICE,
      caipAddress: `acme:one:${ALICE}`,
    })

    wallet.change([BOB])
    expect(latch.getState().accounts.acme?.address).toBe(BOB)
    latch.destroy()
  })

  it('lists the login methods serving the namespace before its own wallets, also those registered after it, and connects through their provider', async () => {
    const own = createAcmeWallet([ALICE])
    const viaEmail = createAcmeWallet([BOB])
    const { plugin } = acme({ wallets: acmeWallets({ AcmeWallet: own }) })
    const latch = createTestLatch({
      networks: [acmeNetwork],
      plugins: [
        plugin,
        definePlugin({
          name: 'email',
          setup: (ctx) => ctx.registerLoginMethod(emailLogin(viaEmail)),
        }),
      ],
    })
    await latch.dispatch({ type: 'connection.connect', connectorId: 'email', namespace: 'acme' })

    expect(
      latch
        .getState()
        .connectors.all.filter((c) => c.namespace === 'acme')
        .map((c) => `${c.id}:${c.kind}`),
    ).toEqual(['email:auth', 'AcmeWallet:announced'])
    expect(latch.getState().accounts.acme).toMatchObject({ status: 'connected', address: BOB })
    latch.destroy()
  })

  it("hands the plugin's setup the namespace's requested networks, and runs its own commands", async () => {
    const made = acme()
    const latch = createTestLatch({ networks: [acmeNetwork], plugins: [made.plugin] })
    expect(await latch.dispatch({ type: 'acme.chainName' })).toBe('Acme One')

    const [parts] = made.seen
    expect(parts?.networks()).toEqual([acmeNetwork])
    expect(parts?.network()).toEqual(acmeNetwork)
    expect(() => parts?.network('acme:two')).toThrow(
      expect.objectContaining({ code: 'NETWORK_NOT_FOUND' }),
    )
    latch.destroy()
  })

  it("discovers the page's wallets only in a page; on a server it has none of its own", async () => {
    let discovered = 0
    const discoverWallets = () => {
      discovered += 1
      return acmeWallets({ AcmeWallet: createAcmeWallet([ALICE]) })
    }
    const server = createTestLatch({
      networks: [acmeNetwork],
      plugins: [acme({ discoverWallets }).plugin],
    })
    await server.dispatch({ type: 'network.switch', caipNetworkId: 'acme:one' })
    expect(discovered).toBe(0)
    expect(server.getState().connectors.all).toEqual([])
    server.destroy()

    const page = createTestLatch({
      networks: [acmeNetwork],
      window: { location: { origin: 'https://app.example' } },
      plugins: [acme({ discoverWallets }).plugin],
    })
    await page.dispatch({ type: 'network.switch', caipNetworkId: 'acme:one' })
    expect(discovered).toBe(1)
    expect(page.getState().connectors.all.map((c) => c.id)).toEqual(['AcmeWallet'])
    page.destroy()
  })

  it("builds the app's provider once, on the first getProvider, from the client; a failed build is tried again", async () => {
    const wallet = createAcmeWallet([ALICE])
    let builds = 0
    const provider = async (client: NamespaceClient): Promise<AcmeAppProvider> => {
      builds += 1
      if (builds === 1) throw new Error('chunk not fetched')
      return { address: () => client.getState().accounts.acme?.address }
    }
    const latch = createTestLatch({
      networks: [acmeNetwork],
      plugins: [acme({ wallets: acmeWallets({ AcmeWallet: wallet }), provider }).plugin],
    })
    await expect(latch.getProvider('acme')).rejects.toThrow()
    expect(builds).toBe(1)
    const first = await latch.getProvider('acme')
    expect(await latch.getProvider('acme')).toBe(first)
    expect(builds).toBe(2)

    await latch.dispatch({ type: 'connection.connect', connectorId: 'AcmeWallet' })
    expect(first.address()).toBe(ALICE)
    latch.destroy()
  })

  it("tears down with the client: the plugin's commands, the adapter (wallet listeners off, wallets released), the provider command", async () => {
    const wallet = createAcmeWallet([ALICE])
    const wallets = acmeWallets({ AcmeWallet: wallet })
    const made = acme({
      wallets,
      provider: async (client) => ({ address: () => client.getState().accounts.acme?.address }),
    })
    const latch = createTestLatch({ networks: [acmeNetwork], plugins: [made.plugin] })
    await latch.dispatch({ type: 'connection.connect', connectorId: 'AcmeWallet' })
    expect(wallet.listeners.size).toBe(1)

    latch.destroy()
    expect(wallet.listeners.size).toBe(0)
    expect(wallets.destroyed).toBe(true)
    await expect(latch.getProvider('acme')).rejects.toThrow()
    await expect(latch.dispatch({ type: 'acme.chainName' })).rejects.toThrow()
  })
})
