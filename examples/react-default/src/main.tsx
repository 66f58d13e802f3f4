import '@latch-examples/demo-support/host-page.css'
import { activityViews } from '@latch/activity/react'
import { embeddedWalletViews } from '@latch/embedded-wallet/react'
import { ConnectButton, LatchUI, NetworkButton } from '@latch/react'
import { sendViews } from '@latch/send/react'
import { siwxViews } from '@latch/siwx/react'
import { walletConnectViews } from '@latch/walletconnect/react'
import { installDemoWallet } from '@latch-examples/demo-support/page'
import { TryIt } from '@latch-examples/demo-support/try-it'
import { createRoot } from 'react-dom/client'
import { demo, latch } from './latch'

// Dev server only: a production build drops the test wallet (and its keys) entirely.
if (import.meta.env.DEV && demo) await installDemoWallet(demo)

/** The plugins' views for the default UI: WalletConnect's QR code, email login. Defined once. */
const views = [walletConnectViews, embeddedWalletViews, siwxViews, activityViews, sendViews]

function App() {
  return (
    <LatchUI client={latch} views={views}>
      <header>
        <h1>Latch example</h1>
        <nav aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main>
        <TryIt demo={demo} />
      </main>
    </LatchUI>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)
