// The one command that runs every check: install, build, lint/format, types, tests, package lint.
import { pnpm } from './pnpm.mjs'

pnpm('install', '--frozen-lockfile')
pnpm('run', 'build')
pnpm('run', 'lint')
pnpm('run', 'typecheck')
pnpm('run', 'unit')
pnpm('run', 'publint')
