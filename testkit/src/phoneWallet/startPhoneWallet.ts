import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { loadOptional } from '../optional/loadOptional'
import { optionalParts } from '../optional/optionalParts'
import {
  type CreateRelayTestWalletOptions,
  parseRelayWalletOptions,
  type RelayWalletEvmChain,
  type RelayWalletMetadata,
  type RelayWalletSolanaChain,
} from '../relayWallet/relayWalletOptions'
import type { PhoneWalletPageConfig } from './phoneWalletConfig'
import { phoneWalletHtml } from './phoneWalletHtml'

export interface StartPhoneWalletOptions {
  /** The local relay, e.g. `stack.relay.url`. Must be on this machine. */
  relayUrl: string
  /**
   * EVM dev accounts and the local chains they sign and send on (`stack.chains` fits). The keys
   * are written into the page: local development keys only.
   */
  evm?: { privateKeys: `0x${string}`[]; chains: RelayWalletEvmChain[] }
  /** Solana dev accounts (64-byte secret keys) and the local cluster(s). Same caution. */
  solana?: { secretKeys: Array<Uint8Array | number[]>; chains: RelayWalletSolanaChain[] }
  /** Port on 127.0.0.1; 0 (default) takes a free one. */
  port?: number
  /** What the dapp sees as the wallet (default "Latch Test Phone Wallet"). */
  metadata?: RelayWalletMetadata
}

export interface PhoneWallet {
  /** `http://127.0.0.1:PORT/`: open it in a browser tab. */
  url: string
  port: number
  /** How long bundling the page took (0 when an earlier start in this process had done it). */
  bundleMs: number
  /** Closes the server and every connection to it. The page's wallet goes with its tab. Idempotent. */
  stop(): Promise<void>
}

const SCRIPT_PATH = '/wallet.js'

const DEFAULT_METADATA: RelayWalletMetadata = {
  name: 'Latch Test Phone Wallet',
  description: 'The Latch testkit wallet in a browser tab, over WalletConnect',
  url: 'http://127.0.0.1',
  icons: [],
}

/**
 * Serves, on 127.0.0.1, a page that runs the relay test wallet (the WalletConnect SDK, wallet role)
 * in the browser with a person in the loop: paste a dapp's `wc:` link, approve or reject the
 * proposal, then each request. Two tabs (dapp and this) try the whole WalletConnect flow.
 *
 * The page holds the given keys: local development accounts only. The relay and every chain's RPC
 * must be on this machine, the server answers only requests addressed to 127.0.0.1 or localhost
 * (no DNS rebinding), and the page's Content-Security-Policy lets it connect nowhere else.
 *
 * @example
 * const phone = await startPhoneWallet({
 *   relayUrl: stack.relay.url,
 *   evm: { privateKeys: [stack.accounts[0].privateKey], chains: stack.chains },
 * })
 * console.log(`Test phone wallet: ${phone.url}`)
 * await phone.stop()
 */
export async function startPhoneWallet(options: StartPhoneWalletOptions): Promise<PhoneWallet> {
  const config = pageConfig(options)
  const bundleStarted = performance.now()
  const hadBundle = bundleCache !== undefined
  const script = await bundlePage()
  const bundleMs = hadBundle ? 0 : Math.round(performance.now() - bundleStarted)

  let port = 0
  const server = createServer((request, response) => {
    // The page holds private keys: only a browser that asked for this machine gets it.
    const host = request.headers.host ?? ''
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) {
      response.writeHead(421, { 'content-type': 'text/plain' })
      response.end('This server only answers http://127.0.0.1 and http://localhost.\n')
      return
    }
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' })
      response.end()
      return
    }
    const send = (type: string, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(200, {
        'content-type': type,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        ...headers,
      })
      response.end(request.method === 'HEAD' ? undefined : body)
    }
    if (path === '/') {
      send('text/html; charset=utf-8', phoneWalletHtml(config, SCRIPT_PATH), {
        'content-security-policy': CONTENT_SECURITY_POLICY,
      })
    } else if (path === SCRIPT_PATH) {
      send('text/javascript; charset=utf-8', script)
    } else if (path === '/favicon.ico') {
      response.writeHead(204)
      response.end()
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('Not found\n')
    }
  })
  server.listen(options.port ?? 0, '127.0.0.1')
  await Promise.race([
    once(server, 'listening'),
    once(server, 'error').then(([error]) => Promise.reject(error)),
  ])
  port = (server.address() as AddressInfo).port

  let stopped: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    bundleMs,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}

