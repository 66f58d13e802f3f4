import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce'

describe('loadOnce', () => {
  it('loads on the first call only and shares the result', async () => {
    const load = vi.fn(async () => ({ ready: true }))
    const controller = loadOnce(load)
    expect(controller.started()).toBeUndefined()
    const [a, b] = await Promise.all([controller(), controller()])
    expect(a).toBe(b)
    expect(controller.loaded()).toBe(a)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries a failed load again on the next call', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk not fetched'))
      .mockResolvedValue('in')
    const controller = loadOnce(load)
    await expect(controller()).rejects.toThrow('chunk not fetched')
    expect(controller.started()).toBeUndefined()
    await expect(controller()).resolves.toBe('in')
  })
})
