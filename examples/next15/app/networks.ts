import type { Network } from '@latch/core'
import { base, defineEip155Network, mainnet } from '@latch/eip155'
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
