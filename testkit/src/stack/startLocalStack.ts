import type { AuthServer, StartAuthServerOptions } from '@latch/auth-server'
import type { Endpoints } from '@latch/core'
import type { FrameSite } from '@latch/frame-site'
import { type LocalApi, type LocalApiOptions, startLocalApi } from '../api/server'
import {
  type BitcoinChain,
  type StartBitcoinChainOptions,
  startBitcoinChain,
} from '../bitcoin/startBitcoinChain'
import { type Devnet, type StartDevnetOptions, startDevnet } from '../devnet/startDevnet'
import {
  type MailCatcher,
  type StartMailCatcherOptions,
  startMailCatcher,
} from '../mail/startMailCatcher'
import { reservePort } from '../net/reservePort'
import { loadOptional } from '../optional/loadOptional'
import { optionalParts } from '../optional/optionalParts'
import { type PhoneWallet, startPhoneWallet } from '../phoneWallet/startPhoneWallet'
import {
  type LocalRelay,
  type StartLocalRelayOptions,
  startLocalRelay,
} from '../relay/startLocalRelay'
import type { SolanaValidator, StartSolanaValidatorOptions } from '../solana/startSolanaValidator'
import { loadSolanaValidator } from '../solana/validatorOnDemand'
import { type RpcGateway, startRpcGateway } from './rpcGateway'

export interface StartLocalStackOptions {
  devnet?: StartDevnetOptions
  /** The API server's options; `solana` clusters are read besides the stack's validator. */
  api?: Omit<LocalApiOptions, 'chains'>
  /** Port of the RPC gateway; 0 (default) picks a free one. */
  rpcGatewayPort?: number
  /** The local Solana validator's options. */
  solana?: StartSolanaValidatorOptions
  /** The local WalletConnect relay's options (port, message ttl, ping interval). */
  relay?: StartLocalRelayOptions
  /**
   * Also serve the test phone wallet page, a WalletConnect wallet in a browser tab holding dev
   * account 2 on both chains (`phoneWallet.url`). Off by default: its bundle takes about a second.
   */
  phoneWallet?: { port?: number }
  /** The local mail catcher's options (SMTP and inbox ports, inbox size). */
  mail?: StartMailCatcherOptions
  /**
   * The embedded wallet's auth server, sending to the stack's mail catcher. `frameOrigins` are the
   * only browser origins it answers: the stack's frame site when it runs, else none
   * (server-to-server calls only).
   */
  auth?: Partial<Omit<StartAuthServerOptions, 'smtp'>>
  /**
   * Also serve the embedded wallet's secure frame site on its own origin (`frameSite.url`, also
   * `endpoints.frame`), talking to the stack's auth server, API, RPC gateway and Solana. Off by
   * default: its page is bundled at start (under a second).
   */
  frameSite?: { port?: number }
  /**
   * Also run a local Bitcoin chain (bcoin on regtest behind an Esplora API, `bitcoin.url`). Off
   * by default: it mines its first 110 blocks at start (2–9 s).
   */
  bitcoin?: StartBitcoinChainOptions
}

export interface LocalStack {
  /** Every local base URL, ready for `createLatch({ endpoints })`. */
  endpoints: Pick<Endpoints, 'api' | 'data' | 'analytics' | 'rpc' | 'relay' | 'frame'>
  chains: Devnet['chains']
  accounts: Devnet['accounts']
  devnet: Devnet
  api: LocalApi
  /** The chain RPC gateway; `rpcGateway.faults` fails its requests on demand. */
  rpcGateway: RpcGateway
  /** A local Solana (JSON-RPC and WebSocket on litesvm) with funded accounts and an SPL mint. */
  solana: SolanaValidator
  /**
   * A local WalletConnect v2 relay (`relay.url`, also `endpoints.relay`): dapp and wallet
   * SignClients pair through it; `createRelayTestWallet({ relayUrl })` is the wallet side.
   */
  relay: LocalRelay
  /**
   * A local SMTP server that keeps every mail: `mail.url` is the inbox page a person reads,
   * `mail.smtp` where to send, `mail.waitForMessage({ to })` for tests.
   */
  mail: MailCatcher
  /** The embedded wallet's auth server (email login, sessions, auth share), mailing to `mail`. */
  auth: AuthServer
  /** The test phone wallet page, when `phoneWallet` was asked for. */
  phoneWallet?: PhoneWallet
  /** The embedded wallet's secure frame site, when `frameSite` was asked for. */
  frameSite?: FrameSite
  /** The local Bitcoin chain, when `bitcoin` was asked for. */
  bitcoin?: BitcoinChain
  /** How long starting took, in milliseconds. */
  startupMs: number
  /** Stops everything it started and frees every port. Idempotent. */
  stop(): Promise<void>
}

/**
 * Starts what a real deployment talks to, on 127.0.0.1: two local EVM chains with funded accounts
 * and a token, a local Solana validator, the Provider/Data API server reading both, the chain
 * RPC gateway, a WalletConnect relay, a mail catcher and the embedded wallet's auth server.
 *
 * @example
 * const stack = await startLocalStack()
 * const latch = createLatch({ projectId: 'demo', endpoints: stack.endpoints })
 * await stack.stop()
 */
