import { useLatchState, useModal, useNetwork } from '@latch/hooks'
import { Image } from '../primitives/Image'
import { ThemeScope } from '../theme/ThemeScope'

/** The active network; opens the network list. Says so when the wallet is on one not offered. */
export function NetworkButton() {
  const { network, caipNetworkId } = useNetwork()
  const images = useLatchState((s) => s.wallets.images)
  const { open } = useModal()
  if (!caipNetworkId) return null
  const name = network?.name ?? 'Unsupported network'
  const imageId = network?.assets?.imageId
  const src = network?.assets?.imageUrl ?? (imageId ? images[imageId] : undefined)
  return (
    <ThemeScope as="span">
      <button
        type="button"
        className="latch-btn latch-btn--secondary"
        aria-label={`Network ${name}, change network`}
        onClick={() => void open({ view: 'Networks' })}
      >
        <Image src={src} alt="" name={name} />
        <span className={network ? undefined : 'latch-error'}>{name}</span>
      </button>
    </ThemeScope>
  )
}
