import type { CaipNetworkId } from '@latch/core'
import { useCommand, useLatchState, useModal, useNetwork } from '@latch/hooks'
import { Button } from '../primitives/Button'
import { ErrorMessage } from '../primitives/ErrorMessage'
import { Image } from '../primitives/Image'
import { networkImage } from '../primitives/NetworkList'
import { Panel } from '../primitives/Panel'
import { Spinner } from '../primitives/Spinner'

/**
 * SwitchNetwork (spec §2): waits while the wallet is asked to switch; the core goes back when it
 * is done or failed. Shown with a failed attempt, it says why and offers Try again.
 */
export default function SwitchNetworkView() {
  const { viewData } = useModal()
  const target = viewData.caipNetworkId as CaipNetworkId | undefined
  const { networks, caipNetworkId: activeId } = useNetwork()
  const network = networks.find((n) => n.caipNetworkId === target)
  const images = useLatchState((s) => s.wallets.images)
  const attempt = useLatchState((s) => s.networks.switchAttempt)
  const retry = useCommand<'network.setActive'>()
  const name = network?.name ?? 'the network'
  const image = network ? (
    <Image
      src={networkImage(network, images)}
      alt={`${network.name} logo`}
      name={network.name}
      size="large"
    />
  ) : undefined

  if (target && activeId === target) {
    return <Panel image={image} title={`Switched to ${name}`} />
  }
  const failed = attempt?.status === 'failed' && attempt.caipNetworkId === target
  if (failed && !retry.isPending) {
    return (
      <Panel
        image={image}
        title={`Switch to ${name}`}
        actions={
          <Button
            onClick={() => {
              if (target)
                retry.run({ type: 'network.setActive', caipNetworkId: target }).catch(() => {})
            }}
          >
            Try again
          </Button>
        }
      >
        <ErrorMessage>{attempt.error.message}</ErrorMessage>
      </Panel>
    )
  }
  return (
    <Panel image={image} title="Approve in your wallet">
      <p className="latch-muted">Switch to {name} in your wallet to continue.</p>
      <Spinner label={`Switching to ${name}`} />
    </Panel>
  )
}
