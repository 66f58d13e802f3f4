import { describe, expect, it, vi } from 'vitest'
import { createAdapterEvents } from './createAdapterEvents'

describe('createAdapterEvents', () => {
  it('delivers typed payloads to the listeners of that event, until unsubscribed', () => {
    const events = createAdapterEvents()
    const chain = vi.fn()
    const accounts = vi.fn()
    const off = events.on('chainChanged', chain)
    events.on('accountsChanged', accounts)
    events.emit('chainChanged', { connectorId: 'w', caipNetworkId: 'eip155:1' })
    off()
    events.emit('chainChanged', { connectorId: 'w', caipNetworkId: 'eip155:2' })
    expect(chain).toHaveBeenCalledExactlyOnceWith({ connectorId: 'w', caipNetworkId: 'eip155:1' })
    expect(accounts).not.toHaveBeenCalled()
  })

  it('a listener removed during a delivery still gets that one; clear removes all', () => {
    const events = createAdapterEvents()
    const second = vi.fn()
    let offSecond = () => {}
    events.on('disconnect', () => offSecond())
    offSecond = events.on('disconnect', second)
    events.emit('disconnect', { connectorId: 'w' })
    events.emit('disconnect', { connectorId: 'w' })
    expect(second).toHaveBeenCalledTimes(1)
    const third = vi.fn()
    events.on('disconnect', third)
    events.clear()
    events.emit('disconnect', { connectorId: 'w' })
    expect(third).not.toHaveBeenCalled()
  })
})
