import {
  type ChainNamespace,
  type ConnectionAuth,
  type LatchCommands,
  LatchError,
} from '@latch/core'
import { lazySchema, type PluginContext, parseOrThrow, requestedNetwork } from '@latch/core/plugin'
import * as z from 'zod/mini'
import { FRAME_HEARTBEAT_MS } from '../constants'
import { EMBEDDED_WALLET_ID } from '../embeddedWalletId'
import { createFrameEip1193Provider } from '../providers/eip1193Provider'
import { createFrameSession } from './createFrameSession'

export interface EmbeddedWalletOptions {
  ctx: PluginContext
  frameUrl: string
  window: Window
  namespaces: readonly ChainNamespace[]
}

const emailParams = lazySchema(() => z.object({ email: z.email('Invalid email') }))
const otpParams = lazySchema(() =>
  z.object({
    otp: z.string().check(z.regex(/^\d{6}$/, 'Expected a 6-digit code')),
    importWallet: z.optional(z.boolean()),
  }),
)

type EmbeddedCommand = {
  [K in keyof LatchCommands & `embeddedWallet.${string}`]: {
    type: K
  } & (LatchCommands[K]['params'] extends void ? unknown : LatchCommands[K]['params'])
}[keyof LatchCommands & `embeddedWallet.${string}`]

/**
 * The embedded wallet's code, loaded on first need: the frame session, the providers over it, and
 * what each of the plugin's commands does. The plugin (first paint) forwards to it.
 */
export function createEmbeddedWallet({ ctx, frameUrl, window, namespaces }: EmbeddedWalletOptions) {
  const session = createFrameSession({ ctx, frameUrl, window })
  const inUse = new Set<ChainNamespace>()
  let evm: ReturnType<typeof createFrameEip1193Provider> | undefined

  // Spec §9 heartbeat: while logged in, the frame is asked every 5 s whether the login holds (a
  // session revoked or expired on the auth server); when it does not, its namespaces disconnect.
  let heartbeat: ReturnType<typeof ctx.clock.setTimeout> | undefined
  let destroyed = false
  const beat = () => {
    heartbeat = ctx.clock.setTimeout(async () => {
      heartbeat = undefined
      if (inUse.size === 0) return
      let cause: unknown
      const holds = await session.isConnected().catch((error: unknown) => {
        cause = error
        return false
      })
      // Logged out meanwhile (by the person, or the client went away): nothing expired.
      if (destroyed || inUse.size === 0) return
      if (holds) return beat()
      for (const namespace of [...inUse]) {
        await ctx.dispatch({ type: 'connection.disconnect', namespace }).catch(() => {})
      }
      sessionExpired(cause)
    }, FRAME_HEARTBEAT_MS)
  }
  // Spec §8 alert 'Session Expired': the person is told why they were logged out, not left to
  // find it out; apps hear it as the `error` event.
  const sessionExpired = (cause: unknown) => {
    const error = ctx.report(
      new LatchError('SESSION_EXPIRED', {
        details:
          cause === undefined ? 'The login no longer holds' : 'The login could not be checked',
        cause,
      }),
    )
    void ctx
      .dispatch({ type: 'toast.show', message: error.message, code: error.code, variant: 'error' })
      .catch(() => {})
  }
  const startHeartbeat = () => {
    if (heartbeat === undefined) beat()
  }

  /** Connects every namespace of the login, from the one asked for (else the active one). */
  const connect = async (namespace?: ChainNamespace) => {
    const active = ctx.getState().networks.activeNamespace
    const first = [namespace, active].find((n) => n && namespaces.includes(n)) ?? namespaces[0]
    await ctx.dispatch({
      type: 'connection.connect',
      connectorId: EMBEDDED_WALLET_ID,
      namespace: first,
    })
  }

  async function run(command: EmbeddedCommand): Promise<void> {
    switch (command.type) {
      case 'embeddedWallet.connectEmail': {
        const { email } = parseOrThrow(emailParams, command)
        if ((await session.connectEmail(email)) === 'CONNECT') await connect()
        return
      }
      case 'embeddedWallet.connectDevice':
        return session.connectDevice()
      case 'embeddedWallet.connectOtp': {
        const { otp, importWallet } = parseOrThrow(otpParams, command)
        await session.connectOtp(otp, importWallet)
        return connect(command.namespace)
      }
      case 'embeddedWallet.resetLogin':
        return ctx.update((state) => {
          const own = state.plugins.embeddedWallet
          if (!own) return
          own.login = { step: 'idle' }
          own.error = undefined
        })
      case 'embeddedWallet.updateEmail':
        await session.updateEmail(parseOrThrow(emailParams, command).email)
        // The connections say the new email: the core reads it from the login method (`auth`).
        return ctx.dispatch({ type: 'connection.refreshAuth', connectorId: EMBEDDED_WALLET_ID })
      case 'embeddedWallet.exportWallet':
        return session.exportWallet()
    }
  }

  return {
    run,
    /** A namespace connected through the login: the heartbeat starts. */
    connected: startHeartbeat,
    /** Who logged in, which the core keeps on the login's connections (`Connection.auth`). */
    auth(): ConnectionAuth | undefined {
      const email = ctx.getState().plugins.embeddedWallet?.email
      return email ? { name: 'email', username: email } : undefined
    },
    /** The EVM provider, emitting through the login method's `emit`. */
    evm(emit: (event: string, ...args: unknown[]) => void) {
      evm ??= createFrameEip1193Provider({
        session,
        maySilentlyConnect: () => ctx.storage.get('emailLogin') === true,
        network: () => requestedNetwork(ctx.getState(), 'eip155').caipNetworkId,
        use: () => inUse.add('eip155'),
        emit,
      })
      return evm
    },
    /** The Solana account of the login, and its requests, for the login method's Solana wallet. */
    solana: {
      async connect(silent: boolean) {
        if (silent && !(await session.isConnected())) return undefined
        const chain = requestedNetwork(ctx.getState(), 'solana').caipNetworkId
        const user = await session.user(chain)
        inUse.add('solana')
        return { addresses: [user.address], chain }
      },
      request: (method: string, params: unknown) =>
        session.request(method, params, requestedNetwork(ctx.getState(), 'solana').caipNetworkId),
    },
    async disconnect(namespace: ChainNamespace) {
      inUse.delete(namespace)
      // One login for every namespace: it ends with the last one.
      if (inUse.size === 0) await session.signOut()
    },
    destroy() {
      destroyed = true
      if (heartbeat !== undefined) ctx.clock.clearTimeout(heartbeat)
      session.destroy()
    },
  }
}

export type EmbeddedWallet = ReturnType<typeof createEmbeddedWallet>
