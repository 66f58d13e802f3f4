// Prints how long startDevnet() takes to have both default chains ready (anvil up, JSON-RPC
// answering, ERC20 deployed) and how long stop() takes. A figure to watch, not a test.
import { startDevnet } from '../src/devnet/startDevnet'

const runs = 7
const startMs: number[] = []
const stopMs: number[] = []
for (let run = 0; run < runs; run++) {
  const started = performance.now()
  const devnet = await startDevnet()
  startMs.push(performance.now() - started)
  const stopping = performance.now()
  await devnet.stop()
  stopMs.push(performance.now() - stopping)
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const round = (values: number[]) => values.map((value) => Math.round(value)).join(', ')
console.log(
  `startDevnet (2 chains) ms: first ${Math.round(startMs[0]!)}, median ${Math.round(median(startMs))} [${round(startMs)}]`,
)
console.log(`devnet.stop() ms: median ${Math.round(median(stopMs))} [${round(stopMs)}]`)
