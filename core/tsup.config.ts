import { latchPackage } from '../tsup.package'

export default latchPackage()
