import { preview } from 'vite'

/** Serves a built app on 127.0.0.1 (Vite's preview server, as `vite preview`). */
export async function serveBuild(outDir) {
  const server = await preview({
    root: outDir,
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  })
  return {
    url: server.resolvedUrls.local[0],
    close: () => new Promise((resolve) => server.httpServer.close(resolve)),
  }
}
