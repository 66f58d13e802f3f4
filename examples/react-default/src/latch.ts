import { activity } from '@latch/activity'
import { bip122 } from '@latch/bip122'
import { createLatch } from '@latch/core'
import { eip155 } from '@latch/eip155'
import { embeddedWallet } from '@latch/embedded-wallet'
import { send } from '@latch/send'
import { siwx } from '@latch/siwx'
import { solana } from '@latch/solana'
import { walletConnect } from '@latch/walletconnect'
import {
  demoWalletConnectOptions,
  exampleOptions,
  readDemoConfig,
} from '@latch-examples/demo-support/page'

/** Under the demo server, the local stack; otherwise the hosted services. */
export const demo = readDemoConfig()

/** `?siwx=optional|required`: sign-in with the wallet on this page (see below). */
const signIn = new URLSearchParams(window.location.search).get('siwx')

export const latch = createLatch({
  ...exampleOptions(demo, 'Latch example — default UI'),
  plugins: [
    eip155(),
    solana(),
    // Bitcoin: the page's Wallet Standard Bitcoin wallets (on the local stack, its regtest chain).
    bip122(),
    // WalletConnect: one relay session for EVM and Solana (on the local stack, its local relay).
    walletConnect(demoWalletConnectOptions(demo)),
    // Email login: keys in the secure frame site (the local stack's; an app runs its own).
    ...(demo?.endpoints.frame ? [embeddedWallet()] : []),
    // Sign-in with the wallet when the page asks: `?siwx=optional`, or `?siwx=required` (the e2e
    // tests' flag); without it the example is as before, so other journeys are never asked.
    ...(signIn ? [siwx({ required: signIn === 'required' })] : []),
    // The Account view's Activity and NFTs tabs (with `activityViews`).
    activity(),
    // The Account view's Send and Receive (with `sendViews`).
    send(),
  ],
})
