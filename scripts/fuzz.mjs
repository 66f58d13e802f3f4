// `npm run fuzz`: every public boundary's fuzz suite (`*.fuzz.test.ts`) with at least 100,000
// inputs per entry, then a table per entry: tried, returned, clean errors, crashes, pending.
//
//   npm run fuzz [-- --runs 100000] [--seed 1] [vitest filters…]
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '100000' }, seed: { type: 'string', default: '1' } },
  allowPositionals: true,
})
const dir = mkdtempSync(join(tmpdir(), 'latch-fuzz-'))
const reportFile = join(dir, 'reports.jsonl')
try {
  const started = Date.now()
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--testTimeout',
      '3600000',
      ...(positionals.length ? positionals : ['.fuzz.test.']),
    ],
    {
      cwd: new URL('..', import.meta.url),
      stdio: 'inherit',
      env: {
        ...process.env,
        LATCH_FUZZ_RUNS: values.runs,
        LATCH_FUZZ_SEED: values.seed,
        LATCH_FUZZ_REPORT: reportFile,
      },
    },
  )
  let reports = []
  try {
    reports = readFileSync(reportFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  } catch {
    // No report: vitest failed before any fuzz entry ran; its output says why.
  }
  const width = Math.max(5, ...reports.map((r) => r.entry.length))
  const number = (n) => n.toLocaleString('en-US').padStart(9)
  console.log(
    `\nFuzz: ${values.runs} inputs per entry, seed ${values.seed}, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
  console.log(`${'entry'.padEnd(width)}     tried  returned     clean   crashes   pending`)
  for (const r of reports) {
    console.log(
      `${r.entry.padEnd(width)} ${number(r.tried)} ${number(r.returned)} ${number(r.clean)} ${number(r.crashes)} ${number(r.pending)}`,
    )
    if (r.firstCrash)
      console.log(`  first crash: ${r.firstCrash.error}\n  on input: ${r.firstCrash.input}`)
  }
  const total = reports.reduce((sum, r) => sum + r.tried, 0)
  const crashes = reports.reduce((sum, r) => sum + r.crashes, 0)
  const short = reports.filter((r) => r.tried < Number(values.runs)).map((r) => r.entry)
  console.log(
    `${reports.length} entries, ${total.toLocaleString('en-US')} inputs, ${crashes} crashes`,
  )
  if (short.length) console.log(`✗ fewer inputs than asked: ${short.join(', ')}`)
  process.exitCode = result.status || crashes || short.length ? 1 : 0
} finally {
  rmSync(dir, { recursive: true, force: true })
}
