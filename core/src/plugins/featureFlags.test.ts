import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import type { LatchOptions } from '../options/latchOptions'
import type { LatchFeatureFlags } from '../options/types'
import { definePlugin } from './definePlugin'

// A plugin's flag, as its `LatchFeatureFlags` merge would type it.
type Flags = Partial<Record<keyof LatchFeatureFlags, boolean>>
const tips = (features: Record<string, boolean> = { tips: true }, name = 'tips') =>
  definePlugin({ name, features: features as Flags, setup: () => {} })

const create = (options: Partial<LatchOptions>) =>
  createLatch({ projectId: 'p', window: null, logLevel: 'silent', ...options } as LatchOptions)
const features = (flags: Record<string, unknown>) => flags as LatchOptions['features']

describe('feature flags a plugin declares', () => {
  it('are in state.features with their defaults, and the app sets them like the core’s', () => {
    expect(create({ plugins: [tips()] }).getState().features).toMatchObject({
      tips: true,
      send: true,
    })
    const off = create({ plugins: [tips()], features: features({ tips: false, send: false }) })
    expect(off.getState().features).toMatchObject({ tips: false, send: false })
  })

  it('refuses a flag no registered plugin declares: a typo is caught, not ignored', () => {
    expect(() => create({ plugins: [tips()], features: features({ tipz: true }) })).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTIONS',
        details: 'features: Unrecognized key(s): tipz',
      }),
    )
    expect(() => create({ features: features({ tips: true }) })).toThrow(
      expect.objectContaining({ details: 'features: Unrecognized key(s): tips' }),
    )
  })

  it('takes switches only', () => {
    expect(() => create({ plugins: [tips()], features: features({ tips: 'yes' }) })).toThrow(
      expect.objectContaining({ details: 'features.tips: Expected boolean received "yes"' }),
    )
  })

  it('refuses a flag the core or another plugin has, naming its owner', () => {
    expect(() => create({ plugins: [tips({ send: false })] })).toThrow(
      expect.objectContaining({
        code: 'DUPLICATE_DECLARATION',
        message: 'Feature flag send is already declared by the core',
      }),
    )
    expect(() => create({ plugins: [tips(), tips({ tips: false }, 'other')] })).toThrow(
      expect.objectContaining({ message: 'Feature flag tips is already declared by tips' }),
    )
  })
})
