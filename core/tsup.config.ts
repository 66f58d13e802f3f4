import { latchPackage } from '../tsup.package'

export default latchPackage({
  // `.`: the app's entry; `./plugin`: what plugins are written with; `./constants`: the spec's.
  entry: { index: 'src/index.ts', plugin: 'src/plugin.ts', constants: 'src/constants/index.ts' },
  splitting: true,
})