export async function startLocalStack(options: StartLocalStackOptions = {}): Promise<LocalStack> {
  const started = performance.now()
  // The services and the validator are optional peers of the testkit: loaded, or refused naming
  // the packages to add, before anything starts.
  const { startAuthServer } = await loadOptional(
    optionalParts.authServer,
    () => import('@latch/auth-server'),
  )
  const frameSiteModule = options.frameSite
    ? await loadOptional(optionalParts.frameSite, () => import('@latch/frame-site'))
    : undefined
  const startSolanaValidator = await loadSolanaValidator()
  const stops: (() => Promise<void>)[] = []
  const stopAll = () => Promise.all(stops.map((stop) => stop())).then(() => undefined)
  // Each part stops with the stack even when another fails to start: every start is waited
  // for, so none is left running after the stack gave up.
  const startAll = async <T extends readonly Promise<{ stop(): Promise<void> } | undefined>[]>(
    parts: T,
  ) => {
    const settled = await Promise.allSettled(parts)
    for (const part of settled) {
      // An optional part not asked for is undefined.
      const started = part.status === 'fulfilled' ? part.value : undefined
      if (started) stops.push(() => started.stop())
    }
    const failed = settled.find((part) => part.status === 'rejected')
    if (failed) throw failed.reason
    return settled.map((part) => (part as PromiseFulfilledResult<unknown>).value) as {
      -readonly [Index in keyof T]: Awaited<T[Index]>
    }
  }
  try {
    // The auth server answers the frame site's origin only: its port is taken first, and held
    // until the site serves on it.
    const reserved =
      options.frameSite && options.frameSite.port === undefined ? await reservePort() : undefined
    let frameSiteStarted = false
    if (reserved) stops.push(() => (frameSiteStarted ? Promise.resolve() : reserved.release()))
    const framePort = reserved?.port ?? options.frameSite?.port
    const frameOrigins = framePort === undefined ? [] : [`http://127.0.0.1:${framePort}`]
    const [devnet, solana, relay, mail, bitcoin] = await startAll([
      startDevnet(options.devnet),
      startSolanaValidator(options.solana),
      startLocalRelay(options.relay),
      startMailCatcher(options.mail),
      options.bitcoin ? startBitcoinChain(options.bitcoin) : Promise.resolve(undefined),
    ] as const)
    // The API server reads the EVM chains and the Solana validator.
    const [api, rpcGateway, auth] = await startAll([
      startLocalApi({
        ...options.api,
        chains: devnet.chains,
        solana: [solana, ...(options.api?.solana ?? [])],
      }),
      startRpcGateway(devnet.chains, options.rpcGatewayPort),
      startAuthServer({
        mailFrom: 'Latch local <login@latch.localhost>',
        ...options.auth,
        frameOrigins: [...frameOrigins, ...(options.auth?.frameOrigins ?? [])],
        smtp: mail.smtp,
      }),
    ] as const)
    const [phoneWallet] = options.phoneWallet
      ? await startAll([
          startPhoneWallet({
            relayUrl: relay.url,
            evm: { privateKeys: [devnet.accounts[2]!.privateKey], chains: devnet.chains },
            solana: {
              secretKeys: [solana.accounts[2]!.secretKey],
              chains: [{ chainId: solana.chainId, rpcUrl: solana.rpcUrl }],
            },
            port: options.phoneWallet.port ?? 0,
          }),
        ] as const)
      : [undefined]
    const [frameSite] =
      framePort === undefined || !frameSiteModule
        ? [undefined]
        : await startAll([
            frameSiteModule.startFrameSite({
              ...(reserved ? { listenOn: reserved.server } : { port: framePort }),
              authUrl: auth.url,
              apiUrl: api.apiUrl,
              rpcUrl: rpcGateway.url,
              solanaRpcUrls: { [solana.chainId]: solana.rpcUrl },
              // The vault mails its own recovery codes, to the same catcher.
              smtp: mail.smtp,
              mailFrom: 'Latch local vault <vault@latch.localhost>',
            }),
          ] as const)
    frameSiteStarted = frameSite !== undefined
    let stopped: Promise<void> | undefined
    return {
      endpoints: {
        api: api.apiUrl,
        data: api.dataUrl,
        analytics: api.analyticsUrl,
        rpc: rpcGateway.url,
        relay: relay.url,
        ...(frameSite ? { frame: frameSite.url } : {}),
      },
      chains: devnet.chains,
      accounts: devnet.accounts,
      devnet,
      api,
      rpcGateway,
      solana,
      relay,
      mail,
      auth,
      phoneWallet,
      frameSite,
      bitcoin,
      startupMs: Math.round(performance.now() - started),
      stop() {
        stopped ??= stopAll()
        return stopped
      },
    }
  } catch (error) {
    // A half-started stack must not leave nodes or ports behind.
    await stopAll()
    throw error
  }
}
