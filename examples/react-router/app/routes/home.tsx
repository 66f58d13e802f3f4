import { ConnectButton, NetworkButton } from '@latch/react'
import { TryIt } from '../wallet/TryIt'

export function meta() {
  return [{ title: 'Latch — React Router' }]
}

export default function Home() {
  return (
    <main>
      <header>
        <h1>Latch in a React Router app</h1>
        <nav aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <TryIt />
    </main>
  )
}
