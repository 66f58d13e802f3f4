import { fork } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

/**
 * Serves a built app on 127.0.0.1 with Vite's preview server (as `vite preview`), in a process of
 * its own: a server sharing the measuring process's event loop would add its latency to every
 * request of the page.
 */
export async function serveBuild(outDir) {
  const child = fork(fileURLToPath(new URL('./previewServer.mjs', import.meta.url)), [outDir], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const [message] = await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the preview server of ${outDir} exited (${code})`)
    }),
  ])
  return {
    url: message.url,
    close: async () => {
      if (child.exitCode !== null) return
      child.kill()
      await once(child, 'exit')
    },
  }
}
