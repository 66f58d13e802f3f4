import { latchPackage } from '../../tsup.package'

export default latchPackage({
  entry: { index: 'src/index.ts', verify: 'src/verify.ts' },
  splitting: true,
})
