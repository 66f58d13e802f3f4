'use client'

// The one-button app of the Vite budgets in Next.js: Latch's provider and its connect button,
// Ethereum mainnet, nothing else on the page.
import { createLatch } from '@latch/core'
import { eip155, mainnet } from '@latch/eip155'
import { ConnectButton, LatchUI } from '@latch/react'
import { useState } from 'react'

export function OneButton() {
  // One client per page load (and one per request on the server).
  const [latch] = useState(() =>
    createLatch({ projectId: 'latch-budgets', networks: [mainnet], plugins: [eip155()] }),
  )
  return (
    <LatchUI client={latch}>
      <ConnectButton />
    </LatchUI>
  )
}
