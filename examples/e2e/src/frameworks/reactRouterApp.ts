import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { runBuild, startServer } from './childProcesses'
import { type FrameworkApp, localStackEnv } from './frameworkApp'
import { reusableBuild } from './reusableBuild'

/** The React Router 7 example (framework mode, server rendering). */
const root = fileURLToPath(new URL('../../../react-router/', import.meta.url))
const bin = (name: string) => `${root}node_modules/.bin/${name}`
/** NODE_ENV as `npm run build` has it (the test runner's `test` would give React's development build). */
const production = { NODE_ENV: 'production' }

/**
 * `react-router build` (reused while its inputs are unchanged), then `react-router-serve` on the
 * server build, as the app's `build` and `start` scripts do, on 127.0.0.1 with the local stack in
 * its environment (read by the root route's loader at request time).
 */
export const reactRouterApp: FrameworkApp = {
  // 148.2 KB in 27 files (2026-11-29), with some room.
  firstPaintBudget: { kb: 155, files: 27 },
  build: () =>
    reusableBuild(root, 'build', ['react-router', 'build'], () =>
      runBuild({ command: bin('react-router'), args: ['build'], cwd: root, env: production }),
    ),
  async start(stack) {
    return startServer({
      command: bin('react-router-serve'),
      args: ['build/server/index.js'],
      cwd: root,
      env: {
        ...production,
        ...localStackEnv(stack),
        HOST: '127.0.0.1',
        // react-router-serve prints the port it was given: port 0 would read as 0.
        PORT: String(await freePort()),
      },
    })
  },
}

/** A port free on 127.0.0.1 right now (the server takes it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}
