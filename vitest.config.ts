import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Workspace packages resolve to their TypeScript source through the `@latch/source` export
// condition, so tests run against the code as written, without a build step. No `import` here:
// Vitest hands these to Node as `--conditions`, and `import` would make a CommonJS package's
// require() load an ES module (require(esm)), which races a concurrent import() of the same
// module in Node 20 ("Cannot require() ES Module … not yet fully loaded").
const conditions = ['@latch/source', 'module', 'default']
/** Where tests live. */
const folders = '{core,plugins,renderers,services,testkit,examples,scripts}'
const testFiles = `${folders}/**/*.test.{ts,tsx}`
/** Tests that compare run times (linear-time fuzz checks): alone on the machine, after the rest. */
const timingFiles = `${folders}/**/*.fuzz.test.{ts,tsx}`
/**
 * Tests of what happens on a module's first load (a lazy chunk not downloaded yet), or of a
 * module bound to the first page it saw (the Wallet Standard's registry listens on the window it
 * was first asked in): each file in modules of its own, whatever the unit files do.
 */
const freshFiles = `${folders}/**/*.fresh.test.{ts,tsx}`
/**
 * The examples' end-to-end tests: each file starts its own servers (Vite, Next.js, the demo's local
 * stack) and a browser in its worker: in modules of its own, so no server's module state outlives
 * its file. Shared, the project alone took 220 s instead of 319 s on a quiet machine, but a demo's
 * start then hung for 180 s in a fresh clone's run on busy cores, as one had once before.
 */
const e2eFiles = 'examples/**/*.test.{ts,tsx}'
// renderers/react-18 runs the hooks' and the UI's tests again on React 18.3 with its own config;
// its own tests hold only under that config.
const exclude = ['**/node_modules/**', '**/dist/**', 'renderers/react-18/**']

// Most tests wait on servers, browsers and chains rather than compute: every core gets a worker
// (Vitest's default leaves one idle, which on two cores runs the files one by one), and the unit
// files one more (the unit project alone, quiet: 270 s with 2 workers, 243 s with 3, 262 s with 4,
// each worker importing the shared modules once). The examples' files keep one per core: they
// compute (a browser, a dev server, a build), and with 3 workers they took 425 s on busy cores
// against 381 s with 2. Vitest runs projects of different worker counts one group after another.
const workers = availableParallelism()
export const unitWorkers = workers + 1

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    testTimeout: 20_000,
    // A file's hook starts its real parts (a relay, anvil, the Solana validator) at once: 1–4 s
    // here, alone or beside six busy loops, yet over 60 s once in CI on a busy machine.
    hookTimeout: 120_000,
    // A poll waits on real parts (a chain, a browser, a server): on a busy machine they answer
    // later than Vitest's 1 s default allows, while a poll that holds still returns at once.
    expect: { poll: { timeout: 5_000 } },
    // @walletconnect/core's ESM build default-imports a CommonJS-only package; under the
    // `module` condition above Node hands it the whole exports object. Vitest's interop unwraps
    // `default` for inlined dependencies.
    server: { deps: { inline: [/@walletconnect\//] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [testFiles],
          exclude: [...exclude, timingFiles, freshFiles, e2eFiles],
          maxWorkers: unitWorkers,
          // Modules shared within a worker: importing viem, web3.js and the relay SDK again for
          // each file took half the step (docs/design.md). Files that need modules of their own
          // are `*.fresh.test.*` (the `fresh` project) and the examples' (`e2e`).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: [e2eFiles],
          exclude: [...exclude, timingFiles, freshFiles],
          maxWorkers: workers,
          sequence: { groupOrder: 1 },
          // A test's first visit makes the example's dev server transform the page from source:
          // tests with the 20 s default took 19.2 and 19.5 s in a fresh clone's run on a busy
          // machine. Their own waits (15 s polls) still catch what never comes.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'fresh', include: [freshFiles], exclude, maxWorkers: unitWorkers },
      },
      'renderers/react-18/vitest.config.ts',
      {
        extends: true,
        test: {
          name: 'timing',
          include: [timingFiles],
          exclude,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
