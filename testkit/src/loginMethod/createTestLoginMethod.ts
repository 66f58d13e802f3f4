import type { ChainNamespace } from '@latch/core'
import type { LoginMethod } from '@latch/core/plugin'
import type { StandardConnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import type { SolanaTestWallet } from '../solanaWallet/solanaTestWallet'
import type { TestWallet } from '../wallet/testWallet'

export interface CreateTestLoginMethodOptions {
  /** Default 'latch-test-login'. */
  id?: string
  /** Default 'Latch Test Login'. */
  name?: string
  /** The EVM side: the testkit's EIP-1193 test wallet. */
  evm: TestWallet
  /** The Solana side: the testkit's Wallet Standard test wallet. */
  solana: SolanaTestWallet
}

export interface TestLoginMethodState {
  /** Whether a session is open, and the namespaces it still covers. */
  open: boolean
  namespaces: ChainNamespace[]
}

/** A login method for tests, with the switches a test needs. */
export interface TestLoginMethod extends LoginMethod {
  getState(): TestLoginMethodState
  /** The wallet ends the session on its side: every namespace disconnects. */
  endSession(): void
}

const NAMESPACES = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]

/**
 * A login method that spans eip155 and solana, as a relay session or an embedded wallet does —
 * named a test one: the relay-protocol and embedded-wallet plugins are the real ones. One approval
 * (on either namespace: the wallet's prompt, which `rejectNext()` can refuse) opens a session
 * covering both; the other namespace then answers without a prompt. Each namespace is dropped on
 * its own; the session ends with the last, or when the wallet ends it (`endSession()`).
 *
 * Signing and sending are the test wallets' own, for real, on the local chains.
 *
 * @example
 * const login = createTestLoginMethod({ evm: createTestWallet(…), solana: createSolanaTestWallet(…) })
 * createLatch({ …, plugins: [eip155(), solana(), definePlugin({ name: 'login', setup: (ctx) => ctx.registerLoginMethod(login) })] })
 */
export function createTestLoginMethod(options: CreateTestLoginMethodOptions): TestLoginMethod {
  const { evm, solana } = options
  let covered = new Set<ChainNamespace>()
  const open = (): void => {
    covered = new Set(NAMESPACES)
  }

  const evmProvider = {
    async request(args: Parameters<TestWallet['request']>[0]) {
      if (args.method === 'eth_requestAccounts') {
        const accounts = await evm.request(args)
        open()
        return accounts
      }
      // Silent: the session, if it covers eip155, grants the accounts without asking.
      if (args.method === 'eth_accounts') {
        return covered.has('eip155') ? evm.request({ method: 'eth_requestAccounts' }) : []
      }
      return evm.request(args)
    },
    on: evm.on.bind(evm),
    removeListener: evm.removeListener.bind(evm),
  }

  const solanaConnect: StandardConnectFeature['standard:connect'] = {
    version: '1.0.0',
    async connect(input) {
      const underlying = solana.features['standard:connect']
      if (covered.has('solana')) return underlying.connect()
      if (input?.silent) return { accounts: [] }
      const result = await underlying.connect()
      open()
      return result
    },
  }
  const solanaEvents: StandardEventsFeature['standard:events'] = solana.features['standard:events']
  const solanaProvider = {
    version: solana.version,
    name: options.name ?? 'Latch Test Login',
    icon: solana.icon,
    get chains() {
      return solana.chains
    },
    get accounts() {
      return covered.has('solana') ? solana.accounts : []
    },
    features: {
      ...solana.features,
      'standard:connect': solanaConnect,
      'standard:events': solanaEvents,
    },
  }

  return {
    id: options.id ?? 'latch-test-login',
    name: options.name ?? 'Latch Test Login',
    kind: 'external',
    namespaces: NAMESPACES,
    provider(namespace) {
      if (namespace === 'eip155') return evmProvider as never
      if (namespace === 'solana') return solanaProvider as never
      return undefined
    },
    async disconnect(namespace) {
      covered.delete(namespace)
      if (namespace === 'eip155') evm.revokePermissions()
      if (namespace === 'solana') await solana.features['standard:disconnect'].disconnect()
    },
    getState: () => ({ open: covered.size > 0, namespaces: Array.from(covered) }),
    endSession() {
      const ended = Array.from(covered)
      covered = new Set()
      if (ended.includes('eip155')) evm.disconnect()
      if (ended.includes('solana')) solana.disconnectFromWallet()
    },
  }
}
