import '@latch-examples/demo-support/host-page.css'
import './walletDialog.css'
import { LatchProvider } from '@latch/hooks'
import { installDemoWallet } from '@latch-examples/demo-support/page'
import { TryIt } from '@latch-examples/demo-support/try-it'
import { createRoot } from 'react-dom/client'
import { AccountBar } from './AccountBar'
import { HistorySection } from './History'
import { demo, latch } from './latch'
import { SendSection } from './Send'
import { SignInSection } from './SignIn'
import { WalletDialog } from './WalletDialog'

// Dev server only: a production build drops the test wallet (and its keys) entirely.
if (import.meta.env.DEV && demo) await installDemoWallet(demo)

// No @latch/react here: the whole wallet UI is the app's own, on @latch/hooks.
function App() {
  return (
    <LatchProvider client={latch}>
      <header>
        <h1>Latch example — custom UI</h1>
        <AccountBar />
      </header>
      <main>
        <SignInSection />
        <TryIt demo={demo} />
        <SendSection />
        <HistorySection />
      </main>
      <WalletDialog />
    </LatchProvider>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)
