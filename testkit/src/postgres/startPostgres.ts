import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { chown, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { reservePort } from '../net/reservePort'

const run = promisify(execFile)

/** Where Debian's `postgresql` package puts the server's programs, one folder per major version. */
const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql'

/** The newest installed server's `bin` folder (with initdb and postgres), or undefined. */
export function findPostgresBin(): string | undefined {
  if (!existsSync(DEBIAN_POSTGRES_ROOT)) return undefined
  const versions = readdirSync(DEBIAN_POSTGRES_ROOT)
    .filter((name) => existsSync(join(DEBIAN_POSTGRES_ROOT, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? undefined : join(DEBIAN_POSTGRES_ROOT, versions[0], 'bin')
}

/** Installs Debian's postgresql when no server is installed (root; about a minute), like Chromium. */
export function ensurePostgres({
  log = console.log,
}: {
  log?: (line: string) => void
} = {}): string {
  const found = findPostgresBin()
  if (found) return found
  log(`No PostgreSQL server in ${DEBIAN_POSTGRES_ROOT}: installing Debian's postgresql…`)
  execFileSync('apt-get', ['update'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  const installed = findPostgresBin()
  if (!installed) throw new Error('apt-get installed postgresql, but no server was found')
  return installed
}

/** The uid and gid of a local account, from /etc/passwd; undefined when there is none. */
function accountIds(name: string): { uid: number; gid: number } | undefined {
  for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
    const [user, , uid, gid] = line.split(':')
    if (user === name && uid !== undefined && gid !== undefined) {
      return { uid: Number(uid), gid: Number(gid) }
    }
  }
  return undefined
}

export interface StartPostgresOptions {
  /** `fsync` off by default: a test server's data dies with it anyway, and writes are faster. */
  fsync?: boolean
  /** Most connections; default 100 (PostgreSQL's own). */
  maxConnections?: number
  /** Installs Debian's postgresql when missing; default true. */
  ensure?: boolean
}

export interface LocalPostgres {
  /** `postgres://postgres@127.0.0.1:PORT/postgres` (trust authentication, 127.0.0.1 only). */
  url: string
  port: number
  /** The temporary folder holding the cluster and its socket; removed by `stop`. */
  directory: string
  /** A URL for another database of this server (created with `CREATE DATABASE` by the caller). */
  databaseUrl(name: string): string
  /** Stops the server (fast shutdown, then SIGKILL if it lingers) and removes its folder. Idempotent. */
  stop(): Promise<void>
}

/** How often a start is retried when another process took the chosen port meanwhile. */
const PORT_ATTEMPTS = 3

/**
 * A real PostgreSQL server for a test: `initdb` in a temporary folder, listening on a free port of
 * 127.0.0.1 only, its Unix socket inside that folder. As root it runs as the `postgres` account
 * (initdb and the server refuse root). `stop` ends it and removes the folder.
 *
 * @example
 * const postgres = await startPostgres()
 * const pool = new pg.Pool({ connectionString: postgres.url })
 * // …
 * await pool.end()
 * await postgres.stop()
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<LocalPostgres> {
  const bin = options.ensure === false ? findPostgresBin() : ensurePostgres()
  if (!bin) throw new Error('No PostgreSQL server installed')
  const account = process.getuid?.() === 0 ? accountIds('postgres') : undefined
  if (process.getuid?.() === 0 && !account) {
    throw new Error('Running as root, and there is no postgres account to run PostgreSQL as')
  }
  const ids = account ? { uid: account.uid, gid: account.gid } : {}
  const directory = await mkdtemp(join(tmpdir(), 'latch-postgres-'))
  const data = join(directory, 'data')
  const socket = join(directory, 'socket')
  await mkdir(socket)
  if (account) {
    await chown(directory, account.uid, account.gid)
    await chown(socket, account.uid, account.gid)
  }
  try {
    await run(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C'],
      { ...ids, cwd: directory },
    )
    for (let attempt = 1; ; attempt++) {
      const reserved = await reservePort()
      await reserved.release()
      try {
        const child = await launch(bin, data, socket, reserved.port, options, ids)
        return handle(child, directory, reserved.port)
      } catch (error) {
        if (attempt >= PORT_ATTEMPTS || !/could not bind|in use/i.test(String(error))) throw error
      }
    }
  } catch (error) {
    await rm(directory, { recursive: true, force: true })
    throw error
  }
}

/** Starts the server and waits for it to accept connections; rejects with its log otherwise. */
async function launch(
  bin: string,
  data: string,
  socket: string,
  port: number,
  options: StartPostgresOptions,
  ids: { uid?: number; gid?: number },
): Promise<ChildProcess> {
  const child = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-k',
      socket,
      '-c',
      `fsync=${options.fsync ? 'on' : 'off'}`,
      '-c',
      `max_connections=${options.maxConnections ?? 100}`,
    ],
    { ...ids, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let log = ''
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString()
      if (log.includes('ready to accept connections')) {
        child.stderr?.off('data', onData)
        // Keep draining the log so the server never blocks on a full pipe.
        child.stderr?.resume()
        child.off('exit', onExit)
        resolve()
      }
    }
    const onExit = () => reject(new Error(`postgres exited before it was ready:\n${log}`))
    child.stderr?.on('data', onData)
    child.once('exit', onExit)
    child.once('error', reject)
  })
  return child
}

function handle(child: ChildProcess, directory: string, port: number): LocalPostgres {
  let stopping: Promise<void> | undefined
  const databaseUrl = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`
  return {
    url: databaseUrl('postgres'),
    port,
    directory,
    databaseUrl,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = once(child, 'exit')
          // SIGINT is PostgreSQL's fast shutdown: clients are disconnected, nothing is waited on.
          child.kill('SIGINT')
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
          await exited
          clearTimeout(timer)
        }
        await rm(directory, { recursive: true, force: true })
      })()
      return stopping
    },
  }
}
