import {
  type Account,
  type CaipNetworkId,
  type ChainNamespace,
  type Connector,
  LatchError,
  type Network,
  toLatchError,
} from '@latch/core'
import { type ChainAdapter, createAdapterEvents } from '@latch/core/plugin'
import { keccak256, stringToHex } from 'viem'

type Method = 'connect' | 'reconnect' | 'switchNetwork' | 'signMessage' | 'sendTransaction'

export interface MockChainAdapterOptions {
  namespace?: ChainNamespace
  /** Networks the mock wallet knows; switching to another fails with 4902. */
  networks: Network[]
  connectors?: Omit<Connector, 'namespace'>[]
  /** Addresses the wallet holds; the first is selected. */
  addresses?: string[]
  /** Native balance in base units. */
  balance?: bigint
  /** Milliseconds every wallet call takes (real time); default 0. */
  latencyMs?: number
}

export interface MockChainAdapter extends ChainAdapter {
  /** The next call of `method` (default: the next prompting call) fails with 4001. */
  rejectNext(method?: Method): void
  /** The next call of `method` fails with this wallet error. */
  failNext(method: Method, error: { code: number; message: string }): void
  /** Whether a connector's wallet still grants access (decides `reconnect`). */
  setAuthorized(connectorId: string, authorized: boolean): void
  /** The wallet switched accounts (empty: the user revoked access). */
  changeAccounts(connectorId: string, addresses: string[]): void
  /** The wallet moved to another chain by itself. */
  changeChain(connectorId: string, caipNetworkId: CaipNetworkId): void
  /** The wallet disconnected (e.g. locked). */
  disconnectWallet(connectorId: string): void
  addConnector(connector: Omit<Connector, 'namespace'>): void
  /** Every call, for assertions. */
  readonly calls: { method: string; params: unknown }[]
}

const defaultAddresses = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
]

/**
 * A ChainAdapter mock for testing the core's rules where no real wallet is needed. It behaves like
 * one: calls are async, failures carry wallet codes (4001, 4902) as `LatchError`s, events fire.
 * For real signing and chains, use an adapter plugin with `createTestWallet` and `startDevnet`.
 */
export function createMockChainAdapter(options: MockChainAdapterOptions): MockChainAdapter {
  const namespace = options.namespace ?? 'eip155'
  const networks = options.networks
  let connectors: Connector[] = (
    options.connectors ?? [{ id: 'mock', kind: 'injected', name: 'Mock Wallet' }]
  ).map((connector) => ({ ...connector, namespace }))
  let addresses = options.addresses ?? defaultAddresses
  const authorized = new Set<string>()
  const chainByConnector = new Map<string, CaipNetworkId>()
  const failures: { method: Method | 'prompting'; error: { code: number; message: string } }[] = []
  const events = createAdapterEvents()
  const calls: { method: string; params: unknown }[] = []

  const { emit } = events
  const accounts = (): Account[] =>
    addresses.map((address) => ({ namespace, address, type: 'eoa' as const }))
  const network = (caipNetworkId: CaipNetworkId | undefined) =>
    networks.find((n) => n.caipNetworkId === caipNetworkId)

  /** Records the call, waits the latency, and throws a scripted failure if one is due. */
  const call = async (method: Method, params: unknown) => {
    calls.push({ method, params })
    if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs))
    const prompting = method !== 'reconnect'
    const index = failures.findIndex(
      (f) => f.method === method || (f.method === 'prompting' && prompting),
    )
    if (index >= 0) {
      const [failure] = failures.splice(index, 1)
      throw toLatchError(failure?.error)
    }
  }
  const requireConnected = (connectorId: string) => {
    if (!authorized.has(connectorId)) throw new LatchError('CONNECTOR_NOT_CONNECTED')
  }

  return {
    namespace,
    calls,
    getConnectors: () => connectors,
    async connect({ connectorId, caipNetworkId }) {
      await call('connect', { connectorId, caipNetworkId })
      if (!connectors.some((c) => c.id === connectorId)) {
        throw new LatchError('NO_CONNECTOR_FOR_CONNECTION', { details: connectorId })
      }
      authorized.add(connectorId)
      const chain = network(caipNetworkId)?.caipNetworkId ?? networks[0]?.caipNetworkId
      if (!chain) throw new LatchError('CHAIN_NOT_CONFIGURED')
      chainByConnector.set(connectorId, chain)
      return { accounts: accounts(), caipNetworkId: chain }
    },
    async reconnect({ connectorId }) {
      await call('reconnect', { connectorId })
      const chain = chainByConnector.get(connectorId) ?? networks[0]?.caipNetworkId
      if (!authorized.has(connectorId) || !chain) return undefined
      return { accounts: accounts(), caipNetworkId: chain }
    },
    async disconnect({ connectorId }) {
      calls.push({ method: 'disconnect', params: { connectorId } })
      authorized.delete(connectorId)
    },
    async switchNetwork({ connectorId, network: target }) {
      await call('switchNetwork', { connectorId, caipNetworkId: target.caipNetworkId })
      requireConnected(connectorId)
      if (!network(target.caipNetworkId)) {
        throw toLatchError({ code: 4902, message: `Unrecognized chain ${target.caipNetworkId}` })
      }
      chainByConnector.set(connectorId, target.caipNetworkId)
      emit('chainChanged', { connectorId, caipNetworkId: target.caipNetworkId })
    },
    async getBalance({ network: target }) {
      calls.push({ method: 'getBalance', params: { caipNetworkId: target.caipNetworkId } })
      return {
        value: options.balance ?? 1_234_567_890_000_000_000n,
        decimals: target.nativeCurrency.decimals,
        symbol: target.nativeCurrency.symbol,
      }
    },
    async signMessage({ connectorId, address, message }) {
      await call('signMessage', { connectorId, address, message })
      requireConnected(connectorId)
      // Not a real signature: a deterministic 65-byte value of the right form.
      const digest = keccak256(stringToHex(`${address}:${message}`)).slice(2)
      return `0x${digest}${digest}1b`
    },
    async sendTransaction({ connectorId, transaction }) {
      await call('sendTransaction', { connectorId, transaction })
      requireConnected(connectorId)
      return keccak256(stringToHex(`${transaction.from}:${transaction.to}:${calls.length}`))
    },
    async estimateGas() {
      return 21_000n
    },
    async estimateFee() {
      // 21,000 gas at 1 gwei.
      return 21_000_000_000_000n
    },
    on: events.on,
    destroy() {
      events.clear()
    },
    rejectNext(method) {
      failures.push({
        method: method ?? 'prompting',
        error: { code: 4001, message: 'User rejected the request.' },
      })
    },
    failNext(method, error) {
      failures.push({ method, error })
    },
    setAuthorized(connectorId, value) {
      if (value) authorized.add(connectorId)
      else authorized.delete(connectorId)
    },
    changeAccounts(connectorId, next) {
      addresses = next
      if (next.length === 0) authorized.delete(connectorId)
      emit('accountsChanged', { connectorId, accounts: accounts() })
    },
    changeChain(connectorId, caipNetworkId) {
      chainByConnector.set(connectorId, caipNetworkId)
      emit('chainChanged', { connectorId, caipNetworkId })
    },
    disconnectWallet(connectorId) {
      authorized.delete(connectorId)
      emit('disconnect', { connectorId })
    },
    addConnector(connector) {
      connectors = [...connectors, { ...connector, namespace }]
      emit('connectorsChanged', { connectors })
    },
  }
}
