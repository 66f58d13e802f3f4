import { latchPackage } from '../../tsup.package'

export default latchPackage({ external: ['react', 'react/jsx-runtime'], clientEntries: ['index'] })
