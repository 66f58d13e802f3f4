import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { isPortListening } from '../net/isPortListening'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))

describe('latch-dev', () => {
  it('prints the stack URLs and stops everything cleanly on Ctrl-C', async () => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=@latch/source',
        '--import',
        'tsx',
        cli,
        '--json',
        '--chain-ids',
        '41001,41002',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string]
    const started = JSON.parse(line) as {
      endpoints: Record<string, string>
      chains: { chainId: number; port: number }[]
      mail: { url: string; smtp: { host: string; port: number } }
      auth: { url: string }
    }
    expect(started.chains.map((chain) => chain.chainId)).toEqual([41001, 41002])
    const config = await fetch(`${started.endpoints.api}/appkit/v1/config?projectId=p`)
    expect(config.status).toBe(200)
    // The WalletConnect relay is up: a socket opens and a JSON-RPC request is answered.
    expect(started.endpoints.relay).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const socket = new WebSocket(started.endpoints.relay!)
    await once(socket, 'open')
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'irn_unknown', params: {} }))
    const [frame] = (await once(socket, 'message')) as [Buffer]
    expect(JSON.parse(frame.toString())).toMatchObject({ id: 1, error: { code: -32601 } })
    socket.close()
    // The mail catcher and the auth server are up.
    expect((await fetch(`${started.auth.url}/health`)).status).toBe(200)
    expect((await fetch(`${started.mail.url}/api/messages`)).status).toBe(200)

    child.kill('SIGINT')
    const [code] = await once(child, 'exit')
    expect(code).toBe(0)
    const ports = [
      ...Object.values(started.endpoints).map((url) => Number(new URL(url).port)),
      ...started.chains.map((chain) => chain.port),
      Number(new URL(started.mail.url).port),
      started.mail.smtp.port,
      Number(new URL(started.auth.url).port),
    ]
    for (const port of ports) expect(await isPortListening(port)).toBe(false)
  }, 90_000)

  it('names every service in its human output, the WalletConnect relay among them', async () => {
    const child = spawn(
      process.execPath,
      ['--conditions=@latch/source', '--import', 'tsx', cli, '--chain-ids', '41003,41004'],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const lines: string[] = []
    const output = createInterface({ input: child.stdout })
    output.on('line', (line) => lines.push(line))
    await new Promise<void>((resolve) =>
      output.on('line', (line) => line === 'Press Ctrl-C to stop.' && resolve()),
    )
    const relayLine = lines.find((line) => line.includes('WalletConnect relay'))
    const relayUrl = relayLine?.match(/ws:\/\/127\.0\.0\.1:\d+/)?.[0]
    expect(relayUrl, lines.join('\n')).toBeDefined()
    expect(await isPortListening(Number(new URL(relayUrl!).port))).toBe(true)
    const printed = (label: string) =>
      lines.find((line) => line.trim().startsWith(`${label}: `))?.split(': ')[1]
    const inboxUrl = printed('Mail inbox')
    const authUrl = printed('Auth server')
    expect(inboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(printed('SMTP')).toMatch(/^127\.0\.0\.1:\d+$/)
    expect(authUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect((await fetch(`${authUrl}/health`)).status).toBe(200)
    expect(await (await fetch(inboxUrl!)).text()).toContain('Local inbox')
    const frameLine = lines.find((line) => line.trim().startsWith('Frame site'))
    const frameUrl = frameLine?.match(/http:\/\/127\.0\.0\.1:\d+\/?/)?.[0]
    expect((await fetch(`${frameUrl}?projectId=demo`)).status).toBe(200)

    child.kill('SIGINT')
    const [code] = await once(child, 'exit')
    expect(code).toBe(0)
    expect(lines.at(-1)).toBe('Stopped (SIGINT); every port is free.')
    expect(await isPortListening(Number(new URL(relayUrl!).port))).toBe(false)
    // A whole stack in a child process, the frame site's page bundled at its start: on a busy
    // machine this takes longer than a unit test's default.
  }, 90_000)
})
