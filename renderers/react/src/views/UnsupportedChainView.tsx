import {
  useDisconnect,
  useLatchState,
  useMessages,
  useNetwork,
  useSwitchNetwork,
} from '@latch/hooks'
import { modalMessages } from '../i18n/modalMessages'
import { Button } from '../primitives/Button'
import { ErrorMessage } from '../primitives/ErrorMessage'
import { NetworkList } from '../primitives/NetworkList'

/**
 * UnsupportedChain (spec §2): the wallet is on a network the app does not offer. Pick one of the
 * app's networks (`network.switch`), or disconnect.
 */
export default function UnsupportedChainView() {
  const { networks, caipNetworkId } = useNetwork()
  const { t } = useMessages(modalMessages)
  const images = useLatchState((s) => s.wallets.images)
  const failed = useLatchState((s) =>
    s.networks.switchAttempt?.status === 'failed' ? s.networks.switchAttempt.error : undefined,
  )
  const switching = useSwitchNetwork()
  const { disconnect, isPending: disconnecting, error: disconnectError } = useDisconnect()
  const shown = switching.error ?? failed ?? disconnectError

  return (
    <>
      <div className="latch-center">
        <h3 className="latch-panel__title">{t('unsupportedTitle')}</h3>
        <p className="latch-muted">{t('unsupportedHint')}</p>
      </div>
      {shown && <ErrorMessage error={shown} />}
      <NetworkList
        label={t('supportedNetworks')}
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
        {t('disconnect')}
      </Button>
    </>
  )
}
