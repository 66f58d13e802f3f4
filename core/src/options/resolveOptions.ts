import {
  DEFAULT_ACCOUNT_TABS,
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_ENDPOINTS,
  DEFAULT_FEATURES,
  DEFAULT_REMOTE_FEATURES,
  DEFAULT_WALLET_FEATURE_ORDER,
  SDK_TYPE,
  SDK_VERSION,
} from '../constants'
import { LatchError } from '../errors/LatchError'
import type { Locale } from '../i18n/locales'
import { parseOrThrow } from '../validation/parse'
import type { LatchOptions } from './latchOptions'
import { type Network, optionsSchemaFor } from './schema'
import type { Features, RemoteFeatures, ResolvedOptions } from './types'

/** The `features` the core has: its switches and its orders. */
const CORE_FEATURE_KEYS = {
  ...DEFAULT_FEATURES,
  connectMethodsOrder: 1,
  connectorOrder: 1,
  walletFeaturesOrder: 1,
  accountTabs: 1,
}

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile/i

/** Mobile when the page's user agent says so; desktop otherwise (and on a server). */
function detectDevice(window: LatchOptions['window']): 'mobile' | 'desktop' {
  const page =
    window === undefined ? (globalThis as { window?: LatchOptions['window'] }).window : window
  return MOBILE_USER_AGENT.test(page?.navigator?.userAgent ?? '') ? 'mobile' : 'desktop'
}

export interface Resolved {
  options: ResolvedOptions
  features: Features
  remoteFeatures: RemoteFeatures
  theme: { themeMode: 'light' | 'dark'; themeVariables: Record<string, string | number> }
  locale: Locale
}

/**
 * Validates `createLatch` options and applies the spec's defaults. A missing project id and
 * siweConfig together with siwx are refused with their own errors; anything else invalid is
 * 'Invalid options' with one `path: message` per issue in the details.
 */
export function resolveOptions(
  input: LatchOptions,
  /** The plugins' feature flags with their defaults (`pluginFeatureFlags`). */
  pluginFlags: Record<string, boolean> = {},
): Resolved {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Partial<LatchOptions>
  if (typeof raw.projectId !== 'string' || raw.projectId.trim() === '') {
    throw new LatchError('PROJECT_ID_NOT_CONFIGURED', {
      details: 'Pass the projectId of your project to createLatch',
    })
  }
  if (raw.siweConfig !== undefined && raw.siwx !== undefined) {
    throw new LatchError('SIWX_CONFIG_CONFLICT', { details: 'Keep only siwx' })
  }
  const parsed = parseOrThrow(optionsSchemaFor(raw), raw, 'INVALID_OPTIONS')
  // A flag the core does not check is a plugin's, or a typo.
  const unknownFlags = Object.keys(parsed.features ?? {}).filter(
    (flag) => !Object.hasOwn(CORE_FEATURE_KEYS, flag) && !Object.hasOwn(pluginFlags, flag),
  )
  if (unknownFlags.length > 0) {
    throw new LatchError('INVALID_OPTIONS', {
      details: `features: Unrecognized key(s): ${unknownFlags.join(', ')}`,
    })
  }
  // Analytics has no hosted default: asked for without a sink, it is a configuration error, not
  // events posted to a host that does not exist. Left to its default, it is on only with one.
  const analyticsSink = parsed.endpoints?.analytics !== undefined
  if (parsed.features?.analytics === true && !analyticsSink) {
    throw new LatchError('INVALID_OPTIONS', {
      details:
        'endpoints.analytics: Required when features.analytics is on (analytics has no hosted default)',
    })
  }

  return {
    options: {
      projectId: parsed.projectId,
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      networks: (parsed.networks ?? []) as Network[],
      defaultNetwork: parsed.defaultNetwork as ResolvedOptions['defaultNetwork'],
      metadata: parsed.metadata,
      endpoints: { ...DEFAULT_ENDPOINTS, ...parsed.endpoints },
      siwxEnabled: parsed.siwx !== undefined || parsed.siweConfig !== undefined,
      verifyOrigin: parsed.verifyOrigin ?? true,
      featuredWalletIds: parsed.featuredWalletIds ?? [],
      includeWalletIds: parsed.includeWalletIds ?? [],
      excludeWalletIds: parsed.excludeWalletIds ?? [],
      embedded: parsed.embedded ?? false,
      enableNetworkSwitch: parsed.enableNetworkSwitch ?? true,
      allowUnsupportedChain: parsed.allowUnsupportedChain ?? false,
      basic: parsed.basic ?? false,
      device: parsed.device ?? detectDevice(raw.window),
    },
    features: {
      ...DEFAULT_FEATURES,
      ...pluginFlags,
      connectMethodsOrder: [...DEFAULT_CONNECT_METHOD_ORDER],
      connectorOrder: [...DEFAULT_CONNECTOR_ORDER],
      walletFeaturesOrder: [...DEFAULT_WALLET_FEATURE_ORDER],
      accountTabs: [...DEFAULT_ACCOUNT_TABS],
      analytics: analyticsSink,
      ...parsed.features,
      // The plugins' flags (`LatchFeatureFlags` merges) are in `pluginFlags`.
    } as Features,
    remoteFeatures: {
      ...DEFAULT_REMOTE_FEATURES,
      swaps: [...DEFAULT_REMOTE_FEATURES.swaps],
      onramp: [...DEFAULT_REMOTE_FEATURES.onramp],
      socials: [...DEFAULT_REMOTE_FEATURES.socials],
    },
    theme: {
      themeMode: parsed.themeMode ?? 'light',
      themeVariables: parsed.themeVariables ?? {},
    },
    locale: parsed.locale ?? 'en',
  }
}
