import type { CaipNetworkId, ChainNamespace } from '@latch/core'
import { useCommand, useLatchState, useModal, useNetwork } from '@latch/hooks'
import { Button } from '../primitives/Button'
import { ErrorMessage } from '../primitives/ErrorMessage'
import { Image } from '../primitives/Image'
import { namespaceName, networkImage } from '../primitives/NetworkList'
import { Panel } from '../primitives/Panel'

/**
 * SwitchActiveChain (spec §2): the user picked a network of another chain family where they have
 * no account yet. Switch is `network.setActive` (the core then goes to Connect); Cancel goes back.
 */
export default function SwitchActiveChainView() {
  const { viewData, back } = useModal()
  const target = viewData.caipNetworkId as CaipNetworkId | undefined
  const { networks } = useNetwork()
  const network = networks.find((n) => n.caipNetworkId === target)
  const images = useLatchState((s) => s.wallets.images)
  const family = namespaceName(
    (viewData.switchToNamespace ?? network?.chainNamespace ?? 'eip155') as ChainNamespace,
  )
  const name = network?.name ?? family
  const confirm = useCommand<'network.setActive'>()

  return (
    <Panel
      image={
        network && (
          <Image
            src={networkImage(network, images)}
            alt={`${network.name} logo`}
            name={network.name}
            size="large"
          />
        )
      }
      title={`Switch to ${name}`}
      actions={
        <>
          <Button
            block
            disabled={!target || confirm.isPending}
            onClick={() => {
              if (target)
                confirm.run({ type: 'network.setActive', caipNetworkId: target }).catch(() => {})
            }}
          >
            {confirm.isPending ? 'Switching…' : `Switch to ${name}`}
          </Button>
          <Button block variant="secondary" onClick={() => void back()}>
            Cancel
          </Button>
        </>
      }
    >
      <p className="latch-muted">
        You have no wallet connected for {family} networks yet. Switch to {name}, then connect a{' '}
        {family} wallet.
      </p>
      {confirm.error && <ErrorMessage>{confirm.error.message}</ErrorMessage>}
    </Panel>
  )
}
