import { latchPackage } from '../../tsup.package'

export default latchPackage({
  // `./app-rpc`: the methods apps may ask and the gateway URL, alone (the embedded wallet's frame).
  // `./internal`: the plugin's building blocks, for Latch's own packages and tests.
  entry: { index: 'src/index.ts', 'app-rpc': 'src/appRpc.ts', internal: 'src/internal.ts' },
  splitting: true,
})
