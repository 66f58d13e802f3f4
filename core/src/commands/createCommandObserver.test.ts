import { createTestLatch, type TestLatch } from '@latch/testkit'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { sleep } from '../clock/clock'
import { LatchError } from '../errors/LatchError'
import { definePlugin } from '../plugins/definePlugin'
import { createCommandObserver } from './createCommandObserver'

declare module '../bus/types' {
  interface LatchCommands {
    /** Answers `value` after `ms` on the client's clock. */
    'observed.echo': { params: { value: string; ms: number }; result: string }
    /** Fails after `ms` the way a wallet does: a plain object with an EIP-1193 code. */
    'observed.reject': { params: { ms: number }; result: never }
  }
}

const observed = definePlugin({
  name: 'observed',
  setup(ctx) {
    ctx.handle('observed.echo', async ({ value, ms }) => {
      await sleep(ctx.clock, ms)
      return value
    })
    ctx.handle('observed.reject', async ({ ms }) => {
      await sleep(ctx.clock, ms)
      throw { code: 4001, message: 'User denied the request' }
    })
  },
})

const latches: TestLatch[] = []
afterEach(() => {
  for (const latch of latches.splice(0)) latch.destroy()
})

function setup() {
  const latch = createTestLatch({ plugins: [observed] })
  latches.push(latch)
  return latch
}

const echo = (value: string, ms: number) => ({ type: 'observed.echo' as const, value, ms })

