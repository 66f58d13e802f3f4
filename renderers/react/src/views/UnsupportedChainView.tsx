import { useDisconnect, useLatchState, useNetwork, useSwitchNetwork } from '@latch/hooks'
import { Button } from '../primitives/Button'
import { ErrorMessage } from '../primitives/ErrorMessage'
import { NetworkList } from '../primitives/NetworkList'

/**
 * UnsupportedChain (spec §2): the wallet is on a network the app does not offer. Pick one of the
 * app's networks (`network.switch`), or disconnect.
 */
export default function UnsupportedChainView() {
  const { networks, caipNetworkId } = useNetwork()
  const images = useLatchState((s) => s.wallets.images)
  const failed = useLatchState((s) =>
    s.networks.switchAttempt?.status === 'failed'
      ? s.networks.switchAttempt.error.message
      : undefined,
  )
  const switching = useSwitchNetwork()
  const { disconnect, isPending: disconnecting, error: disconnectError } = useDisconnect()
  const message = switching.error?.message ?? failed ?? disconnectError?.message

  return (
    <>
      <div className="latch-center">
        <h3 className="latch-panel__title">This app doesn't support your current network</h3>
        <p className="latch-muted">Switch to one of these networks, or disconnect.</p>
      </div>
      {message && <ErrorMessage>{message}</ErrorMessage>}
      <NetworkList
        label="Networks this app supports"
        networks={networks}
        activeId={caipNetworkId}
        images={images}
        disabled={switching.isPending}
        onPick={(network) => void switching.switchNetwork(network.caipNetworkId).catch(() => {})}
      />
      <Button
        variant="danger"
        block
        disabled={disconnecting}
        onClick={() => void disconnect().catch(() => {})}
      >
        Disconnect
      </Button>
    </>
  )
}
