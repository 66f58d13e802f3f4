import { describe, expect, it } from 'vitest'
import { DEFAULT_REMOTE_FEATURES } from '../constants'
import type { RemoteFeatures } from '../options/types'
import { mergeRemoteFeatures } from './mergeRemoteFeatures'

const defaults: RemoteFeatures = {
  swaps: [...DEFAULT_REMOTE_FEATURES.swaps],
  onramp: [...DEFAULT_REMOTE_FEATURES.onramp],
  email: DEFAULT_REMOTE_FEATURES.email,
  socials: [...DEFAULT_REMOTE_FEATURES.socials],
  activity: DEFAULT_REMOTE_FEATURES.activity,
  branding: DEFAULT_REMOTE_FEATURES.branding,
}

describe('mergeRemoteFeatures', () => {
  it('keeps the defaults when the config says nothing', () => {
    expect(mergeRemoteFeatures(defaults, [])).toEqual({ features: defaults, ignored: [] })
  })

  it('reads every feature of the remote config (ids of the Provider API)', () => {
    const { features, ignored } = mergeRemoteFeatures(defaults, [
      { id: 'swaps', isEnabled: true, config: ['0x'] },
      { id: 'onramp', isEnabled: true, config: [{ name: 'meld', feeRange: '1-2%' }, 'coinbase'] },
      { id: 'email', isEnabled: false, config: null },
      { id: 'social_login', isEnabled: true, config: ['google', 'github'] },
      { id: 'activity', isEnabled: false, config: null },
      { id: 'reown_branding', isEnabled: false, config: null },
    ])
    expect(features).toEqual({
      swaps: ['0x'],
      onramp: ['meld', 'coinbase'],
      email: false,
      socials: ['google', 'github'],
      activity: false,
      branding: false,
    })
    expect(ignored).toEqual([])
  })

  it('turns a disabled list feature into an empty list', () => {
    const { features } = mergeRemoteFeatures(defaults, [
      { id: 'swaps', isEnabled: false, config: ['1inch'] },
      { id: 'social_login', isEnabled: false },
    ])
    expect(features.swaps).toEqual([])
    expect(features.socials).toEqual([])
  })

  it('keeps the default list for an enabled feature without a config', () => {
    const { features } = mergeRemoteFeatures(defaults, [{ id: 'onramp', isEnabled: true }])
    expect(features.onramp).toEqual(['coinbase', 'meld'])
  })

  it('ignores unknown ids and configs of the wrong shape, keeping those defaults', () => {
    const { features, ignored } = mergeRemoteFeatures(defaults, [
      { id: 'swaps', isEnabled: true, config: 'everything' },
      { id: 'teleport', isEnabled: true },
    ])
    expect(features).toEqual(defaults)
    expect(ignored).toEqual(['swaps', 'teleport'])
  })

  it('does not share arrays with the defaults', () => {
    const { features } = mergeRemoteFeatures(defaults, [])
    expect(features.swaps).not.toBe(defaults.swaps)
  })
})
