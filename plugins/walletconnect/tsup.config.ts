import { latchPackage } from '../../tsup.package'

export default latchPackage({
  // `./react`: the default UI's views of the plugin, each view its own chunk.
  entry: { index: 'src/index.ts', react: 'src/react/index.ts' },
  splitting: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@latch/react', '@latch/hooks'],
})
