import type { Network } from '@latch/core'
import {
  useAccount,
  useDisconnect,
  useLatchState,
  useModal,
  useNetwork,
  useSwitchNetwork,
} from '@latch/hooks'
import { familyName } from './familyName'

/** The app's networks by chain family, in the app's order. */
function byFamily(networks: Network[]) {
  const groups = new Map<string, Network[]>()
  for (const network of networks) {
    const family = familyName(network.chainNamespace)
    groups.set(family, [...(groups.get(family) ?? []), network])
  }
  return [...groups]
}

/**
 * The header's wallet controls: a network select (every chain family), then Connect or the active
 * family's account, Disconnect (that family only) and, with several connected, Disconnect all.
 */
export function AccountBar() {
  const account = useAccount()
  const { open } = useModal()
  const { networks, caipNetworkId } = useNetwork()
  const { switchNetwork, error: switchError } = useSwitchNetwork()
  const { disconnect, disconnectAll } = useDisconnect()
  const connectedCount = useLatchState(
    (s) => Object.values(s.accounts).filter((a) => a?.status === 'connected' && a.address).length,
  )
  return (
    <nav aria-label="Wallet">
      <select
        aria-label="Network"
        value={caipNetworkId ?? ''}
        onChange={(event) =>
          switchNetwork(event.target.value as `${string}:${string}`).catch(() => {})
        }
      >
        {byFamily(networks).map(([family, members]) => (
          <optgroup key={family} label={family}>
            {members.map((network) => (
              <option key={network.caipNetworkId} value={network.caipNetworkId}>
                {network.name}
              </option>
            ))}
          </optgroup>
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
          {connectedCount > 1 && (
            <button type="button" onClick={() => disconnectAll().catch(() => {})}>
              Disconnect all
            </button>
          )}
        </>
      ) : (
        <button type="button" onClick={() => void open()}>
          Connect wallet
        </button>
      )}
    </nav>
  )
}
