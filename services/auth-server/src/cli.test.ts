import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { startMailCatcher, startPostgres } from '@latch/testkit'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))

describe('latch-auth-server', () => {
  it('starts from the environment (DATABASE_URL a PostgreSQL server), logs requests without their query, and stops on SIGTERM', async () => {
    const mail = await startMailCatcher()
    // A PostgreSQL server (the embedded default is tested in storage.test.ts: it takes longer).
    const postgres = await startPostgres()
    const child = spawn(process.execPath, ['--conditions=@latch/source', '--import', 'tsx', cli], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        SMTP_HOST: mail.smtp.host,
        SMTP_PORT: String(mail.smtp.port),
        MAIL_FROM: 'login@latch.test',
        FRAME_ORIGINS: 'http://frame.test',
        AUTH_SECRET: 'a-test-secret-of-at-least-32-characters',
        DATABASE_URL: postgres.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      const lines = createInterface({ input: child.stdout })
      const [first] = (await once(lines, 'line')) as [string]
      const url = first.match(/^Auth server: (http:\/\/127\.0\.0\.1:\d+)$/)?.[1]
      expect(url, first).toBeDefined()
      const logged = once(lines, 'line')
      const response = await fetch(`${url}/v1/device/approve?token=secret-token-value`)
      expect(response.status).toBe(410)
      const [line] = (await logged) as [string]
      expect(line).toMatch(/^GET \/v1\/device\/approve 410 \d+ms$/)
    } finally {
      child.kill('SIGTERM')
      const [code] = await once(child, 'exit')
      expect(code).toBe(0)
      await mail.stop()
      await postgres.stop()
    }
  }, 120_000)
})
