import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runBuild, startServer } from './childProcesses'
import { type FrameworkApp, localStackEnv } from './frameworkApp'
import { reusableBuild } from './reusableBuild'

const examples = fileURLToPath(new URL('../../../', import.meta.url))

export interface NextAppOptions {
  /** The example's folder under `examples/`: 'next', 'next15'. */
  example: string
  /** Next 16 builds with Turbopack by default; `webpack` is `next build --webpack`. */
  bundler?: 'turbopack' | 'webpack'
  /** The build's folder (the app's `distDir`, from `NEXT_DIST_DIR`); default `.next`. */
  distDir?: string
  firstPaintBudget: FrameworkApp['firstPaintBudget']
  moreTests?: FrameworkApp['moreTests']
}

/**
 * A Next.js example as `describeFrameworkApp` drives it: `next build` (reused while its inputs are
 * unchanged), then `next start` on a free port of 127.0.0.1 with the local stack's URLs in its
 * environment.
 */
export function nextApp(options: NextAppOptions): FrameworkApp {
  const root = join(examples, options.example)
  const next = join(root, 'node_modules', '.bin', 'next')
  const distDir = options.distDir ?? '.next'
  // NODE_ENV as `npm run build` and `npm start` have it: the test runner's `test` would give the
  // server React's development build.
  const env = { NODE_ENV: 'production', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' }
  const args = ['build', ...(options.bundler === 'webpack' ? ['--webpack'] : [])]
  return {
    build: () =>
      reusableBuild(root, distDir, ['NODE_ENV=production', 'next', ...args], () =>
        runBuild({ command: next, args, cwd: root, env }),
      ),
    start: (stack) =>
      startServer({
        command: next,
        args: ['start', '--hostname', '127.0.0.1', '--port', '0'],
        cwd: root,
        env: { ...env, ...localStackEnv(stack) },
      }),
    firstPaintBudget: options.firstPaintBudget,
    moreTests: options.moreTests,
  }
}
