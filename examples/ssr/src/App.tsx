import type { Latch } from '@latch/core'
import { ConnectButton, LatchUI, NetworkButton } from '@latch/react'
import { useEffect } from 'react'

/**
 * The page, the same on the server and in the browser: the client it is given is per visitor.
 * `onHydrated`: the page is interactive (a click before it would not reach React).
 */
export function App({ latch, onHydrated }: { latch: Latch; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated])
  return (
    <LatchUI client={latch}>
      <header>
        <h1>Latch, rendered on the server</h1>
        <nav aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
    </LatchUI>
  )
}
