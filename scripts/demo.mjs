// The demo command. The runnable demo arrives with the React renderer and the examples; until then
// this installs the workspace and says so.
import { pnpm } from './pnpm.mjs'

pnpm('install', '--frozen-lockfile')
console.log(
  'Latch demo: the demo app arrives with the React renderer (@latch/react) and examples/.',
)
