import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { productionInstallTree } from '../installTree'

/** A folder outside the workspace where `@latch/testkit` is installed as a user would have it. */
export interface TestkitSandbox {
  dir: string
  /** Runs a script of this folder (`scripts/`) with plain Node there; its stdout parsed as JSON. */
  run<T>(script: string): Promise<T>
  remove(): void
}

const run = promisify(execFile)

/**
 * The testkit's published files (`package.json`, `dist/`) in a fresh `node_modules`, next to
 * only what `npm install @latch/testkit` brings (its production dependencies, linked from the
 * workspace's installed copies) and the `extra` packages a user adds on purpose. Outside the
 * workspace, so nothing else resolves: an optional peer it needs and lacks fails as it would
 * for a user.
 */
export function createTestkitSandbox(testkitDir: string, extra: readonly string[] = []) {
  if (!existsSync(join(testkitDir, 'dist', 'index.js'))) {
    throw new Error('@latch/testkit is not built: run `npx tsup` in testkit/ (npm test builds it)')
  }
  const dir = mkdtempSync(join(tmpdir(), 'latch-testkit-sandbox-'))
  const modules = join(dir, 'node_modules')
  const installed = join(modules, '@latch', 'testkit')
  mkdirSync(installed, { recursive: true })
  cpSync(join(testkitDir, 'package.json'), join(installed, 'package.json'))
  cpSync(join(testkitDir, 'dist'), join(installed, 'dist'), { recursive: true })
  // The testkit's own dependencies at the top, as npm hoists them; theirs resolve from pnpm's
  // store next to each (symlinks resolved), as they do in the workspace.
  const [, ...tree] = productionInstallTree(testkitDir)
  const direct = tree.filter((pkg) => pkg.path.length === 2)
  const extras = extra.map((name) => ({
    name,
    dir: realpathSync(join(testkitDir, 'node_modules', name)),
  }))
  for (const { name, dir: target } of [...direct, ...extras]) {
    mkdirSync(dirname(join(modules, name)), { recursive: true })
    symlinkSync(target, join(modules, name), 'dir')
  }
  cpSync(fileURLToPath(new URL('scripts', import.meta.url)), join(dir, 'scripts'), {
    recursive: true,
  })
  return {
    dir,
    async run<T>(script: string): Promise<T> {
      // Plain Node, as a user's test runner would: no export condition of the test's own runner.
      const { NODE_OPTIONS: _, ...env } = process.env
      const { stdout } = await run(process.execPath, [join(dir, 'scripts', script)], {
        cwd: dir,
        env,
      })
      return JSON.parse(stdout) as T
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  } satisfies TestkitSandbox
}
