import type { Latch } from '@latch/core'
import { ConnectButton, LatchUI } from '@latch/react'
import { TryIt } from './TryIt'

export function App({ latch }: { latch: Latch }) {
  return (
    <LatchUI client={latch}>
      <header>
        <h1>Latch in a Vite app</h1>
        <nav aria-label="Wallet">
          <ConnectButton />
        </nav>
      </header>
      <main>
        <TryIt latch={latch} />
      </main>
    </LatchUI>
  )
}
