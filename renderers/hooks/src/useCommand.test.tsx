// @vitest-environment happy-dom
import { type Latch, sleep } from '@latch/core'
import { definePlugin } from '@latch/core/plugin'
import { createTestLatch, type TestLatch } from '@latch/testkit'
import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from './LatchProvider'
import { useCommand } from './useCommand'

declare module '@latch/core' {
  interface LatchCommands {
    /** Answers `value` after `ms` on the client's clock. */
    'hooked.echo': { params: { value: string; ms: number }; result: string }
  }
}

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const echoPlugin = definePlugin({
  name: 'hooked',
  setup(ctx) {
    ctx.handle('hooked.echo', async ({ value, ms }) => {
      await sleep(ctx.clock, ms)
      return value
    })
  },
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function testLatch(): TestLatch {
  const latch = createTestLatch({ plugins: [echoPlugin] })
  cleanups.push(() => latch.destroy())
  return latch
}

type Echo = ReturnType<typeof useCommand<'hooked.echo'>>

/** Records what `useCommand` returned at each render. */
function Probe({ seen }: { seen: Echo[] }) {
  seen.push(useCommand<'hooked.echo'>())
  return <p>{seen.at(-1)?.status}</p>
}

/** A client-side root, unmounted after the test. */
function createTestRoot(): Root {
  const root = createRoot(document.createElement('div'))
  cleanups.push(() => act(() => root.unmount()))
  return root
}

const inProvider = (latch: Latch, seen: Echo[]) => (
  <LatchProvider client={latch}>
    <Probe seen={seen} />
  </LatchProvider>
)

describe('useCommand', () => {
  it('re-renders once per change of the run, with the same run and reset throughout', async () => {
    const latch = testLatch()
    const seen: Echo[] = []
    const root = createTestRoot()
    act(() => root.render(inProvider(latch, seen)))
    expect(seen).toHaveLength(1)

    let first: Promise<string> = Promise.resolve('')
    act(() => {
      first = seen[0]!.run({ type: 'hooked.echo', value: 'one', ms: 100 })
    })
    // A second run while the first is pending: nothing shown changes, no render.
    act(() => {
      void seen[0]!.run({ type: 'hooked.echo', value: 'two', ms: 100 })
    })
    expect(seen.map((s) => s.status)).toEqual(['idle', 'pending'])

    await act(() => latch.clock.advanceAsync(100))
    await expect(first).resolves.toBe('one')
    expect(seen.map((s) => s.status)).toEqual(['idle', 'pending', 'success'])
    expect(seen.at(-1)).toMatchObject({ data: 'two', isPending: false, error: null })
    expect(new Set(seen.map((s) => s.run)).size).toBe(1)
    expect(new Set(seen.map((s) => s.reset)).size).toBe(1)
  })

  it("starts idle with another client, and the first client's run never shows", async () => {
    const before = testLatch()
    const after = testLatch()
    const seen: Echo[] = []
    const root = createTestRoot()
    act(() => root.render(inProvider(before, seen)))
    act(() => {
      void seen.at(-1)!.run({ type: 'hooked.echo', value: 'old client', ms: 100 })
    })
    expect(seen.at(-1)?.status).toBe('pending')

    act(() => root.render(inProvider(after, seen)))
    expect(seen.at(-1)?.status).toBe('idle')
    const renders = seen.length
    await act(() => before.clock.advanceAsync(100))
    expect(seen).toHaveLength(renders)
    expect(seen.at(-1)?.data).toBeUndefined()
  })

  it('renders idle on a server and hydrates without a mismatch', async () => {
    const html = renderToString(inProvider(testLatch(), []))
    expect(html).toBe('<p>idle</p>')

    const container = document.createElement('div')
    container.innerHTML = html
    const errors: unknown[] = []
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(container, inProvider(testLatch(), []), {
        onRecoverableError: (error) => errors.push(error),
      })
    })
    cleanups.push(() => act(() => root?.unmount()))
    expect(errors).toEqual([])
    expect(container.innerHTML).toBe('<p>idle</p>')
  })
})
