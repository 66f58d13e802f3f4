import { describe, expect, it } from 'vitest'
import { lazyComponent } from './lazyComponent'

const View = () => null

describe('lazyComponent', () => {
  it('loads once, however many ask', async () => {
    let loads = 0
    const lazy = lazyComponent(async () => {
      loads++
      return { default: View }
    })
    expect(lazy.current()).toBeUndefined()
    await Promise.all([lazy.load(), lazy.load()])
    await lazy.load()
    expect(lazy.current()).toBe(View)
    expect(loads).toBe(1)
  })

  it('fetches a chunk that failed (a network blip) again on the next call', async () => {
    let loads = 0
    const lazy = lazyComponent(async () => {
      loads++
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return { default: View }
    })
    await expect(lazy.load()).rejects.toThrow('Failed to fetch')
    expect(lazy.current()).toBeUndefined()
    await expect(lazy.load()).resolves.toBe(View)
    expect(loads).toBe(2)
  })
})
