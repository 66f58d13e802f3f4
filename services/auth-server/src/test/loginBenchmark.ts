/**
 * Logins per second and each call's p50/p99 (code issued, code verified, share stored, share
 * released) on: one instance over PostgreSQL, two instances over one PostgreSQL, and one instance
 * on the embedded default (PGlite). A benchmark, not a test: figures depend on the machine.
 *
 *   node --conditions=@latch/source --import tsx services/auth-server/src/test/loginBenchmark.ts [logins] [concurrency]
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type MailCatcher, startMailCatcher, startPostgres } from '@latch/testkit'
import { type AuthServer, startAuthServer } from '../startAuthServer'
import { FRAME_ORIGIN } from './harness'

const LOGINS = Number(process.argv[2] ?? 200)
const CONCURRENCY = Number(process.argv[3] ?? 10)
const CALLS = ['code issued', 'code verified', 'share stored', 'share released'] as const

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN

async function run(name: string, instances: AuthServer[], mail: MailCatcher, tag: string) {
  const times: Record<(typeof CALLS)[number], number[]> = Object.fromEntries(
    CALLS.map((call) => [call, []]),
  ) as never
  const timed = async (call: (typeof CALLS)[number], work: () => Promise<Response>) => {
    const started = performance.now()
    const response = await work()
    times[call].push(performance.now() - started)
    if (!response.ok) throw new Error(`${call}: ${response.status} ${await response.text()}`)
    return response
  }
  const login = async (index: number) => {
    // Alternate instances per call: a load balancer with no stickiness.
    const url = (step: number) => instances[(index + step) % instances.length]!.url
    const email = `${tag}-${index}@example.com`
    const deviceId = `device-${tag}-${index}`
    const json = { 'content-type': 'application/json', origin: FRAME_ORIGIN }
    await timed('code issued', () =>
      fetch(`${url(0)}/v1/email/connect`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, deviceId }),
      }),
    )
    const found = await mail.waitForMessage({ to: email, timeoutMs: 30_000 })
    const otp = found.text.match(/\b(\d{6})\b/)?.[1]
    const answer = await timed('code verified', () =>
      fetch(`${url(1)}/v1/email/otp`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, deviceId, otp }),
      }),
    )
    const { sessionToken } = (await answer.json()) as { sessionToken: string }
    const authorized = { ...json, authorization: `Bearer ${sessionToken}` }
    await timed('share stored', () =>
      fetch(`${url(2)}/v1/shares/auth`, {
        method: 'PUT',
        headers: authorized,
        body: JSON.stringify({ share: 'AQIDBA==', version: 1 }),
      }),
    )
    await timed('share released', () => fetch(`${url(3)}/v1/shares/auth`, { headers: authorized }))
  }
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < LOGINS) await login(next++)
    }),
  )
  const seconds = (performance.now() - started) / 1000
  console.log(
    `\n${name}: ${(LOGINS / seconds).toFixed(1)} logins/s (${LOGINS} logins, ${CONCURRENCY} at a time)`,
  )
  for (const call of CALLS) {
    const sorted = [...times[call]].sort((a, b) => a - b)
    console.log(
      `  ${call.padEnd(15)} p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    )
  }
}

const mail = await startMailCatcher()
const postgres = await startPostgres()
const folder = await mkdtemp(join(tmpdir(), 'latch-bench-'))
const start = (databaseUrl: string) =>
  startAuthServer({
    smtp: mail.smtp,
    mailFrom: 'login@latch.test',
    frameOrigins: [FRAME_ORIGIN],
    databaseUrl,
    secret: 'a-benchmark-secret-of-at-least-32-chars',
    rateLimit: false,
  })
const running: AuthServer[] = []
try {
  const one = await start(postgres.url)
  running.push(one)
  await run('one instance, PostgreSQL', [one], mail, 'one')
  const two = await start(postgres.url)
  running.push(two)
  await run('two instances, one PostgreSQL', [one, two], mail, 'two')
  await Promise.all([one.stop(), two.stop()])
  const openedAt = performance.now()
  const embedded = await start(join(folder, 'data'))
  running.push(embedded)
  console.log(
    `\n(embedded database opened and migrated in ${Math.round(performance.now() - openedAt)} ms)`,
  )
  await run('one instance, embedded (PGlite)', [embedded], mail, 'embedded')
  await embedded.stop()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await Promise.all(running.map((server) => server.stop()))
  await mail.stop()
  await postgres.stop()
  await rm(folder, { recursive: true, force: true })
}
