import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
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
    }
    expect(started.chains.map((chain) => chain.chainId)).toEqual([41001, 41002])
    const config = await fetch(`${started.endpoints.api}/appkit/v1/config?projectId=p`)
    expect(config.status).toBe(200)

    child.kill('SIGINT')
    const [code] = await once(child, 'exit')
    expect(code).toBe(0)
    const ports = [
      ...Object.values(started.endpoints).map((url) => Number(new URL(url).port)),
      ...started.chains.map((chain) => chain.port),
    ]
    for (const port of ports) expect(await isPortListening(port)).toBe(false)
  })
})
