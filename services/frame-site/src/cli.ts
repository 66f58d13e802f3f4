#!/usr/bin/env node
/**
 * `latch-frame-site`: the embedded wallet's secure frame site from environment variables (README:
 * "The embedded wallet's services on a database"), its vault on `DATABASE_URL` (an embedded
 * database in `./latch-frame-data` by default). Stops cleanly on SIGINT/SIGTERM.
 */
import { optionsFromEnv } from './server/env'
import { startFrameSite } from './server/startFrameSite'

let options: ReturnType<typeof optionsFromEnv>
try {
  options = optionsFromEnv(process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}
const site = await startFrameSite({
  ...options,
  logger: {
    info: (message) => console.log(message),
    error: (message) => console.error(message),
  },
})
if (!options.vaultSecret) {
  console.error(
    'VAULT_SECRET is not set: a random one is used, so codes in flight die with the process.',
  )
}
console.log(`Frame site: ${site.url}`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await site.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
