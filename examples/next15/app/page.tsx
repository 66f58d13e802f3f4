import { ConnectButton, NetworkButton } from '@latch/react'
import { TryIt } from './TryIt'

/** A Server Component: Latch's buttons are client components it renders as they are. */
export default function Home() {
  return (
    <>
      <header>
        <h1>Latch on Next.js 15</h1>
        <nav aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main>
        <TryIt />
      </main>
    </>
  )
}
