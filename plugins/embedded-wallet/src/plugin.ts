import {
  type ChainNamespace,
  definePlugin,
  LatchError,
  lazySchema,
  parseOrThrow,
} from '@latch/core'
import * as z from 'zod/mini'
import {
  createEmbeddedLoginMethod,
  EMBEDDED_WALLET_ID,
} from './loginMethod/createEmbeddedLoginMethod'
import type { EmbeddedWalletState } from './state'

export interface EmbeddedWalletOptions {
  /** The frame site's page; default `endpoints.frame`. There is no hosted default. */
  frameUrl?: string
  /** The namespaces the wallet gives accounts on (spec §6: eip155 and solana). Default eip155. */
  namespaces?: readonly ChainNamespace[]
  /** The host page's window (tests pass a stand-in); default the page's. */
  window?: Window
}

const initialState: EmbeddedWalletState = {
  frame: 'none',
  login: { step: 'idle' },
  updateEmail: { step: 'idle' },
  approving: false,
}

const emailParams = lazySchema(() => z.object({ email: z.email('Invalid email') }))
const otpParams = lazySchema(() =>
  z.object({ otp: z.string().check(z.regex(/^\d{6}$/, 'Expected a 6-digit code')) }),
)

/**
 * Email login with a wallet whose keys live only in a secure frame on another origin (the frame
 * site, `endpoints.frame`), for EVM (and Solana). The frame's code loads on first use.
 *
 * @example
 * createLatch({ projectId, endpoints: { frame: 'https://wallet.example/frame' },
 *   plugins: [eip155(), embeddedWallet()] })
 */
export function embeddedWallet(options: EmbeddedWalletOptions = {}) {
  return definePlugin({
    name: 'embeddedWallet',
    initialState,
    setup(ctx) {
      const frameUrl = options.frameUrl ?? ctx.options.endpoints.frame
      if (!frameUrl) {
        throw new LatchError('INVALID_OPTIONS', {
          details: 'The embedded wallet needs endpoints.frame, the URL of your frame site',
        })
      }
      const window = options.window ?? (ctx.window ? globalThis.window : undefined)
      // On a server there is no frame: the plugin registers nothing.
      if (!window) return
      const namespaces = options.namespaces ?? ['eip155']
      const method = createEmbeddedLoginMethod(ctx, { frameUrl, window, namespaces })
      ctx.registerLoginMethod(method)
      if (ctx.storage.get('emailLogin')) {
        const email = ctx.storage.get('email')
        ctx.update((state) => {
          const own = state.plugins.embeddedWallet
          if (own && email) own.email = email
        })
      }

      // Its connections say who logged in (Connection.auth), which the Account view shows.
      const markConnections = () =>
        ctx.update((state) => {
          const email = state.plugins.embeddedWallet?.email
          for (const namespace of namespaces) {
            for (const connection of state.connections[namespace] ?? []) {
              if (connection.connectorId === EMBEDDED_WALLET_ID && email) {
                connection.auth = { name: 'email', username: email }
              }
            }
          }
        })
      ctx.on('connected', ({ connectorId }) => {
        if (connectorId === EMBEDDED_WALLET_ID) markConnections()
      })

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

      ctx.handle('embeddedWallet.connectEmail', async (command) => {
        const { email } = parseOrThrow(emailParams, command)
        const action = await (await method.session()).connectEmail(email)
        if (action === 'CONNECT') await connect()
      })
      ctx.handle('embeddedWallet.connectDevice', async () => {
        await (await method.session()).connectDevice()
      })
      ctx.handle('embeddedWallet.connectOtp', async (command) => {
        const { otp } = parseOrThrow(otpParams, command)
        await (await method.session()).connectOtp(otp)
        await connect(command.namespace)
      })
      ctx.handle('embeddedWallet.resetLogin', () => {
        ctx.update((state) => {
          const own = state.plugins.embeddedWallet
          if (own) {
            own.login = { step: 'idle' }
            own.error = undefined
          }
        })
      })
      ctx.handle('embeddedWallet.updateEmail', async (command) => {
        const { email } = parseOrThrow(emailParams, command)
        await (await method.session()).updateEmail(email)
      })
      ctx.handle('embeddedWallet.updateEmailPrimaryOtp', async (command) => {
        const { otp } = parseOrThrow(otpParams, command)
        await (await method.session()).updateEmailPrimaryOtp(otp)
      })
      ctx.handle('embeddedWallet.updateEmailSecondaryOtp', async (command) => {
        const { otp } = parseOrThrow(otpParams, command)
        await (await method.session()).updateEmailSecondaryOtp(otp)
        markConnections()
      })

      return () => {
        void method.loaded()?.then((session) => session.destroy())
      }
    },
  })
}
