import { parseAmount } from '@latch/core'
import { useAccount, useCommand, useSignMessage } from '@latch/hooks'

/** What the app itself does with the connected account, through Latch's hooks. */
export function TryIt() {
  const { isConnected, address } = useAccount()
  const sign = useSignMessage()
  const send = useCommand<'account.sendTransaction'>()
  if (!isConnected || !address) return <p>Connect a wallet to sign and send.</p>
  return (
    <>
      <section aria-labelledby="sign-title">
        <h2 id="sign-title">Sign a message</h2>
        <button type="button" onClick={() => sign.signMessage('Hello from Latch').catch(() => {})}>
          Sign “Hello from Latch”
        </button>
        <output aria-label="Signature">
          {sign.isPending ? 'Waiting for the wallet…' : (sign.data ?? sign.error?.message)}
        </output>
      </section>
      <section aria-labelledby="send-title">
        <h2 id="send-title">Send 0.01 ETH</h2>
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
    </>
  )
}
