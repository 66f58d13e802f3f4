import type { CaipNetworkId } from '@latch/core'
import { useCommand, useLatchState, useMessages, useModal, useNetwork } from '@latch/hooks'
import { modalMessages } from '../i18n/modalMessages'
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
  const { t } = useMessages(modalMessages)
  const name = network?.name ?? t('theNetwork')
  const image = network ? (
    <Image
      src={networkImage(network, images)}
      alt={t('logo', { name: network.name })}
      name={network.name}
      size="large"
    />
  ) : undefined

  if (target && activeId === target) {
    return <Panel image={image} title={t('switchedTo', { name })} />
  }
  const failed = attempt?.status === 'failed' && attempt.caipNetworkId === target
  if (failed && !retry.isPending) {
    return (
      <Panel
        image={image}
        title={t('switchTo', { name })}
        actions={
          <Button
            onClick={() => {
              if (target)
                retry.run({ type: 'network.setActive', caipNetworkId: target }).catch(() => {})
            }}
          >
            {t('tryAgain')}
          </Button>
        }
      >
        <ErrorMessage error={attempt.error} />
      </Panel>
    )
  }
  return (
    <Panel image={image} title={t('approveInWallet')}>
      <p className="latch-muted">{t('switchInWallet', { name })}</p>
      <Spinner label={t('switchingTo', { name })} />
    </Panel>
  )
}
