import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import type { RunningApp } from './frameworkApp'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/**
 * Serves a built single-page app (`dist/`) on 127.0.0.1, as any static host would: its files,
 * and its `index.html` for every other path, with `headScript` first in its `<head>` (how a host
 * tells the page its settings before the app's script runs).
 */
export async function serveStatic(options: {
  root: string
  headScript: string
}): Promise<RunningApp> {
  const index = (await readFile(join(options.root, 'index.html'), 'utf8')).replace(
    '<head>',
    `<head><script>${options.headScript}</script>`,
  )
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname)
    const file = join(options.root, path)
    const sendIndex = () => {
      response.writeHead(200, { 'content-type': contentTypes['.html'] as string })
      response.end(index)
    }
    if (path === '/' || path === '/index.html' || !file.startsWith(options.root)) return sendIndex()
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        })
        response.end(body)
      },
      () => {
        // A missing file is a 404; any other path is one of the app's pages.
        if (!extname(path)) return sendIndex()
        response.writeHead(404)
        response.end()
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
