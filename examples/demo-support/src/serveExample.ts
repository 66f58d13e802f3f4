import { createServer, defaultClientConditions, type ViteDevServer } from 'vite'
import { ownDepCache } from './depCache'

export interface ServedExample {
  url: string
  close(): Promise<void>
}

/**
 * Serves an example's page on 127.0.0.1 with Vite, workspace packages from source, and
 * `headScript` run before the page's own code (how the page learns its services).
 */
export async function serveExample(options: {
  root: string
  /** Default 5173, 0 for a free one. */
  port?: number | undefined
  headScript: string
}): Promise<ServedExample> {
  let server: ViteDevServer | undefined
  // Its own dependency cache, begun from the one the example's last server left.
  const cache = await ownDepCache(options.root)
  try {
    server = await createServer({
      root: options.root,
      configFile: false,
      cacheDir: cache.dir,
      logLevel: 'warn',
      clearScreen: false,
      // Workspace packages load from source: the demo needs no build step.
      resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
      server: {
        host: '127.0.0.1',
        port: options.port ?? 5173,
        strictPort: options.port === undefined ? false : options.port !== 0,
        // A demo, not a dev server: no reload when a source file changes under a running test.
        hmr: false,
        watch: null,
      },
      plugins: [
        {
          name: 'latch-demo-config',
          transformIndexHtml: () => [
            { tag: 'script', children: options.headScript, injectTo: 'head-prepend' },
          ],
        },
      ],
    })
    await server.listen()
  } catch (error) {
    await server?.close()
    await cache.release()
    throw error
  }
  const address = server.httpServer?.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  const running = server
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => running.close().finally(cache.release),
  }
}
