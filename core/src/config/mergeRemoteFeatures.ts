import * as z from 'zod/mini'
import type { RemoteFeatures } from '../options/types'
import { lazySchema } from '../validation/lazySchema'
import type { RemoteFeatureEntry } from './remoteConfigSchema'

/** Provider and social lists come as names, or (onramp) as `{ name, feeRange }`. */
const nameList = lazySchema(() => z.array(z.union([z.string(), z.object({ name: z.string() })])))

/** A list feature: [] when disabled, the default when enabled without a config, else its names. */
function enabledList(entry: RemoteFeatureEntry, fallback: string[]): string[] | undefined {
  if (!entry.isEnabled) return []
  if (entry.config === null || entry.config === undefined) return fallback
  const parsed = nameList().safeParse(entry.config)
  if (!parsed.success) return undefined
  return parsed.data.map((item) => (typeof item === 'string' ? item : item.name))
}

export interface MergedRemoteFeatures {
  features: RemoteFeatures
  /** Entries left out: unknown ids, or a config of the wrong shape (that feature keeps its default). */
  ignored: string[]
}

/**
 * The remote config's features over the defaults. A disabled feature is off (an empty provider
 * list, or false); an enabled one takes its config, or keeps the default list when it has none.
 *
 * @example
 * mergeRemoteFeatures(defaults, [{ id: 'swaps', isEnabled: false }]).features.swaps // []
 */
export function mergeRemoteFeatures(
  defaults: RemoteFeatures,
  entries: readonly RemoteFeatureEntry[],
): MergedRemoteFeatures {
  const features: RemoteFeatures = {
    swaps: [...defaults.swaps],
    onramp: [...defaults.onramp],
    email: defaults.email,
    socials: [...defaults.socials],
    activity: defaults.activity,
    branding: defaults.branding,
  }
  const ignored: string[] = []

  for (const entry of entries) {
    switch (entry.id) {
      case 'swaps':
      case 'onramp':
      case 'social_login': {
        const key = entry.id === 'social_login' ? 'socials' : entry.id
        const value = enabledList(entry, features[key])
        if (value) features[key] = value
        else ignored.push(entry.id)
        break
      }
      case 'email':
        features.email = entry.isEnabled
        break
      case 'activity':
        features.activity = entry.isEnabled
        break
      case 'reown_branding':
        features.branding = entry.isEnabled
        break
      default:
        ignored.push(entry.id)
    }
  }
  return { features, ignored }
}
