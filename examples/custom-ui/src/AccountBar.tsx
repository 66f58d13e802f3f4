import { useAccount, useDisconnect, useModal, useNetwork, useSwitchNetwork } from '@latch/hooks'

/** The header's wallet controls: a network select, then Connect or the account and Disconnect. */
export function AccountBar() {
  const account = useAccount()
  const { open } = useModal()
  const { networks, caipNetworkId } = useNetwork()
  const { switchNetwork, error: switchError } = useSwitchNetwork()
  const { disconnect } = useDisconnect()
  return (
    <nav aria-label="Wallet">
      <select
        aria-label="Network"
        value={caipNetworkId ?? ''}
        onChange={(event) =>
          switchNetwork(event.target.value as `${string}:${string}`).catch(() => {})
        }
      >
        {networks.map((network) => (
          <option key={network.caipNetworkId} value={network.caipNetworkId}>
            {network.name}
          </option>
        ))}
      </select>
      {switchError && (
        <span role="alert" className="error">
          {switchError.message}
        </span>
      )}
      {account.isConnected ? (
        <>
          <fieldset aria-label="Account">
            {account.address} · {account.balance ?? '…'} {account.balanceSymbol}
          </fieldset>
          <button type="button" onClick={() => disconnect().catch(() => {})}>
            Disconnect
          </button>
        </>
      ) : (
        <button type="button" onClick={() => void open()}>
          Connect wallet
        </button>
      )}
    </nav>
  )
}
