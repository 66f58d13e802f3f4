// The app the peers comparison builds for every kit: the provider and its connect button, Ethereum
// mainnet, nothing else on the page.
import { createLatch } from '@latch/core'
import { eip155, mainnet } from '@latch/eip155'
import { ConnectButton, LatchUI } from '@latch/react'
import { createRoot } from 'react-dom/client'

const latch = createLatch({ projectId: 'latch-budgets', networks: [mainnet], plugins: [eip155()] })

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <LatchUI client={latch}>
      <ConnectButton />
    </LatchUI>,
  )
