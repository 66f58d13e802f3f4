import { PassThrough } from 'node:stream'
import type { DemoConfig } from '@latch-examples/demo-support'
import { renderToPipeableStream } from 'react-dom/server'
import { App } from './App'
import { createAppLatch } from './createAppLatch'

/**
 * Renders the page for one request with React's streaming render: its own client, from its own
 * cookies, destroyed once the HTML is out. Resolves with the HTML of the app.
 */
export function render(request: { cookie: string | undefined }, demo: DemoConfig): Promise<string> {
  const latch = createAppLatch(demo, { server: true, cookie: request.cookie })
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => chunks.push(chunk))
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    const stream = renderToPipeableStream(<App latch={latch} />, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error),
    })
  }).finally(() => latch.destroy())
}
