/**
 * The speed budgets' own proof (issue 10): they hold on a machine whose every core is busy, and
 * they catch a real regression (the modal's first opening 100 ms slower). Proven on the build with
 * Vite's defaults (issue 38), the one a new user gets; the chunk groups' build has budgets of the
 * same kind, measured in the same run of `speed.mjs`.
 *
 *   node --test examples/budgets/speed.proof.test.mjs
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))

/**
 * Keeps `cores` cores busy with bounded burners (each stops by itself after `maxMs`, and is
 * killed by the returned stop).
 */
function burnCpu(cores, maxMs) {
  const burner = `const end = Date.now() + ${maxMs}; while (Date.now() < end) {}`
  const children = Array.from({ length: cores }, () =>
    spawn(process.execPath, ['-e', burner], { stdio: 'ignore' }),
  )
  return () => {
    for (const child of children) child.kill('SIGKILL')
  }
}

/** Runs the speed script with `args`; resolves with its exit code and its JSON verdict. */
function runSpeed(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@latch/source', '--import', 'tsx', 'speed.mjs', '--json', ...args],
      { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => {
      const line = out.trim().split('\n').at(-1) ?? ''
      try {
        resolve({ code, result: JSON.parse(line) })
      } catch {
        reject(new Error(`speed.mjs printed no verdict (exit ${code}):\n${out}`))
      }
    })
  })
}

const summary = ({ verdicts }) =>
  Object.entries(verdicts)
    .map(
      ([app, verdict]) =>
        `${app}: ${verdict.checks.map(([key, value]) => `${key} ${(value * 100).toFixed(0)} %`).join(', ')}`,
    )
    .join('; ')
const over = ({ verdicts }) =>
  Object.entries(verdicts).flatMap(([app, verdict]) => verdict.over.map((key) => `${app} ${key}`))

test('the budgets hold while every core is busy', async () => {
  const stop = burnCpu(availableParallelism(), 20 * 60_000)
  try {
    const { code, result } = await runSpeed(['--runs', '7', '--apps', 'latch-defaults'])
    console.log(`with ${availableParallelism()} cores busy: ${summary(result)}`)
    assert.equal(code, 0, `over budget under load: ${over(result).join(', ')}`)
  } finally {
    stop()
  }
})

test('a modal whose first opening is 100 ms slower breaks the first-open budget', async () => {
  const { code, result } = await runSpeed([
    '--runs',
    '3',
    '--modal-delay',
    '100',
    '--apps',
    'latch-defaults',
  ])
  console.log(`modal 100 ms slower: ${summary(result)}`)
  assert.equal(code, 1)
  // Caught wherever the modal is built before the click (a click at once or 100 ms after the
  // button carries more noise: it also waits for the chunks).
  for (const at of ['500', 'idle']) {
    assert.ok(over(result).includes(`latch-defaults firstOpen@${at}`))
  }
})
