import { DEFAULT_FEATURES } from '../constants'
import { LatchError } from '../errors/LatchError'
import type { LatchPlugin } from './types'

/**
 * The plugins' feature flags with their defaults (`LatchPlugin.features`), read before the options
 * are checked so that the app's `features` may set them. A flag the core or an earlier plugin has
 * is refused (DUPLICATE_DECLARATION).
 */
export function pluginFeatureFlags(plugins: unknown): Record<string, boolean> {
  const flags: Record<string, boolean> = {}
  const owners = new Map<string, string>()
  for (const plugin of Array.isArray(plugins) ? (plugins as Partial<LatchPlugin>[]) : []) {
    for (const [flag, value] of Object.entries(plugin?.features ?? {})) {
      const owner = Object.hasOwn(DEFAULT_FEATURES, flag) ? 'the core' : owners.get(flag)
      if (owner !== undefined) {
        throw new LatchError('DUPLICATE_DECLARATION', {
          params: { kind: 'Feature flag', key: flag, owner },
        })
      }
      owners.set(flag, String(plugin?.name))
      flags[flag] = value === true
    }
  }
  return flags
}
