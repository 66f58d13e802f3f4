import type { CaipNetworkId, ChainNamespace } from '@latch/core'
import { useCommand, useLatchState, useMessages, useModal, useNetwork } from '@latch/hooks'
import { modalMessages } from '../i18n/modalMessages'
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
  const { t } = useMessages(modalMessages)
  const namespace = (viewData.switchToNamespace ??
    network?.chainNamespace ??
    'eip155') as ChainNamespace
  const family = namespace === 'eip155' ? t('evmFamily') : namespaceName(namespace, t)
  const name = network?.name ?? family
  const confirm = useCommand<'network.setActive'>()

  return (
    <Panel
      image={
        network && (
          <Image
            src={networkImage(network, images)}
            alt={t('logo', { name: network.name })}
            name={network.name}
            size="large"
          />
        )
      }
      title={t('switchTo', { name })}
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
            {confirm.isPending ? t('switching') : t('switchTo', { name })}
          </Button>
          <Button block variant="secondary" onClick={() => void back()}>
            {t('cancel')}
          </Button>
        </>
      }
    >
      <p className="latch-muted">{t('noWalletForFamily', { family, name })}</p>
      {confirm.error && <ErrorMessage error={confirm.error} />}
    </Panel>
  )
}
