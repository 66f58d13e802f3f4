import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

let script: Promise<string> | undefined

/** The host page's script, bundled from source once per process. */
function hostScript(): Promise<string> {
  script ??= import('esbuild').then(async ({ build }) => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./hostPage.ts', import.meta.url))],
      bundle: true,
      platform: 'browser',
      format: 'iife',
      target: 'es2022',
      write: false,
      outdir: 'out',
      logLevel: 'silent',
      conditions: ['@latch/source'],
      define: { 'process.env.NODE_ENV': '"production"' },
    })
    return result.outputFiles[0]?.text ?? ''
  })
  return script
}

/** A host app on its own origin (127.0.0.1, a free port): `/` frames the frame site. */
export async function startHostPage(): Promise<{ origin: string; stop(): Promise<void> }> {
  const js = await hostScript()
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host app</title></head><body><h1>Host app</h1><script src="/host.js"></script></body></html>',
      )
    } else if (path === '/host.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      response.end(js)
    } else {
      response.writeHead(404)
      response.end()
    }
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
