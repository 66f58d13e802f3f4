import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from './createEmitter'

describe('createEmitter', () => {
  it('delivers typed payloads to the listeners of that event until they leave', () => {
    const events = createEmitter<{ changed: string[]; gone: undefined }>()
    const changed = vi.fn()
    const stop = events.on('changed', changed)
    const other = vi.fn()
    events.on('changed', other)
    events.emit('changed', ['0xabc'])
    events.off('changed', other)
    stop()
    events.emit('changed', ['0xdef'])
    expect(changed).toHaveBeenCalledTimes(1)
    expect(changed).toHaveBeenCalledWith(['0xabc'])
    expect(other).toHaveBeenCalledTimes(1)
  })

  it('keeps a delivery as it started when a listener leaves during it', () => {
    const events = createEmitter<{ gone: undefined }>()
    const second = vi.fn()
    events.on('gone', () => events.off('gone', second))
    events.on('gone', second)
    events.emit('gone', undefined)
    events.emit('gone', undefined)
    expect(second).toHaveBeenCalledTimes(1)
  })
})
