import { createLatch } from '@latch/core'
import { eip155 } from '@latch/eip155'
import { solana } from '@latch/solana'
import { walletConnect } from '@latch/walletconnect'
import {
  demoWalletConnectOptions,
  exampleOptions,
  readDemoConfig,
} from '@latch-examples/demo-support/page'

/** Under the demo server, the local stack; otherwise the hosted services. */
export const demo = readDemoConfig()

export const latch = createLatch({
  ...exampleOptions(demo, 'Latch example — custom UI'),
  // WalletConnect: one relay session for EVM and Solana (on the local stack, its local relay).
  plugins: [eip155(), solana(), walletConnect(demoWalletConnectOptions(demo))],
})
