import { latchPackage } from '../../tsup.package'

export default latchPackage({
  // `./app-rpc`: the methods apps may ask and the gateway URL, alone (the embedded wallet's frame).
  entry: { index: 'src/index.ts', 'app-rpc': 'src/appRpc.ts' },
  splitting: true,
})
