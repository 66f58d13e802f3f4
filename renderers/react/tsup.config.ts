import { latchPackage } from '../../tsup.package'

export default latchPackage({
  // The modal and each view are their own chunks: the first paint ships only the buttons.
  splitting: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  clientEntries: ['index'],
})
