/**
 * Kernel benchmark (a script, not a test): prints
 *  1. commands dispatched per second through the bus with 10 plugins registered;
 *  2. the cost of notifying 1,000 selector subscribers of one change when only 10 of them
 *     selected the changed value.
 * Run: `npx pnpm@10 --filter @latch/core bench`.
 */
import { createLatch } from '../src/index'
import { definePlugin, type LatchPlugin, type PluginContext } from '../src/plugin'

// Inside the core package, augment the modules that declare the maps (plugins augment '@latch/core').
declare module '../src/bus/types' {
  interface LatchCommands {
    'bench.bump': { params: { plugin: number }; result: number }
    'bench.noop': { params: void; result: void }
  }
}
declare module '../src/state/types' {
  interface LatchPluginStates {
    bench: { counters: number[]; cells: number[] }
  }
}

const PLUGINS = 10
const SUBSCRIBERS = 1_000
const CHANGED = 10

function plugins(onContext: (ctx: PluginContext) => void = () => {}): LatchPlugin[] {
  const list: LatchPlugin[] = [
    definePlugin({
      name: 'bench',
      initialState: { counters: Array(PLUGINS).fill(0), cells: Array(SUBSCRIBERS).fill(0) },
      setup(ctx) {
        onContext(ctx)
        ctx.handle('bench.noop', () => {})
        ctx.handle('bench.bump', ({ plugin }) => {
          ctx.update((state) => {
            const bench = state.plugins.bench
            if (bench) bench.counters[plugin] = (bench.counters[plugin] ?? 0) + 1
          })
          return ctx.getState().plugins.bench?.counters[plugin] ?? 0
        })
      },
    }),
  ]
  // Nine more plugins that, like real ones, listen to events and watch state.
  for (let i = 1; i < PLUGINS; i++) {
    list.push(
      definePlugin({
        name: `feature-${i}`,
        setup(ctx) {
          ctx.on('error', () => {})
          ctx.subscribe(
            (s) => s.plugins.bench?.counters[i],
            () => {},
          )
        },
      }),
    )
  }
  return list
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

async function commandsPerSecond(type: 'bench.bump' | 'bench.noop', count: number) {
  const latch = createLatch({ projectId: 'bench', window: null, plugins: plugins() })
  const runs: number[] = []
  for (let run = 0; run < 7; run++) {
    const started = performance.now()
    for (let i = 0; i < count; i++) {
      await (type === 'bench.bump'
        ? latch.dispatch({ type, plugin: i % PLUGINS })
        : latch.dispatch({ type }))
    }
    runs.push(count / ((performance.now() - started) / 1000))
  }
  latch.destroy()
  return median(runs.slice(2)) // the first runs warm the JIT
}

function updateCost(subscribers: number) {
  let update: PluginContext['update'] = () => {}
  const latch = createLatch({
    projectId: 'bench',
    window: null,
    plugins: plugins((ctx) => {
      update = ctx.update
    }),
  })
  let heard = 0
  for (let i = 0; i < subscribers; i++) {
    latch.subscribe(
      (s) => s.plugins.bench?.cells[i],
      () => {
        heard++
      },
    )
  }
  const rounds = 2_000
  const samples: number[] = []
  for (let round = 1; round <= rounds; round++) {
    const started = performance.now()
    update((state) => {
      const cells = state.plugins.bench?.cells
      if (cells) for (let c = 0; c < CHANGED; c++) cells[c] = round
    })
    samples.push(performance.now() - started)
  }
  latch.destroy()
  return { medianMs: median(samples.slice(200)), heardPerUpdate: heard / rounds }
}

const main = async () => {
  const bump = await commandsPerSecond('bench.bump', 20_000)
  const noop = await commandsPerSecond('bench.noop', 20_000)
  const alone = updateCost(0)
  const { medianMs, heardPerUpdate } = updateCost(SUBSCRIBERS)
  const format = (n: number) => Math.round(n).toLocaleString('en-US')
  console.log('@latch/core kernel benchmark')
  console.log(`  node ${process.version}, ${PLUGINS} plugins registered`)
  console.log(`  commands/s, updating state : ${format(bump)}`)
  console.log(`  commands/s, no state change: ${format(noop)}`)
  const µs = (ms: number) => `${(ms * 1000).toFixed(1)} µs`
  console.log(`  one update, no subscribers : ${µs(alone.medianMs)} (immer recipe + freeze)`)
  console.log(
    `  same update, ${SUBSCRIBERS} subscribers (${CHANGED} selected the change): ${µs(medianMs)}; notifying costs ${µs(medianMs - alone.medianMs)}, ${(((medianMs - alone.medianMs) / SUBSCRIBERS) * 1e6).toFixed(0)} ns per subscriber; ${heardPerUpdate} listeners called`,
  )
}

void main()
