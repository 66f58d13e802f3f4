// Reown AppKit's React + wagmi quickstart: the adapter's wagmi config, react-query, and the
// <appkit-button> web component, mainnet.

import { mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const projectId = 'latch-budgets'
const networks = [mainnet]
const wagmiAdapter = new WagmiAdapter({ projectId, networks })
createAppKit({ adapters: [wagmiAdapter], projectId, networks })
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <appkit-button />
      </QueryClientProvider>
    </WagmiProvider>,
  )
