'use client'

import { parseAmount } from '@latch/core'
import { useAccount, useCommand, useSignMessage } from '@latch/hooks'

/** What the app does with the connected account, through Latch: sign, and send to itself. */
export function TryIt() {
  const { address, isConnected } = useAccount()
  const sign = useSignMessage()
  const send = useCommand<'account.sendTransaction'>()
  if (!isConnected || !address) return <p>Connect a wallet to sign and send.</p>
  return (
    <section aria-labelledby="try-title">
      <h2 id="try-title">Try it</h2>
      <button type="button" onClick={() => sign.signMessage('Hello from Latch').catch(() => {})}>
        Sign “Hello from Latch”
      </button>
      <output aria-label="Signature">
        {sign.isPending ? 'Waiting for the wallet…' : (sign.data ?? sign.error?.message)}
      </output>
      <button
        type="button"
        onClick={() =>
          send
            .run({
              type: 'account.sendTransaction',
              transaction: { to: address, value: parseAmount('0.01', 18) },
            })
            .catch(() => {})
        }
      >
        Send 0.01 ETH to yourself
      </button>
      <output aria-label="Transaction">
        {send.isPending ? 'Waiting for the wallet…' : (send.data ?? send.error?.message)}
      </output>
    </section>
  )
}
