import type { LatchState, WalletFeature } from '@latch/core'
import { shallowEqual, useLatchState, useMessages, useModal } from '@latch/hooks'
import { modalMessages } from '../i18n/modalMessages'
import { findView, useViews } from '../modal/viewRegistry'
import { Button } from '../primitives/Button'

interface WalletFeatureEntry {
  label: 'featureBuy' | 'featureSwap' | 'featureReceive' | 'featureSend'
  /** The plugin that provides the feature: without it registered, the button is not shown. */
  plugin: string
  /** Whether the app (features) or the project (remote features) turned the feature on. */
  enabled(state: LatchState): boolean
}

/** The wallet features of spec §1 and the feature plugins that provide them (design: plugins). */
export const walletFeatureEntries: Record<WalletFeature, WalletFeatureEntry> = {
  onramp: {
    label: 'featureBuy',
    plugin: 'onramp',
    enabled: (s) => s.remoteFeatures.onramp.length > 0,
  },
  swaps: {
    label: 'featureSwap',
    plugin: 'swap',
    enabled: (s) => s.remoteFeatures.swaps.length > 0,
  },
  // Receiving shows the address for a transfer: a screen of the send plugin.
  receive: {
    label: 'featureReceive',
    plugin: 'send',
    enabled: (s) => s.features.receive,
  },
  send: { label: 'featureSend', plugin: 'send', enabled: (s) => s.features.send },
}

/**
 * The wallet features to offer, in the app's order (`features.walletFeaturesOrder`): turned on,
 * and provided by a plugin that is registered and set up.
 */
export function availableWalletFeatures(state: LatchState): WalletFeature[] {
  return state.features.walletFeaturesOrder.filter((feature) => {
    const entry = walletFeatureEntries[feature]
    return state.pluginStatus[entry.plugin]?.status === 'ready' && entry.enabled(state)
  })
}

/** The wallet feature buttons (buy, swap, receive, send) the app has; nothing when it has none. */
export function WalletFeatures() {
  const features = useLatchState(availableWalletFeatures, shallowEqual)
  const { push } = useModal()
  const { t } = useMessages(modalMessages)
  // The view comes with its plugin's set (LatchUI's `views`), which names its feature: without
  // it, no button.
  const views = useViews()
  const shown = features.flatMap((feature) => {
    const view = findView(views, (v) => v.walletFeature === feature)
    return view ? [{ feature, label: walletFeatureEntries[feature].label, view }] : []
  })
  if (shown.length === 0) return null
  return (
    <div className="latch-features">
      {shown.map(({ feature, label, view }) => (
        <Button key={feature} variant="secondary" onClick={() => void push(view)}>
          {t(label)}
        </Button>
      ))}
    </div>
  )
}
