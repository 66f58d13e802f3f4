import { spawn } from 'node:child_process'
import { resolveAnvilBinary } from './anvilBinary'
import { guardAgainstOrphan } from './orphanGuard'
import { waitForRpc } from './waitForRpc'

export interface StartAnvilNodeOptions {
  chainId: number
  /** TCP port on 127.0.0.1; 0 lets the OS pick a free one. */
  port: number
  /** BIP-39 mnemonic the dev accounts are derived from. */
  mnemonic: string
  accountCount: number
  /** Native balance of each dev account, in ether. */
  balanceEther: number
  /** How long the node may take to answer JSON-RPC. */
  readyTimeoutMs: number
}

export interface AnvilNode {
  chainId: number
  port: number
  rpcUrl: string
  /** Stops the process and resolves once it has exited, so its port is free. */
  stop(): Promise<void>
}

/** anvil prints this line once its HTTP server is bound; with `--port 0` it is the only way to learn the port. */
const listeningLine = /Listening on 127\.0\.0\.1:(\d+)/

/** Gives up on a graceful SIGTERM after this long and sends SIGKILL. */
const stopGraceMs = 2_000

/** Starts one anvil node bound to 127.0.0.1 and resolves once it answers JSON-RPC. */
export async function startAnvilNode(options: StartAnvilNodeOptions): Promise<AnvilNode> {
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--chain-id',
    String(options.chainId),
    '--mnemonic',
    options.mnemonic,
    '--accounts',
    String(options.accountCount),
    '--balance',
    String(options.balanceEther),
  ]
  const child = spawn(resolveAnvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const releaseGuard = child.pid === undefined ? () => {} : guardAgainstOrphan(child)

  let output = ''
  let exited: string | undefined
  let spawnError: Error | undefined
  child.on('error', (error) => {
    spawnError = error
  })
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = `anvil exited (${signal ?? `code ${code}`}): ${output.trim().split('\n').slice(-3).join(' | ')}`
      releaseGuard()
      resolve()
    })
  })
  const port = new Promise<number>((resolve, reject) => {
    // Kept reading for the node's whole life: anvil logs every request, and an unread pipe would
    // fill and block it. Only the tail is kept, for error messages.
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4_000)
      const match = listeningLine.exec(output)
      if (match?.[1]) resolve(Number(match[1])) // later calls are no-ops
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    void exit.then(() => reject(new Error(exited)))
    child.once('error', reject)
  })

  const stop = async () => {
    const running = child.pid !== undefined && child.exitCode === null && child.signalCode === null
    if (!running) return
    child.kill('SIGTERM')
    const forceKill = setTimeout(() => child.kill('SIGKILL'), stopGraceMs)
    await exit
    clearTimeout(forceKill)
  }

  const readyTimeoutMs = options.readyTimeoutMs
  let bindTimer: ReturnType<typeof setTimeout> | undefined
  const bindTimeout = new Promise<never>((_, reject) => {
    bindTimer = setTimeout(
      () => reject(new Error(`anvil did not bind a port within ${readyTimeoutMs} ms`)),
      readyTimeoutMs,
    )
  })
  try {
    const boundPort = await Promise.race([port, bindTimeout]).finally(() => clearTimeout(bindTimer))
    const rpcUrl = `http://127.0.0.1:${boundPort}`
    await waitForRpc(rpcUrl, {
      chainId: options.chainId,
      timeoutMs: readyTimeoutMs,
      abortReason: () => exited ?? spawnError?.message,
    })
    return { chainId: options.chainId, port: boundPort, rpcUrl, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
