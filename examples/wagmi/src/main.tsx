import '@latch-examples/demo-support/host-page.css'
import { ConnectButton, LatchUI, NetworkButton } from '@latch/react'
import { installDemoWallet } from '@latch-examples/demo-support/page'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { EthersPanel } from './EthersPanel'
import { demo, latch, wagmiConfig } from './latch'
import { WagmiPanel } from './WagmiPanel'

// Dev server only: a production build drops the test wallet (and its keys) entirely.
if (import.meta.env.DEV && demo) await installDemoWallet(demo)

const queryClient = new QueryClient()

function App() {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <LatchUI client={latch}>
          <header>
            <h1>Latch with wagmi</h1>
            <nav aria-label="Wallet">
              <NetworkButton />
              <ConnectButton />
            </nav>
          </header>
          <main>
            <WagmiPanel recipient={demo?.recipient} />
            <EthersPanel />
          </main>
        </LatchUI>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)
