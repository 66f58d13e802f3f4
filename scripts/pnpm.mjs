// Runs the pinned pnpm (from package.json's packageManager) through npx, so a fresh machine with
// only Node and npm needs nothing installed beforehand.
import { spawn, spawnSync } from 'node:child_process'
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

/**
 * Runs several pnpm commands at once (steps that each keep about one core busy); each one's output
 * is printed whole when it ends, so the log reads step by step. Exits the process when one fails,
 * after all have ended.
 */
export async function pnpmTogether(...commands) {
  const results = await Promise.all(
    commands.map(
      (args) =>
        new Promise((resolve) => {
          const started = Date.now()
          const child = spawn('npx', ['--yes', packageManager, ...args], { cwd: root })
          const output = []
          child.stdout.on('data', (chunk) => output.push(chunk))
          child.stderr.on('data', (chunk) => output.push(chunk))
          child.on('close', (status) => {
            process.stdout.write(Buffer.concat(output))
            const seconds = ((Date.now() - started) / 1000).toFixed(1)
            const line = `pnpm ${args.join(' ')}`
            if (status === 0) console.log(`✓ ${line} (${seconds} s, beside others)\n`)
            else console.error(`\n✗ ${line} failed (exit ${status}) after ${seconds} s`)
            resolve(status)
          })
        }),
    ),
  )
  const failed = results.find((status) => status !== 0)
  if (failed !== undefined) process.exit(failed ?? 1)
}
