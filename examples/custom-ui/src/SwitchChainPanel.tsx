import { useCommand, useModal, useNetwork } from '@latch/hooks'
import { familyName } from './familyName'

/**
 * The core's SwitchActiveChain step: the user picked a network of another chain family where no
 * wallet is connected. Switching makes it active and the core moves on to Connect, where the
 * picker lists that family's wallets.
 */
export function SwitchChainPanel() {
  const { viewData, close } = useModal()
  const { networks } = useNetwork()
  const network = networks.find((n) => n.caipNetworkId === viewData.caipNetworkId)
  const name = network?.name ?? 'the network'
  const family = familyName(viewData.switchToNamespace ?? network?.chainNamespace)
  const confirm = useCommand<'network.setActive'>()
  return (
    <>
      <h2 id="wallets-title">Switch to {name}</h2>
      <p>
        No {family} wallet is connected yet. Switch to {name}, then connect a {family} wallet.
      </p>
      <button
        type="button"
        disabled={!network || confirm.isPending}
        onClick={() => {
          if (network)
            confirm
              .run({ type: 'network.setActive', caipNetworkId: network.caipNetworkId })
              .catch(() => {})
        }}
      >
        Switch and connect a wallet
      </button>
      {confirm.error && (
        <p role="alert" className="error">
          {confirm.error.message}
        </p>
      )}
      <button type="button" onClick={() => void close()}>
        Cancel
      </button>
    </>
  )
}
