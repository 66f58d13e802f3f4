import { shallowEqual, useLatch, useLatchState, useMessages } from '@latch/hooks'
import { buttonMessages } from '../i18n/buttonMessages'
import { useViews } from '../modal/viewRegistry'
import { warmUpOnIntent } from '../modal/warmUp'
import { Image } from '../primitives/Image'
import { ThemeScope } from '../theme/ThemeScope'

/** The active network; opens the network list. Says so when the wallet is on one not offered. */
export function NetworkButton() {
  const latch = useLatch()
  const { t } = useMessages(buttonMessages)
  const views = useViews()
  // Only what the button shows: the active network's name and image.
  const { caipNetworkId, name, src } = useLatchState((s) => {
    const id = s.networks.activeCaipNetworkId
    const network = id
      ? Object.values(s.networks.byNamespace)
          .flatMap((entry) => entry?.requested ?? [])
          .find((n) => n.caipNetworkId === id)
      : undefined
    const imageId = network?.assets?.imageId
    return {
      caipNetworkId: id,
      name: network?.name,
      src: network?.assets?.imageUrl ?? (imageId ? s.wallets.images[imageId] : undefined),
    }
  }, shallowEqual)
  if (!caipNetworkId) return null
  const shown = name ?? t('unsupportedNetwork')
  return (
    <ThemeScope as="span">
      <button
        type="button"
        className="latch-btn latch-btn--secondary"
        // The name starts with what the button shows (WCAG 2.5.3), then says what it does.
        aria-label={t('changeNetwork', { network: shown })}
        onClick={() => void latch.open({ view: 'Networks' })}
        {...warmUpOnIntent(latch, views, 'Networks')}
      >
        <Image src={src} alt="" name={shown} />
        <span className={name ? undefined : 'latch-error'}>{shown}</span>
      </button>
    </ThemeScope>
  )
}
