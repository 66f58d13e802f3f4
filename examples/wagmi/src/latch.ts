import { createLatch } from '@latch/core'
import { eip155, toViemChain } from '@latch/eip155'
import { latchConnector } from '@latch/wagmi'
import { exampleOptions, readDemoConfig } from '@latch-examples/demo-support/page'
import type { Chain } from 'viem'
import { createConfig, http } from 'wagmi'

/** Under the demo server, the local stack; otherwise the hosted services. */
export const demo = readDemoConfig()

const options = exampleOptions(demo, 'Latch example — wagmi')

export const latch = createLatch({ ...options, plugins: [eip155()] })

// The app's own wagmi config, on the same EVM networks as Latch: its chains, its transports.
const chains = options.networks
  .filter((network) => network.chainNamespace === 'eip155')
  .map(toViemChain) as [Chain, ...Chain[]]

export const wagmiConfig = createConfig({
  chains,
  connectors: [latchConnector(latch)],
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
})