/**
 * The page may connect to this machine only: the relay and chain RPCs are loopback (checked in
 * `pageConfig`), so anything else the SDK tried would be refused and reported on the page.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  'connect-src ws://127.0.0.1:* http://127.0.0.1:* ws://localhost:* http://localhost:*',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/** Validates the options (as `createRelayTestWallet` does, plus loopback only) into page JSON. */
function pageConfig(options: StartPhoneWalletOptions): PhoneWalletPageConfig {
  const { port: _port, ...walletOptions } = options
  parseRelayWalletOptions(walletOptions satisfies CreateRelayTestWalletOptions)
  const urls = [
    ['relayUrl', options.relayUrl],
    ...(options.evm?.chains ?? []).map((chain) => [`evm chain ${chain.chainId}`, chain.rpcUrl]),
    ...(options.solana?.chains ?? []).map((chain) => [`solana ${chain.chainId}`, chain.rpcUrl]),
  ]
  const remote = urls.filter(([, url]) => !isLoopbackUrl(url!))
  if (remote.length > 0) {
    throw new Error(
      `startPhoneWallet serves local dev keys for local chains only; not on this machine: ${remote
        .map(([name, url]) => `${name} ${url}`)
        .join(', ')}`,
    )
  }
  return {
    relayUrl: options.relayUrl,
    ...(options.evm && {
      evm: {
        privateKeys: options.evm.privateKeys,
        chains: options.evm.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      },
    }),
    ...(options.solana && {
      solana: {
        secretKeys: options.solana.secretKeys.map((key) => Array.from(key)),
        chains: options.solana.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      },
    }),
    metadata: options.metadata ?? DEFAULT_METADATA,
  }
}

/** The hosts the page's CSP lets it connect to (not `[::1]`: CSP has no IPv6 literal). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost'])

/** Like `isLoopbackUrl` in ../browser/chromium (not imported: that loads playwright-core). */
function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname)
  } catch {
    return false
  }
}

let bundleCache: Promise<string> | undefined

/** The page's script, bundled once per process (in memory). */
function bundlePage(): Promise<string> {
  bundleCache ??= buildPage().catch((error: unknown) => {
    bundleCache = undefined
    throw error
  })
  return bundleCache
}

/**
 * From source (`src/phoneWallet/`) or from the built package (`dist/`, which ships `src`). Run
 * from its source (the workspace's tests), the page takes the workspace packages from their
 * source too (`@latch/source`, as Vitest does), never from a `dist/` that may be behind it.
 */
function pageEntry(): { entry: string; conditions?: string[] } {
  const candidates = ['./page/main.ts', '../src/phoneWallet/page/main.ts'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  )
  const entry = candidates.find((candidate) => existsSync(candidate))
  if (!entry) throw new Error(`the phone wallet page's source is missing: ${candidates.join(', ')}`)
  // esbuild's default `module` condition stays on beside ours.
  return entry === candidates[0] ? { entry, conditions: ['@latch/source', 'module'] } : { entry }
}

async function buildPage(): Promise<string> {
  const { build } = await loadOptional(optionalParts.phoneWallet, () => import('esbuild'))
  const { entry, conditions } = pageEntry()
  let result: Awaited<ReturnType<typeof build>>
  try {
    result = await build({
      entryPoints: [entry],
      ...(conditions && { conditions }),
      bundle: true,
      platform: 'browser',
      format: 'esm',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      write: false,
      outdir: 'out',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(
      `bundling the phone wallet page failed (it needs @walletconnect/sign-client, @walletconnect/utils and @walletconnect/types 2.25 installed): ${message}`,
      { cause: error },
    )
  }
  const outputs = result.outputFiles ?? []
  const [output] = outputs
  if (!output || outputs.length > 1) {
    throw new Error(`the phone wallet page bundled into ${outputs.length} files, not 1`)
  }
  return output.text
}
