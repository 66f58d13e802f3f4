import { latchPackage } from '../../tsup.package'

export default latchPackage({
  // `./react`: the default UI's views of the plugin, each view its own chunk; `./hooks`: the
  // pairing for custom UIs; `./relay-session`: the methods and events a session asks for, alone
  // (the testkit's relay wallet grants them).
  entry: {
    index: 'src/index.ts',
    hooks: 'src/hooks/index.ts',
    react: 'src/react/index.ts',
    'relay-session': 'src/session/relaySession.ts',
  },
  splitting: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@latch/react', '@latch/hooks'],
  clientEntries: ['hooks', 'react'],
})
