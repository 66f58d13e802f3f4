import { REMOTE_PROJECT_ID_GLOBAL } from './demoConfig'
import { type ServedExample, serveExample } from './serveExample'

/**
 * Serves an example against the real public services (Latch's default endpoints) with the app's
 * WalletConnect project id, no local stack: `npm start -- --remote --project-id <id>`.
 */
export async function startRemoteDemo(options: {
  root: string
  port?: number
  projectId: string
}): Promise<ServedExample> {
  if (!/^[0-9a-zA-Z-]{8,64}$/.test(options.projectId)) {
    throw new Error(
      `--project-id: expected your WalletConnect project id (cloud.reown.com), got "${options.projectId}"`,
    )
  }
  return serveExample({
    root: options.root,
    port: options.port,
    headScript: `window.${REMOTE_PROJECT_ID_GLOBAL} = ${JSON.stringify(options.projectId)}`,
  })
}
