import { useId } from 'react'
import { parseEther } from 'viem'
import {
  useAccount,
  useConnect,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
} from 'wagmi'

/** What a wagmi app does with its own hooks, through Latch's connection. */
export function WagmiPanel({ recipient }: { recipient: `0x${string}` | undefined }) {
  const titleId = useId()
  const account = useAccount()
  const { connect, connectors, error: connectError } = useConnect()
  const { disconnect } = useDisconnect()
  const { chains, switchChain } = useSwitchChain()
  const sign = useSignMessage()
  const send = useSendTransaction()
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>wagmi</h2>
      <dl>
        <dt>Status</dt>
        <dd>
          <output aria-label="wagmi status">{account.status}</output>
        </dd>
        <dt>Address</dt>
        <dd>
          <output aria-label="wagmi address">{account.address ?? '—'}</output>
        </dd>
        <dt>Chain</dt>
        <dd>
          <output aria-label="wagmi chain">{account.chainId ?? '—'}</output>
        </dd>
      </dl>
      {account.status === 'connected' ? (
        <>
          <button type="button" onClick={() => sign.signMessage({ message: 'Hello from wagmi' })}>
            Sign with wagmi
          </button>
          <output aria-label="wagmi signature">{sign.data ?? sign.error?.message}</output>
          {recipient && (
            <button
              type="button"
              onClick={() => send.sendTransaction({ to: recipient, value: parseEther('0.001') })}
            >
              Send 0.001 with wagmi
            </button>
          )}
          <output aria-label="wagmi transaction">{send.data ?? send.error?.message}</output>
          {chains
            .filter((chain) => chain.id !== account.chainId)
            .map((chain) => (
              <button
                key={chain.id}
                type="button"
                onClick={() => switchChain({ chainId: chain.id })}
              >
                wagmi: switch to {chain.name}
              </button>
            ))}
          <button type="button" onClick={() => disconnect()}>
            Disconnect with wagmi
          </button>
        </>
      ) : (
        connectors.map((connector) => (
          <button key={connector.uid} type="button" onClick={() => connect({ connector })}>
            Connect with wagmi ({connector.name})
          </button>
        ))
      )}
      {connectError && <p role="alert">{connectError.message}</p>}
    </section>
  )
}
