import type { Network } from '@latch/core'
import { base, defineEip155Network, mainnet, toViemChain } from '@latch/eip155'
import type { Chain } from 'viem'
import { type CreateConnectorFn, cookieStorage, createConfig, createStorage, http } from 'wagmi'
import type { LatchEnv } from './latchEnv'

/** The app's networks: the configured chains, else Ethereum and Base. */
export function appNetworks(env: LatchEnv): Network[] {
  if (env.chains.length === 0) return [mainnet, base]
  return env.chains.map(({ chainId, rpcUrl }, index) =>
    defineEip155Network({
      chainId,
      name: index === 0 ? 'Latch Local' : `Latch Local ${index + 1}`,
      rpcUrl,
      testnet: true,
    }),
  )
}

/**
 * wagmi's config on the same networks as Latch, its state in a cookie (`ssr: true`): the server
 * reads it (`cookieToInitialState`, no connector needed), the page adds Latch's connector.
 */
export function appWagmiConfig(env: LatchEnv, connectors: CreateConnectorFn[] = []) {
  const chains = appNetworks(env).map(toViemChain) as [Chain, ...Chain[]]
  return createConfig({
    chains,
    connectors,
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
  })
}
