import { type ChildProcess, spawn } from 'node:child_process'
import type { RunningApp } from './frameworkApp'

export interface CommandOptions {
  /** An executable (a package's bin: `<app>/node_modules/.bin/next`) and its arguments. */
  command: string
  args: string[]
  cwd: string
  /** Added to this process's environment. */
  env?: Record<string, string>
}

/** Plain text: no colours, no interactive spinners (CI=1), no telemetry. */
const quiet = { NO_COLOR: '1', FORCE_COLOR: '0', CI: '1', NEXT_TELEMETRY_DISABLED: '1' }

function spawnCommand({ command, args, cwd, env }: CommandOptions): ChildProcess {
  // Its own process group: stopping it stops what it started too (a server's workers).
  return spawn(command, args, {
    cwd,
    env: { ...process.env, ...quiet, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
}

/**
 * Runs a build to its end; resolves with everything it printed (stdout and stderr, interleaved),
 * rejects with that output when it exits with an error.
 */
export function runBuild(options: CommandOptions): Promise<string> {
  const child = spawnCommand(options)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code, signal) => {
      if (code === 0) resolve(output)
      else
        reject(
          new Error(
            `${options.command} ${options.args.join(' ')} failed (${code ?? signal}):\n${output}`,
          ),
        )
    })
  })
}

export interface StartServerOptions extends CommandOptions {
  /**
   * Finds the URL the server listens on in what it printed so far (it is told port 0, or a port
   * of its own choosing). Default: the first `http://127.0.0.1:<port>` or `localhost:<port>`.
   */
  urlIn?: (output: string) => string | undefined
}

const loopbackUrl = (output: string) =>
  output.match(/http:\/\/(?:127\.0\.0\.1|localhost):\d+/)?.[0]?.replace('localhost', '127.0.0.1')

/**
 * Starts a server process; resolves once the URL it printed answers HTTP (any status). `stop`
 * ends its process group (SIGTERM, then SIGKILL if it lingers) and resolves once it exited.
 */
export async function startServer(options: StartServerOptions): Promise<RunningApp> {
  const child = spawnCommand(options)
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let running = true
  void exited.then(() => {
    running = false
  })
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk
      const found = (options.urlIn ?? loopbackUrl)(output)
      if (found) resolve(found)
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('error', reject)
    void exited.then(() =>
      reject(new Error(`${options.command} exited before serving:\n${output}`)),
    )
  })
  const stop = async () => {
    if (running && child.pid) {
      process.kill(-child.pid, 'SIGTERM')
      const killed = setTimeout(
        () => running && child.pid && process.kill(-child.pid, 'SIGKILL'),
        5_000,
      )
      await exited
      clearTimeout(killed)
    }
  }
  try {
    // Listening is not serving yet: the first request answers once the app is loaded.
    for (;;) {
      if (!running) throw new Error(`${options.command} exited before serving:\n${output}`)
      const answered = await fetch(url).then(
        (response) => response.body?.cancel().then(() => true) ?? true,
        () => false,
      )
      if (answered) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { url: url.endsWith('/') ? url : `${url}/`, stop }
}
