import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildStamp } from './buildStamp'
import { runBuild, startServer } from './childProcesses'
import { type FrameworkApp, localStackEnv } from './frameworkApp'

const workspace = fileURLToPath(new URL('../../../../', import.meta.url))

export interface NextAppOptions {
  /** The example's folder under `examples/`: 'next', 'next15'. */
  example: string
  /** Next 16 builds with Turbopack by default; `webpack` is `next build --webpack`. */
  bundler?: 'turbopack' | 'webpack'
  /** The build's folder (the app's `distDir`, from `NEXT_DIST_DIR`); default `.next`. */
  distDir?: string
  moreTests?: FrameworkApp['moreTests']
}

/** Written into the build's folder after a build: what it was built from, what it printed. */
const STAMP_FILE = 'latch-e2e-build.json'

/**
 * A Next.js example as `describeFrameworkApp` drives it: `next build` (reused when nothing it is
 * made from changed: its source, the Latch packages' builds, the lockfile), then `next start` on
 * a free port of 127.0.0.1 with the local stack's URLs in its environment.
 */
export function nextApp(options: NextAppOptions): FrameworkApp {
  const root = join(workspace, 'examples', options.example)
  const next = join(root, 'node_modules', '.bin', 'next')
  const distDir = options.distDir ?? '.next'
  const env = { NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' }
  return {
    async build() {
      const args = ['build', ...(options.bundler === 'webpack' ? ['--webpack'] : [])]
      const stamp = buildStamp(root, workspace, JSON.stringify({ args, distDir }))
      const stampPath = join(root, distDir, STAMP_FILE)
      if (existsSync(join(root, distDir, 'BUILD_ID')) && existsSync(stampPath)) {
        const last = JSON.parse(readFileSync(stampPath, 'utf8')) as {
          stamp: string
          output: string
        }
        if (last.stamp === stamp) return last.output
      }
      const output = await runBuild({ command: next, args, cwd: root, env })
      writeFileSync(stampPath, JSON.stringify({ stamp, output }))
      return output
    },
    start: (stack) =>
      startServer({
        command: next,
        args: ['start', '--hostname', '127.0.0.1', '--port', '0'],
        cwd: root,
        env: { ...env, ...localStackEnv(stack) },
      }),
    moreTests: options.moreTests,
  }
}
