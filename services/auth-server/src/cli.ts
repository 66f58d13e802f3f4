#!/usr/bin/env node
/**
 * `latch-auth-server`: the auth server from environment variables (README: "Environment").
 * Logs one line per request (method, path, status, time: never a query, code or token) and stops
 * cleanly on SIGINT/SIGTERM.
 */
import { optionsFromEnv } from './env'
import { startAuthServer } from './startAuthServer'

let options: ReturnType<typeof optionsFromEnv>
try {
  options = optionsFromEnv(process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}
const serverOptions = options
const auth = await startAuthServer({
  ...serverOptions,
  logger: {
    info: (message) => console.log(message),
    error: (message) => console.error(message),
  },
})
if (!serverOptions.secret) {
  console.error(
    'AUTH_SECRET is not set: a random one is used, so codes in flight die with the process.',
  )
}
console.log(`Auth server: ${auth.url}`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await auth.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
