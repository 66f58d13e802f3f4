/**
 * Headless Chromium driven over the DevTools protocol without enabling V8's inspector (the `Runtime`
 * and `Debugger` domains) in the measured pages, for the speed figures (issue 38): a visitor's
 * browser has no inspector attached.
 *
 * Why not Playwright: it enables the `Runtime` domain in every page it drives, and then V8 captures
 * a detailed stack (up to 200 frames, with line and column) for every `Error` a page creates.
 * react-dom creates five at load (its internal sentinels), so V8 re-parses react-dom's module and
 * the whole script around it to find their source positions: 17 ms for the React-only page, 27–33 ms
 * for the app with every Latch plugin, whose code shares react-dom's file under Vite's defaults
 * (traces of 2026-11-30). A visitor's browser does none of that, so the figures must not either.
 * Here each page is a target of its own browser context; it gets the `Page` domain (navigation and
 * an init script), one `Runtime.evaluate` after its DOM is parsed, and key events.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '@latch/testkit/chromium'
import CDP from 'chrome-remote-interface'

/** Starts Chromium (offline, as `launchChromium`) with its DevTools endpoint on 127.0.0.1. */
export async function launchBareChromium() {
  ensureChromium()
  const profile = await mkdtemp(join(tmpdir(), 'latch-bare-chromium-'))
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      `--user-data-dir=${profile}`,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  // Gone with this process, however it ends (Playwright's browsers go with their pipe).
  const killOnExit = () => child.kill()
  process.once('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill()
      await exited
    }
    await rm(profile, { recursive: true, force: true, maxRetries: 5 })
  }
  let client
  try {
    const endpoint = await new Promise((resolve, reject) => {
      let output = ''
      const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${output}`)), 30_000)
      child.stderr.on('data', (chunk) => {
        output += chunk
        const match = /DevTools listening on (ws:\/\/\S+)/.exec(output)
        if (match) {
          clearTimeout(timer)
          resolve(match[1])
        }
      })
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)))
    })
    client = await CDP({ target: endpoint })
  } catch (error) {
    await stop()
    throw error
  }

  return {
    /**
     * A new page in a browser context of its own (cold cache and storage), `initScript` (source
     * text) run before any of its documents' scripts.
     */
    async newPage({ width, height, initScript }) {
      const { browserContextId } = await client.send('Target.createBrowserContext')
      const { targetId } = await client.send('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
        width,
        height,
      })
      const { sessionId } = await client.send('Target.attachToTarget', { targetId, flatten: true })
      const send = (method, params) => client.send(method, params, sessionId)
      // The page's own events (navigation, lifecycle), which V8's inspector has no part in.
      await send('Page.enable')
      await send('Page.addScriptToEvaluateOnNewDocument', { source: initScript })
      /** The value of `expression` (a promise is awaited), as JSON. */
      const evaluate = async (expression) => {
        const { result, exceptionDetails } = await send('Runtime.evaluate', {
          expression,
          awaitPromise: true,
          returnByValue: true,
        })
        if (exceptionDetails) {
          throw new Error(
            `${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
          )
        }
        return result.value
      }
      return {
        /** Navigates; resolves once the new document's DOM is parsed (its scripts have run). */
        async goto(url) {
          const parsed = new Promise((resolve) =>
            client.once(`Page.domContentEventFired.${sessionId}`, resolve),
          )
          const { errorText } = await send('Page.navigate', { url })
          if (errorText) throw new Error(`${url}: ${errorText}`)
          await parsed
        },
        evaluate,
        async press(key, code = key, keyCode = 0) {
          const event = { key, code, windowsVirtualKeyCode: keyCode }
          await send('Input.dispatchKeyEvent', { type: 'keyDown', ...event })
          await send('Input.dispatchKeyEvent', { type: 'keyUp', ...event })
        },
        close: () => client.send('Target.disposeBrowserContext', { browserContextId }),
      }
    },
    async close() {
      await client.close().catch(() => {})
      await stop()
    },
  }
}
