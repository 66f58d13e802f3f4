import { describe, expect, it, vi } from 'vitest'
import { lazyCommands } from './lazyCommands'

/** The plugin context's parts `lazyCommands` uses, with the idle queue and modal in our hands. */
function fakeContext() {
  const idle: (() => void)[] = []
  const listeners: ((open: boolean) => void)[] = []
  const ctx = {
    batch: vi.fn(<T>(fn: () => T) => fn()),
    report: vi.fn(),
    whenIdle: (task: () => void) => void idle.push(task),
    subscribe: (_selector: unknown, listener: (open: boolean) => void) => {
      listeners.push(listener)
      return () => {}
    },
  }
  const openModal = () => {
    for (const listener of listeners) listener(true)
  }
  return {
    ctx: ctx as never as Parameters<typeof lazyCommands>[0],
    idle,
    openModal,
    batch: ctx.batch,
    report: ctx.report,
  }
}

const module = { add: (a: number, b: number) => a + b }

describe('lazyCommands', () => {
  it('runs a command once its code is in, batched, then at once without a turn', async () => {
    const { ctx, batch } = fakeContext()
    const code = lazyCommands(ctx, async () => module)
    await expect(code.run((m) => m.add(1, 2))).resolves.toBe(3)
    expect(batch).toHaveBeenCalledTimes(1)
    expect(code.run((m) => m.add(2, 2))).toBe(4)
  })

  it('fetches a chunk that failed to load again on next use', async () => {
    const { ctx } = fakeContext()
    const importModule = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(module)
    const code = lazyCommands(ctx, importModule)
    await expect(code.load()).rejects.toThrow('offline')
    await expect(code.load()).resolves.toBe(module)
    expect(importModule).toHaveBeenCalledTimes(2)
  })

  it("reports a wallet event's failure to load, having no caller to reject to", async () => {
    const { ctx, report } = fakeContext()
    const code = lazyCommands(ctx, () => Promise.reject(new Error('offline')))
    code.runDetached(() => {})
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith(new Error('offline')))
  })

  it('loads after the modal opened only once the page is idle, not during its first paint', async () => {
    const { ctx, idle, openModal } = fakeContext()
    const importModule = vi.fn(async () => module)
    lazyCommands(ctx, importModule).loadAfterModalOpens()
    openModal()
    expect(importModule).not.toHaveBeenCalled()
    expect(idle).toHaveLength(1)
    idle[0]?.()
    expect(importModule).toHaveBeenCalledTimes(1)
  })
})
