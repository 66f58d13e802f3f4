import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isPortListening } from '../net/isPortListening'

async function waitUntilClosed(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!(await isPortListening(port))) return true
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return false
}

/** Runs startDevnet in a separate Node process that prints its ports, then dies by `signal`. */
async function portsLeftByProcessKilledWith(signal: NodeJS.Signals): Promise<number[]> {
  // tsx as a loader of this very process (not its CLI, which runs code in a second process), so
  // the signal hits the process that owns the devnet.
  const tsxLoader = pathToFileURL(
    createRequire(import.meta.url).resolve('tsx', { paths: [process.cwd()] }),
  ).href
  const startDevnetModule = fileURLToPath(new URL('./startDevnet.ts', import.meta.url))
  const script = `
    const { startDevnet } = await import(${JSON.stringify(startDevnetModule)})
    const devnet = await startDevnet()
    console.log(JSON.stringify(devnet.chains.map((chain) => chain.port)))
    setInterval(() => {}, 1000) // stay alive until killed
  `
  const child = spawn(
    process.execPath,
    ['--import', tsxLoader, '--input-type=module', '-e', script],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const ports = await new Promise<number[]>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((candidate) => candidate.startsWith('['))
      if (line) resolve(JSON.parse(line) as number[])
    })
    child.once('exit', (code) => reject(new Error(`devnet process exited early (${code})`)))
  })
  for (const port of ports) expect(await isPortListening(port)).toBe(true)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  await exited
  return ports
}

describe('anvil processes do not outlive the process that started them', () => {
  it.each(['SIGKILL', 'SIGTERM'] as const)('when it dies by %s', async (signal) => {
    const ports = await portsLeftByProcessKilledWith(signal)
    for (const port of ports) expect(await waitUntilClosed(port, 3_000)).toBe(true)
  })
})
