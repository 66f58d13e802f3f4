import { describe, expect, it, vi } from 'vitest'
import { createStore } from './createStore'

const initial = () => ({ count: 0, user: { name: 'ada', tags: ['a'] }, other: 1 })

describe('createStore', () => {
  it('gives frozen snapshots and replaces them on update', () => {
    const store = createStore(initial())
    const before = store.getState()
    expect(Object.isFrozen(before)).toBe(true)
    expect(Object.isFrozen(before.user.tags)).toBe(true)
    store.update((draft) => {
      draft.count += 1
    })
    const after = store.getState()
    expect(after).not.toBe(before)
    expect(before.count).toBe(0)
    expect(after.count).toBe(1)
    expect(after.user).toBe(before.user) // untouched branches are shared
    expect(Object.isFrozen(after)).toBe(true)
    expect(store.getInitialState()).toBe(before)
  })

  it('refuses direct mutation of a snapshot', () => {
    const store = createStore(initial())
    expect(() => {
      ;(store.getState() as { count: number }).count = 5
    }).toThrow()
  })

  it('notifies a subscriber only when its selected value changes', () => {
    const store = createStore(initial())
    const onCount = vi.fn()
    const onOther = vi.fn()
    store.subscribe((s) => s.count, onCount)
    store.subscribe((s) => s.other, onOther)
    store.update((d) => {
      d.count = 2
    })
    expect(onCount).toHaveBeenCalledExactlyOnceWith(2, 0)
    expect(onOther).not.toHaveBeenCalled()
  })

  it('does not notify for an update that changes nothing', () => {
    const store = createStore(initial())
    const listener = vi.fn()
    store.subscribe((s) => s, listener)
    store.update(() => {})
    store.update((d) => {
      d.count = 0
    })
    expect(listener).not.toHaveBeenCalled()
  })

  it('honours a custom equality function', () => {
    const store = createStore(initial())
    const listener = vi.fn()
    store.subscribe(
      (s) => ({ name: s.user.name }),
      listener,
      (a, b) => a.name === b.name,
    )
    store.update((d) => {
      d.count = 1 // selector returns a new object, but equal by name
    })
    expect(listener).not.toHaveBeenCalled()
    store.update((d) => {
      d.user.name = 'grace'
    })
    expect(listener).toHaveBeenCalledOnce()
  })

  it('batches several updates into one notification', () => {
    const store = createStore(initial())
    const listener = vi.fn()
    store.subscribe((s) => s, listener)
    const result = store.batch(() => {
      store.update((d) => {
        d.count = 1
      })
      store.batch(() => {
        store.update((d) => {
          d.other = 2
        })
      })
      store.update((d) => {
        d.count = 3
      })
      return 'done'
    })
    expect(result).toBe('done')
    expect(listener).toHaveBeenCalledOnce()
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ count: 3, other: 2 })
  })

  it('still notifies when a batch throws after updating', () => {
    const store = createStore(initial())
    const listener = vi.fn()
    store.subscribe((s) => s.count, listener)
    expect(() =>
      store.batch(() => {
        store.update((d) => {
          d.count = 9
        })
        throw new Error('late failure')
      }),
    ).toThrow('late failure')
    expect(listener).toHaveBeenCalledExactlyOnceWith(9, 0)
  })

  it('keeps notifying others when one listener throws, and reports it', () => {
    const onListenerError = vi.fn()
    const store = createStore(initial(), { onListenerError })
    const second = vi.fn()
    store.subscribe(
      (s) => s.count,
      () => {
        throw new Error('bad listener')
      },
    )
    store.subscribe((s) => s.count, second)
    store.update((d) => {
      d.count = 1
    })
    expect(second).toHaveBeenCalledOnce()
    expect(onListenerError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'bad listener' }),
    )
  })

  it('stops notifying after unsubscribe, even one removed during a notification', () => {
    const store = createStore(initial())
    const late = vi.fn()
    let unsubscribeLate = () => {}
    store.subscribe(
      (s) => s.count,
      () => unsubscribeLate(),
    )
    unsubscribeLate = store.subscribe((s) => s.count, late)
    store.update((d) => {
      d.count = 1
    })
    expect(late).not.toHaveBeenCalled()
  })

  it('lets a listener update the store, and subscribers see the final value', () => {
    const store = createStore(initial())
    const seen: number[] = []
    store.subscribe(
      (s) => s.count,
      (count) => {
        if (count === 1)
          store.update((d) => {
            d.other = 100
          })
      },
    )
    store.subscribe(
      (s) => s.other,
      (other) => seen.push(other),
    )
    store.update((d) => {
      d.count = 1
    })
    expect(seen).toEqual([100])
  })

  it('restore puts back an earlier snapshot and clear drops every subscription', () => {
    const store = createStore(initial())
    const snapshot = store.getState()
    const listener = vi.fn()
    store.subscribe((s) => s.count, listener)
    store.update((d) => {
      d.count = 5
    })
    store.restore(snapshot)
    expect(store.getState()).toBe(snapshot)
    expect(listener).toHaveBeenLastCalledWith(0, 5)
    store.clear()
    store.update((d) => {
      d.count = 7
    })
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
