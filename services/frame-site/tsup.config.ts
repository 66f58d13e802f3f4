import { latchPackage } from '../../tsup.package'

// The server (`startFrameSite`); the page is bundled from `src/page/` when the server starts.
export default latchPackage({ entry: { index: 'src/index.ts' } })
