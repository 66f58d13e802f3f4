// Runs the pinned pnpm (from package.json's packageManager) through npx, so a fresh machine with
// only Node and npm needs nothing installed beforehand.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const root = new URL('..', import.meta.url)
const { packageManager } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'))

/** Runs `pnpm ...args` in the repository root; exits the process when it fails. */
export function pnpm(...args) {
  run('npx', ['--yes', packageManager, ...args])
}

/** Runs a command in the repository root with inherited output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(
      `\n✗ ${command} ${args.join(' ')} failed (exit ${result.status}) after ${seconds} s`,
    )
    process.exit(result.status ?? 1)
  }
  console.log(`✓ ${command} ${args.join(' ')} (${seconds} s)\n`)
}
