import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildStamp } from './buildStamp'

const workspace = fileURLToPath(new URL('../../../../', import.meta.url))

/** Written into the build's folder after a build: what it was built from, what it printed. */
const STAMP_FILE = 'latch-e2e-build.json'

/**
 * Runs `build` for the app at `root` unless its last build in `outDir` was made from the same
 * inputs (`buildStamp`: its source, the Latch packages' builds, the lockfile, `command`); resolves
 * with what that build printed either way, so its warnings are checked every time.
 */
export async function reusableBuild(
  root: string,
  outDir: string,
  command: readonly string[],
  build: () => Promise<string>,
): Promise<string> {
  const stamp = buildStamp(root, workspace, JSON.stringify({ command, outDir }))
  const stampPath = join(root, outDir, STAMP_FILE)
  if (existsSync(stampPath)) {
    const last = JSON.parse(readFileSync(stampPath, 'utf8')) as { stamp: string; output: string }
    if (last.stamp === stamp) return last.output
  }
  const output = await build()
  writeFileSync(stampPath, JSON.stringify({ stamp, output }))
  return output
}
