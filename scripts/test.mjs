// The one command that runs every check: install, build, lint/format, types, unit and end-to-end
// tests (real Chromium on the local stack), accessibility of every view, package lint, budgets
// (size per example and per entry, speed as ratios to a React baseline, and the speed proof).
import { existsSync } from 'node:fs'
import { pnpm, pnpmTogether, run } from './pnpm.mjs'

pnpm('install', '--frozen-lockfile')
// Browser tests use Debian's Chromium; install it when missing (never a downloaded browser).
if (!existsSync('/usr/bin/chromium')) {
  run('apt-get', ['update'])
  run('apt-get', ['install', '-y', 'chromium'])
}
pnpm('run', 'build')
pnpm('run', 'lint')
// Also the hooks' and the default UI's tests again on React 18.3 (the react-18 project), and the
// timing checks alone at the end (the timing project).
pnpm('run', 'unit')
// Steps that each keep about one core busy, none timed, side by side (about 2 minutes less than
// one after another on two cores): the size budgets measure bytes, not time, so they join them.
await pnpmTogether(['run', 'typecheck'], ['run', 'a11y'], ['run', 'publint'], ['run', 'sizes'])
// The speed budgets, timed as ratios in the same run: alone.
pnpm('run', 'budgets')
// The speed budgets' own proof: they hold with every core busy and catch a slower modal.
pnpm('run', 'speed-proof')
