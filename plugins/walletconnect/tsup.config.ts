import { latchPackage } from '../../tsup.package'

export default latchPackage({
  // `./react`: the default UI's views of the plugin, each view its own chunk; `./hooks`: the
  // pairing for custom UIs.
  entry: { index: 'src/index.ts', hooks: 'src/hooks/index.ts', react: 'src/react/index.ts' },
  splitting: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@latch/react', '@latch/hooks'],
  clientEntries: ['hooks', 'react'],
})
