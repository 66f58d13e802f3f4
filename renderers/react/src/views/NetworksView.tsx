import { useLatchState, useMessages, useNetwork, useSwitchNetwork } from '@latch/hooks'
import { modalMessages } from '../i18n/modalMessages'
import { ErrorMessage } from '../primitives/ErrorMessage'
import { NetworkList } from '../primitives/NetworkList'

/**
 * Networks: the app's networks, the active one marked. Picking one is `network.switch`: the core
 * decides whether to ask first (SwitchActiveChain), wait on the wallet (SwitchNetwork) or switch.
 */
export default function NetworksView() {
  const { networks, caipNetworkId } = useNetwork()
  const { t } = useMessages(modalMessages)
  const images = useLatchState((s) => s.wallets.images)
  const enabled = useLatchState((s) => s.options.enableNetworkSwitch)
  // A wallet switch that failed while SwitchNetwork showed (the core came back here).
  const failed = useLatchState((s) =>
    s.networks.switchAttempt?.status === 'failed' ? s.networks.switchAttempt.error : undefined,
  )
  const { switchNetwork, error, isPending } = useSwitchNetwork()
  const shown = error ?? failed

  return (
    <>
      {!enabled && <p className="latch-muted latch-center">{t('switchingNotAllowed')}</p>}
      {shown && <ErrorMessage error={shown} />}
      <NetworkList
        label={t('networks')}
        networks={networks}
        activeId={caipNetworkId}
        images={images}
        disabled={!enabled || isPending}
        onPick={(network) => void switchNetwork(network.caipNetworkId).catch(() => {})}
      />
    </>
  )
}
