import { latchPackage } from '../../tsup.package'

export default latchPackage({
  // `./protocol`: the host ↔ frame messages, shared with the frame site (`@latch/frame-site`);
  // `./react`: the default UI's views, each its own chunk.
  entry: { index: 'src/index.ts', protocol: 'src/protocol/index.ts', react: 'src/react/index.ts' },
  splitting: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@latch/react', '@latch/hooks'],
  clientEntries: ['react'],
})
