import { useAccount, useCommand, useSignMessage } from '@latch/hooks'
import { parseEther } from 'viem'

/** What the host app does with the connected account, through the hooks. */
export function TryIt({ recipient }: { recipient?: `0x${string}` }) {
  const { isConnected } = useAccount()
  const sign = useSignMessage()
  const send = useCommand<'account.sendTransaction'>()
  if (!isConnected) return <p>Connect a wallet to sign and send.</p>
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
      {recipient && (
        <section aria-labelledby="send-title">
          <h2 id="send-title">Send 0.01 ETH</h2>
          <button
            type="button"
            onClick={() =>
              send
                .run({
                  type: 'account.sendTransaction',
                  transaction: { to: recipient, value: parseEther('0.01') },
                })
                .catch(() => {})
            }
          >
            Send 0.01 ETH to the second account
          </button>
          <output aria-label="Transaction">
            {send.isPending ? 'Waiting for the wallet…' : (send.data ?? send.error?.message)}
          </output>
        </section>
      )}
    </>
  )
}
