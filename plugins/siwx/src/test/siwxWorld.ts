import { createMemoryStorage, type StorageAdapter } from '@latch/core'
import { definePlugin, type LatchPlugin, type LoginMethod } from '@latch/core/plugin'
import { defineEip155Network, eip155 } from '@latch/eip155'
import { defineSolanaNetwork, solana } from '@latch/solana'
import {
  createSolanaTestWallet,
  createTestLatch,
  createTestLoginMethod,
  createTestWallet,
  type Devnet,
  type LocalApi,
  type SolanaValidator,
  startDevnet,
  startLocalApi,
  startSolanaValidator,
  type TestLatch,
} from '@latch/testkit'
import type { SiwxOptions } from '../options'
import { siwx } from '../plugin'

/** The page's domain in messages: the local API accepts localhost on any port. */
export const DOMAIN = 'localhost:5173'

/**
 * Real local parts for the plugin's tests: two anvil chains, a Solana validator, the local API
 * (with the example sign-in endpoints), and a login method over the testkit's EVM and Solana test
 * wallets, so one approval connects both namespaces and every signature is real.
 */
export async function startSiwxWorld() {
  const [devnet, validator] = await Promise.all([startDevnet(), startSolanaValidator()])
  const api = await startLocalApi({ chains: devnet.chains, solana: [validator] })
  const networks = [
    ...devnet.chains.map((chain) =>
      defineEip155Network({
        chainId: chain.chainId,
        name: `Local ${chain.chainId}`,
        rpcUrl: chain.rpcUrl,
      }),
    ),
    defineSolanaNetwork({
      genesisHash: validator.genesisHash,
      name: 'Local Solana',
      rpcUrl: validator.rpcUrl,
      wsUrl: validator.wsUrl,
      testnet: true,
    }),
  ]
  return {
    devnet,
    validator,
    api,
    networks,
    stop: () => Promise.all([api.stop(), devnet.stop(), validator.stop()]),
  }
}

/** A page's storage that a test can copy, as a reload finds it (no teardown runs on a reload). */
export function pageStorage(
  items = new Map<string, string>(),
): StorageAdapter & { reload(): StorageAdapter } {
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    reload: () => pageStorage(new Map(items)),
  }
}

export type SiwxWorld = Awaited<ReturnType<typeof startSiwxWorld>>

export interface ClientOptions extends SiwxOptions {
  storage?: StorageAdapter
  login?: ReturnType<typeof createTestLoginMethod>
  /** Dev account index of both wallets. Default 2. */
  account?: number
  /** The siwx plugin to register instead of `siwx({ domain, uri, ...options })`. */
  plugin?: LatchPlugin
}

/** A client with the eip155, solana and siwx plugins, its clock at the real time (the API's). */
export function siwxClient(world: SiwxWorld, options: ClientOptions = {}) {
  const { storage = createMemoryStorage(), login, account = 2, plugin, ...siwxOptions } = options
  const evm = createTestWallet({
    accounts: [world.devnet.accounts[account]!.privateKey],
    chains: world.devnet.chains,
  })
  const sol = createSolanaTestWallet({
    secretKeys: [world.validator.accounts[account]!.secretKey],
    chains: [{ chainId: world.validator.chainId, rpcUrl: world.validator.rpcUrl }],
  })
  const method = login ?? createTestLoginMethod({ evm, solana: sol })
  const latch: TestLatch = createTestLatch({
    startAt: Date.now(),
    networks: world.networks,
    storage,
    endpoints: {
      api: world.api.apiUrl,
      data: world.api.dataUrl,
      analytics: world.api.analyticsUrl,
    },
    plugins: [
      eip155({ gatewayChainIds: [] }),
      solana({
        wallets: {
          connectors: () => [],
          provider: () => undefined,
          subscribe: () => () => {},
          destroy() {},
        },
      }),
      definePlugin({
        name: 'test-login',
        setup: (ctx) => ctx.registerLoginMethod(method as LoginMethod),
      }),
      plugin ?? siwx({ domain: DOMAIN, uri: `http://${DOMAIN}`, ...siwxOptions }),
    ],
  })
  return {
    latch,
    method,
    evm,
    sol,
    storage,
    evmAddress: world.devnet.accounts[account]!.address,
    solAddress: world.validator.accounts[account]!.publicKey,
    /** Resolves once the plugin's work after an event settled (its chunk loads, its calls answer). */
    async idle(until: () => boolean) {
      const started = Date.now()
      while (!until()) {
        if (Date.now() - started > 10_000) throw new Error('Timed out waiting for the plugin')
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
    /**
     * Runs a dispatch to its end, moving the clock 1 s at a time only while nothing happens for
     * 150 ms of real time (a retry waiting out its back-off): a request in flight to a local
     * service answers well before its 10 s time-out on the client's clock would come.
     */
    async run<T>(pending: Promise<T>): Promise<T> {
      let settled = false
      pending.then(
        () => (settled = true),
        () => (settled = true),
      )
      for (let step = 0; !settled && step < 120; step++) {
        await new Promise((resolve) => setTimeout(resolve, 150))
        if (!settled) await latch.clock.advanceAsync(1000)
      }
      return pending
    },
    connect: () => latch.dispatch({ type: 'connection.connect', connectorId: method.id }),
    siwx: () => latch.getState().plugins.siwx!,
    view: () => latch.getState().router.history.at(-1)?.view,
  }
}

export type { Devnet, LocalApi, SolanaValidator }
