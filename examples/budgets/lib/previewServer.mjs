// The process `serveBuild` starts: Vite's preview server for one built app, its URL sent back.
import { preview } from 'vite'

const outDir = process.argv[2]
const server = await preview({
  root: outDir,
  configFile: false,
  logLevel: 'error',
  build: { outDir },
  preview: { host: '127.0.0.1', port: 0 },
})
process.send({ url: server.resolvedUrls.local[0] })
// Gone with the parent, whatever the way it ends.
process.on('disconnect', () => process.exit(0))
