import { latchPackage } from '../../tsup.package'

export default latchPackage({
  // `./protocol`: the host ↔ frame messages, shared with the frame site (`@latch/frame-site`).
  entry: { index: 'src/index.ts', protocol: 'src/protocol/index.ts' },
  splitting: true,
})
