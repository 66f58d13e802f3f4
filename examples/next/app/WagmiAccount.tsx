'use client'

import { useConnection } from 'wagmi'

/** wagmi's own view of the connection Latch made (through `latchConnector`). */
export function WagmiAccount() {
  const { address, status } = useConnection()
  return (
    <section aria-labelledby="wagmi-title">
      <h2 id="wagmi-title">wagmi</h2>
      <output aria-label="wagmi account">{address ?? status}</output>
    </section>
  )
}
