import { createLatch } from '@latch/core'
import { eip155 } from '@latch/eip155'
import { embeddedWallet } from '@latch/embedded-wallet'
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
  ...exampleOptions(demo, 'Latch example — default UI'),
  plugins: [
    eip155(),
    solana(),
    // WalletConnect: one relay session for EVM and Solana (on the local stack, its local relay).
    walletConnect(demoWalletConnectOptions(demo)),
    // Email login: keys in the secure frame site (the local stack's; an app runs its own).
    ...(demo?.endpoints.frame ? [embeddedWallet()] : []),
  ],
})