describe('createCommandObserver', () => {
  it('is idle, then pending, then holds the result; listeners hear each change once', async () => {
    const latch = setup()
    const observer = createCommandObserver<'observed.echo'>(latch)
    const listener = vi.fn()
    observer.subscribe(listener)
    expect(observer.getState()).toEqual({
      status: 'idle',
      isPending: false,
      data: undefined,
      error: null,
    })

    const running = observer.run(echo('hello', 100))
    expect(observer.getState()).toMatchObject({ status: 'pending', isPending: true })
    const pending = observer.getState()
    // A second run while one is pending changes nothing a renderer shows.
    const again = observer.run(echo('again', 100))
    expect(observer.getState()).toBe(pending)

    await latch.clock.advanceAsync(100)
    await expect(running).resolves.toBe('hello')
    await expect(again).resolves.toBe('again')
    expect(observer.getState()).toEqual({
      status: 'success',
      isPending: false,
      data: 'again',
      error: null,
    })
    expect(listener.mock.calls).toEqual([[pending], [observer.getState()]])
    expectTypeOf(observer.getState().data).toEqualTypeOf<string | undefined>()
  })

  it('lets the latest run win over a slow earlier one; each caller still gets its own result', async () => {
    const latch = setup()
    const observer = createCommandObserver<'observed.echo'>(latch)
    const listener = vi.fn()
    observer.subscribe(listener)
    const slow = observer.run(echo('slow', 1_000))
    await latch.clock.advanceAsync(10)
    const fast = observer.run(echo('fast', 10))

    await latch.clock.advanceAsync(10)
    await expect(fast).resolves.toBe('fast')
    expect(observer.getState()).toMatchObject({ status: 'success', data: 'fast' })
    const calls = listener.mock.calls.length

    await latch.clock.advanceAsync(1_000)
    await expect(slow).resolves.toBe('slow')
    expect(observer.getState()).toMatchObject({ status: 'success', data: 'fast' })
    expect(listener).toHaveBeenCalledTimes(calls)
  })

  it('a slow earlier failure does not overwrite a newer success', async () => {
    const latch = setup()
    const observer = createCommandObserver<'observed.echo' | 'observed.reject'>(latch)
    const failing = observer.run({ type: 'observed.reject', ms: 1_000 })
    const newer = observer.run(echo('newer', 10))
    await latch.clock.advanceAsync(1_000)
    await expect(newer).resolves.toBe('newer')
    await expect(failing).rejects.toBeInstanceOf(LatchError)
    expect(observer.getState()).toMatchObject({ status: 'success', data: 'newer', error: null })
  })

  it('reset during a run goes back to idle, and the run ending later changes nothing', async () => {
    const latch = setup()
    const observer = createCommandObserver<'observed.echo'>(latch)
    const listener = vi.fn()
    observer.subscribe(listener)
    const running = observer.run(echo('late', 500))
    observer.reset()
    expect(observer.getState().status).toBe('idle')
    expect(listener).toHaveBeenCalledTimes(2) // pending, idle

    await latch.clock.advanceAsync(500)
    await expect(running).resolves.toBe('late')
    expect(observer.getState().status).toBe('idle')
    expect(listener).toHaveBeenCalledTimes(2)
    // Resetting what is already idle is no change: nobody hears of it.
    observer.reset()
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it("maps a wallet's error to the LatchError it means, in the state and for the caller", async () => {
    const latch = setup()
    const observer = createCommandObserver<'observed.reject'>(latch)
    const running = observer.run({ type: 'observed.reject', ms: 50 })
    const caught = running.catch((error: unknown) => error)
    await latch.clock.advanceAsync(50)
    const error = await caught
    expect(error).toBeInstanceOf(LatchError)
    expect(error).toMatchObject({ code: 'USER_REJECTED_REQUEST', rpcCode: 4001 })
    expect(observer.getState()).toEqual({
      status: 'error',
      isPending: false,
      data: undefined,
      error,
    })
    expect(observer.getState().error?.message).toBe('User rejected the request')
  })

  it('a destroyed client fails the run with its LatchError', async () => {
    const latch = setup()
    const observer = createCommandObserver<'observed.echo'>(latch)
    latch.destroy()
    await expect(observer.run(echo('x', 0))).rejects.toMatchObject({ code: 'CLIENT_DESTROYED' })
    expect(observer.getState()).toMatchObject({
      status: 'error',
      error: { code: 'CLIENT_DESTROYED' },
    })
  })

  it('stops notifying a listener that unsubscribed; a later subscriber reads what happened meanwhile', async () => {
    const latch = setup()
    const observer = createCommandObserver<'observed.echo'>(latch)
    const staying = vi.fn()
    const leaving = vi.fn()
    const unsubscribeStaying = observer.subscribe(staying)
    const unsubscribeLeaving = observer.subscribe(leaving)
    unsubscribeLeaving()
    unsubscribeLeaving()
    const first = observer.run(echo('first', 10))
    expect([staying.mock.calls.length, leaving.mock.calls.length]).toEqual([1, 0])

    unsubscribeStaying()
    await latch.clock.advanceAsync(10)
    await first
    expect([staying.mock.calls.length, leaving.mock.calls.length]).toEqual([1, 0])
    // The run kept its outcome: whoever subscribes again (a view shown again) reads it.
    expect(observer.getState()).toMatchObject({ status: 'success', data: 'first' })
    const returning = vi.fn()
    observer.subscribe(returning)
    const second = observer.run(echo('second', 10))
    await latch.clock.advanceAsync(10)
    await second
    expect(returning).toHaveBeenCalledTimes(2)
    expect(staying).toHaveBeenCalledTimes(1)
  })

  it('a listener that unsubscribes another while being told spares it that change', () => {
    const latch = setup()
    const observer = createCommandObserver<'observed.echo'>(latch)
    const second = vi.fn()
    let unsubscribeSecond = () => {}
    observer.subscribe(() => unsubscribeSecond())
    unsubscribeSecond = observer.subscribe(second)
    void observer.run(echo('x', 10))
    expect(second).not.toHaveBeenCalled()
  })

  it('two observers of the same command are independent', async () => {
    const latch = setup()
    const first = createCommandObserver<'observed.echo' | 'observed.reject'>(latch)
    const second = createCommandObserver<'observed.echo' | 'observed.reject'>(latch)
    const firstListener = vi.fn()
    first.subscribe(firstListener)
    const failing = second.run({ type: 'observed.reject', ms: 10 }).catch(() => {})
    const succeeding = first.run(echo('one', 10))
    await latch.clock.advanceAsync(10)
    await Promise.all([failing, succeeding])
    expect(first.getState()).toMatchObject({ status: 'success', data: 'one' })
    expect(second.getState()).toMatchObject({
      status: 'error',
      error: { code: 'USER_REJECTED_REQUEST' },
    })
    second.reset()
    expect(second.getState().status).toBe('idle')
    expect(first.getState()).toMatchObject({ status: 'success', data: 'one' })
    expect(firstListener).toHaveBeenCalledTimes(2)
  })
})
