import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { LatchError } from '../errors/LatchError'
import { createBus } from './createBus'
import type { CommandResult } from './types'

// Plugins extend the command and event maps by declaration merging; so does this test.
declare module './types' {
  interface LatchCommands {
    'test.add': { params: { a: number; b: number }; result: number }
    'test.fail': { params: { reason: 'rpc' | 'plain' }; result: never }
  }
  interface LatchEvents {
    'test.happened': { value: number }
  }
}

describe('createBus', () => {
  it('runs the one handler of a command and resolves with its result', async () => {
    const bus = createBus()
    bus.handle('test.add', ({ a, b }) => a + b)
    const result = await bus.dispatch({ type: 'test.add', a: 2, b: 3 })
    expect(result).toBe(5)
    expectTypeOf(result).toEqualTypeOf<CommandResult<'test.add'>>()
  })

  it('awaits async handlers', async () => {
    const bus = createBus()
    bus.handle('test.add', async ({ a, b }) => {
      await Promise.resolve()
      return a * b
    })
    await expect(bus.dispatch({ type: 'test.add', a: 2, b: 3 })).resolves.toBe(6)
  })

  it('refuses a second handler for the same command, naming the owner', () => {
    const bus = createBus()
    bus.handle('test.add', () => 0, 'math')
    expect(() => bus.handle('test.add', () => 1, 'other')).toThrow(
      expect.objectContaining({
        code: 'DUPLICATE_COMMAND_HANDLER',
        message: 'Command test.add already has a handler (registered by math)',
      }),
    )
  })

  it('rejects an unknown command with a clear LatchError', async () => {
    const bus = createBus()
    await expect(bus.dispatch({ type: 'test.add', a: 1, b: 1 })).rejects.toMatchObject({
      code: 'UNKNOWN_COMMAND',
      message: 'No handler is registered for command test.add',
    })
  })

  it('turns whatever a handler throws into a LatchError', async () => {
    const bus = createBus()
    bus.handle('test.fail', ({ reason }) => {
      if (reason === 'rpc') throw Object.assign(new Error('User denied'), { code: 4001 })
      throw new Error('plain failure')
    })
    const rpc = await bus.dispatch({ type: 'test.fail', reason: 'rpc' }).catch((e: unknown) => e)
    expect(rpc).toBeInstanceOf(LatchError)
    expect(rpc).toMatchObject({ code: 'USER_REJECTED_REQUEST', rpcCode: 4001 })
    await expect(bus.dispatch({ type: 'test.fail', reason: 'plain' })).rejects.toMatchObject({
      code: 'INTERNAL_SDK_ERROR',
      details: 'plain failure',
    })
  })

  it('unregisters a handler', async () => {
    const bus = createBus()
    const off = bus.handle('test.add', () => 1)
    expect(bus.hasHandler('test.add')).toBe(true)
    off()
    expect(bus.hasHandler('test.add')).toBe(false)
    await expect(bus.dispatch({ type: 'test.add', a: 0, b: 0 })).rejects.toMatchObject({
      code: 'UNKNOWN_COMMAND',
    })
  })

  it('wraps each handler run with `around` (the client batches store updates there)', async () => {
    const runs = vi.fn()
    const bus = createBus({
      around: (run) => {
        runs()
        return run()
      },
    })
    bus.handle('test.add', ({ a, b }) => a + b)
    await bus.dispatch({ type: 'test.add', a: 1, b: 1 })
    expect(runs).toHaveBeenCalledOnce()
  })

  it('broadcasts typed events; a throwing listener is reported and the others still run', () => {
    const onListenerError = vi.fn()
    const bus = createBus({ onListenerError })
    const seen: number[] = []
    bus.on('test.happened', () => {
      throw new Error('listener bug')
    })
    const off = bus.on('test.happened', ({ value }) => seen.push(value))
    bus.emit('test.happened', { value: 1 })
    off()
    bus.emit('test.happened', { value: 2 })
    expect(seen).toEqual([1])
    expect(onListenerError).toHaveBeenCalledTimes(2)
    expect(onListenerError).toHaveBeenCalledWith(expect.any(Error), 'test.happened')
  })
})
