/** Time per call of `run`, in ms: repeated until 20 ms have passed, so tiny calls still count. */
function timePerCall(run: () => void): number {
  for (let iterations = 1; ; iterations *= 2) {
    const started = performance.now()
    for (let i = 0; i < iterations; i++) run()
    const elapsed = performance.now() - started
    if (elapsed >= 20 || iterations >= 2 ** 20) return elapsed / iterations
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] as number

export interface GrowthOptions {
  /** Input sizes compared; default 1 Ki and 256 Ki units. */
  small?: number
  large?: number
  /** How much worse than proportional the large input may be (caches, GC); default 8. */
  slack?: number
}

export interface Growth {
  smallMs: number
  largeMs: number
  /** largeMs / smallMs: 256 for linear growth between 1 Ki and 256 Ki, 65,536 for quadratic. */
  ratio: number
  /** The ratio linear time may reach: (large / small) × slack. */
  bound: number
}

/**
 * Measures how `call`'s time grows from a small input to a large one (`makeInput(size)`), as a
 * ratio, never an absolute time, so a busy machine does not fail it. A call that throws is timed
 * too: a refusal must be as fast as an answer.
 */
export function measureGrowth<T>(
  call: (input: T) => unknown,
  makeInput: (size: number) => T,
  { small = 1024, large = 256 * 1024, slack = 8 }: GrowthOptions = {},
): Growth {
  const time = (input: T) =>
    timePerCall(() => {
      try {
        call(input)
      } catch {
        // Refusals count like answers.
      }
    })
  const smallInput = makeInput(small)
  const largeInput = makeInput(large)
  time(smallInput) // warm the code up before measuring
  const smallMs = median([time(smallInput), time(smallInput), time(smallInput)])
  const bound = (large / small) * slack
  const once = time(largeInput)
  // Far over the bound once (a quadratic call may take a minute): no need to confirm it.
  const largeMs =
    once / smallMs > 4 * bound ? once : median([once, time(largeInput), time(largeInput)])
  return { smallMs, largeMs, ratio: largeMs / smallMs, bound }
}

/** Throws when `call` grows worse than linearly between a 1 Ki and a 256 Ki input. */
export function expectLinearTime<T>(
  name: string,
  call: (input: T) => unknown,
  makeInput: (size: number) => T,
  options?: GrowthOptions,
): Growth {
  const growth = measureGrowth(call, makeInput, options)
  if (growth.ratio > growth.bound) {
    throw new Error(
      `${name} is not linear: ${growth.largeMs.toFixed(3)} ms on the large input, ${growth.smallMs.toFixed(4)} ms on the small one (×${Math.round(growth.ratio)}, linear allows ×${growth.bound})`,
    )
  }
  return growth
}
