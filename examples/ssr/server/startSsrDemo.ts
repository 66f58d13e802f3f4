import { readFile } from 'node:fs/promises'
import { createServer as createHttpServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { type LocalStack, startLocalStack } from '@latch/testkit'
import { DEMO_CONFIG_GLOBAL, type DemoConfig, demoConfigFor } from '@latch-examples/demo-support'
import { createServer as createViteServer, defaultClientConditions } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))

export interface SsrDemo {
  url: string
  stack: LocalStack
  config: DemoConfig
  /** The HTML the server answers for a request with these cookies (what a visitor first gets). */
  render(cookie?: string): Promise<string>
  stop(): Promise<void>
}

/**
 * The server-rendering example on the local stack: Vite's SSR in middleware mode serves the
 * page's modules; every page request renders the app on the server (its own Latch client from that
 * request's cookies) into the HTML, with the stack's config for the page.
 */
export async function startSsrDemo(options: { port?: number } = {}): Promise<SsrDemo> {
  const stack = await startLocalStack({})
  const config = demoConfigFor(stack)
  const vite = await createViteServer({
    root,
    configFile: false,
    logLevel: 'warn',
    clearScreen: false,
    appType: 'custom',
    resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['@latch/source'], externalConditions: ['@latch/source'] } },
    server: { middlewareMode: true, hmr: false, watch: null },
  })
  const render = async (cookie: string | undefined) => {
    const template = await vite.transformIndexHtml(
      '/',
      await readFile(`${root}/index.html`, 'utf8'),
    )
    const { render: renderApp } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
      render(request: { cookie: string | undefined }, demo: DemoConfig): Promise<string>
    }
    const app = await renderApp({ cookie }, config)
    return template
      .replace(
        '<head>',
        `<head><script>window.${DEMO_CONFIG_GLOBAL} = ${JSON.stringify(config)}</script>`,
      )
      .replace('<!--app-html-->', app)
  }
  const server: Server = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'GET' && url.pathname === '/') {
      render(request.headers.cookie).then(
        (html) => {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          response.end(html)
        },
        (error: unknown) => {
          vite.ssrFixStacktrace(error as Error)
          response.writeHead(500, { 'content-type': 'text/plain' })
          response.end(String((error as Error).stack ?? error))
        },
      )
      return
    }
    vite.middlewares(request, response, () => {
      response.writeHead(404)
      response.end()
    })
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 0, '127.0.0.1', resolve)
    })
  } catch (error) {
    await Promise.all([vite.close(), stack.stop()])
    throw error
  }
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  let stopped: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${port}/`,
    stack,
    config,
    render,
    stop() {
      stopped ??= Promise.all([
        new Promise<void>((resolve) => {
          server.closeAllConnections()
          server.close(() => resolve())
        }),
        vite.close(),
        stack.stop(),
      ]).then(() => undefined)
      return stopped
    },
  }
}
