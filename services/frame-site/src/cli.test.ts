import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { startAuthServer } from '@latch/auth-server'
import { startMailCatcher } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { logIn, putRecoveryShare } from './test/vaultClient'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))

/** Starts `latch-frame-site` with `env`; resolves with its URL once it prints it. */
async function startCli(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--conditions=@latch/source', '--import', 'tsx', cli], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> })
  const [first] = (await once(lines, 'line')) as [string]
  const url = first.match(/^Frame site: (http:\/\/127\.0\.0\.1:\d+)\/$/)?.[1]
  expect(url, first).toBeDefined()
  return { child, url: url as string }
}

async function stopCli(child: ChildProcess) {
  child.kill('SIGTERM')
  const [code] = await once(child, 'exit')
  expect(code).toBe(0)
}

describe('latch-frame-site', () => {
  it('keeps the vault in its embedded database across a restart, and stops on SIGTERM', async () => {
    const mail = await startMailCatcher()
    const auth = await startAuthServer({
      smtp: mail.smtp,
      mailFrom: 'login@latch.test',
      frameOrigins: ['http://127.0.0.1'],
    })
    const data = mkdtempSync(join(tmpdir(), 'latch-frame-cli-'))
    const env = {
      PORT: '0',
      AUTH_URL: auth.url,
      RPC_URL: 'http://127.0.0.1:7777',
      ALLOWED_ORIGINS: 'http://127.0.0.1:5173',
      DATABASE_URL: join(data, 'frame-data'),
      VAULT_SECRET: 'a-vault-secret-of-at-least-32-characters',
    }
    let running: ChildProcess | undefined
    try {
      const token = await logIn(auth.url, mail)
      const put = (url: string, version: number) =>
        putRecoveryShare(url, token, { share: 'AAAA', version }).then((response) => response.status)

      const first = await startCli(env)
      running = first.child
      expect(await put(first.url, 2)).toBe(200)
      await stopCli(first.child)
      running = undefined
      expect(existsSync(join(data, 'frame-data'))).toBe(true)

      const second = await startCli(env)
      running = second.child
      // The share of version 2 outlived the process: the same version again is stale.
      expect(await put(second.url, 2)).toBe(409)
      expect(await put(second.url, 3)).toBe(200)
      await stopCli(second.child)
      running = undefined
    } finally {
      running?.kill('SIGKILL')
      await auth.stop()
      await mail.stop()
      rmSync(data, { recursive: true, force: true })
    }
  }, 120_000)
})
