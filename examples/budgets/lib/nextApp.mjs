/**
 * The one-button app in Next.js, built with Next's defaults (`next build`: Turbopack in Next 16,
 * no next.config), for the speed budgets (issue 38). One build holds the app (`/`) and its own
 * React-only baseline (`/baseline`), each under a root layout of its own, so both are measured
 * from the same build, server and run.
 */
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { runBuild, startServer } from '../../e2e/src/frameworks/childProcesses.ts'
import { loadMeasuringScripts } from '../../e2e/src/frameworks/firstPaintScripts.ts'

/**
 * A server-rendered button is in the page before it works: it counts once React has hydrated it
 * (its props are on the element), so a click then is the visitor's, not lost.
 */
export const hydrated = (finder) =>
  `() => { const element = (${finder})(); return element && Object.keys(element).some((key) => key.startsWith('__reactProps')) ? element : null }`

/**
 * Builds the Next.js app at `root` and starts it on 127.0.0.1; resolves with its URL and a `stop`
 * that ends the server and removes the build.
 */
export async function startNextApp(root) {
  const next = join(root, '..', 'node_modules', '.bin', 'next')
  // As `npm run build` and `npm start` have it: the runner's NODE_ENV would give React's
  // development build.
  const env = { NODE_ENV: 'production' }
  // The build and the types file it writes (which names the build's).
  const removeBuild = () =>
    Promise.all(
      ['.next', 'next-env.d.ts'].map((name) =>
        rm(join(root, name), { recursive: true, force: true }),
      ),
    )
  await removeBuild()
  await runBuild({ command: next, args: ['build'], cwd: root, env }).catch(async (error) => {
    await removeBuild()
    throw error
  })
  const server = await startServer({
    command: next,
    args: ['start', '--hostname', '127.0.0.1', '--port', '0'],
    cwd: root,
    env,
  }).catch(async (error) => {
    await removeBuild()
    throw error
  })
  return {
    url: server.url,
    stop: async () => {
      await server.stop()
      await removeBuild()
    },
  }
}

/**
 * The scripts a first visit of `url` loads before its button (`button(page)`, a locator) shows:
 * the ones its HTML names (`loadMeasuringScripts`), each with its gzip size.
 */
export async function firstPaintScripts(browser, url, button) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const { urls, gzipBytesEach } = await loadMeasuringScripts(page, url, button(page))
    return urls.map((scriptUrl, index) => ({ url: scriptUrl, gzip: gzipBytesEach[index] }))
  } finally {
    await context.close()
  }
}
