import { latchPackage } from '../../tsup.package'

// The server (`startFrameSite`) and its CLI (`latch-frame-site`); the page is bundled from `src/page/` when the server starts.
export default latchPackage({ entry: { index: 'src/index.ts', cli: 'src/cli.ts' } })
