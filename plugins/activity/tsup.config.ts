import { latchPackage } from '../../tsup.package'

export default latchPackage({
  entry: { index: 'src/index.ts', hooks: 'src/hooks/index.ts', react: 'src/react/index.ts' },
  splitting: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@latch/react', '@latch/hooks'],
  clientEntries: ['hooks', 'react'],
})
