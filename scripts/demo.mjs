// The demo command: installs the workspace, then runs the react-default example on the local
// stack (two EVM chains, Solana, Bitcoin, the API server, the RPC gateway…) with the test wallets
// in the page.
// `npm start -- --port 5180` picks another port; `npm start -- custom-ui` the hooks-only example.
import { pnpm, run } from './pnpm.mjs'

pnpm('install', '--frozen-lockfile')
// Ctrl-C reaches the demo's own process, which stops everything; this one just waits for it.
process.on('SIGINT', () => {})
run(process.execPath, [
  '--conditions=@latch/source',
  '--import',
  'tsx',
  'examples/demo-support/src/cli.ts',
  ...process.argv.slice(2),
])
