// The demo command. Until the React renderer and the examples land, it starts the local stack
// (two EVM chains, the API server, the RPC gateway) and prints its URLs; Ctrl-C stops it.
import { pnpm, run } from './pnpm.mjs'

pnpm('install', '--frozen-lockfile')
console.log(
  'Latch demo: the demo page arrives with the React renderer (@latch/react) and examples/.',
)
console.log('Starting the local stack it will run on…\n')
// Ctrl-C reaches the stack's own process, which stops everything; this one just waits for it.
process.on('SIGINT', () => {})
run(process.execPath, [
  '--conditions=@latch/source',
  '--import',
  'tsx',
  'testkit/src/stack/cli.ts',
  ...process.argv.slice(2),
])
