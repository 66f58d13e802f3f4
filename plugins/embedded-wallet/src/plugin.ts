import { type ChainNamespace, LatchError } from '@latch/core'
import { AUTH_CONNECTOR_NAMESPACES } from '@latch/core/constants'
import { definePlugin, loadOnce } from '@latch/core/plugin'
import { EMBEDDED_WALLET_ID } from './embeddedWalletId'
import { createEmbeddedLoginMethod } from './loginMethod/createEmbeddedLoginMethod'
import type { EmbeddedWalletState } from './state'
import { embeddedWalletStorage } from './storage'
import { embeddedWalletViewDeclarations } from './views'

export interface EmbeddedWalletOptions {
  /** The frame site's page; default `endpoints.frame`. There is no hosted default. */
  frameUrl?: string
  /** The namespaces the wallet gives accounts on; default both it serves (spec §6). */
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

/** The plugin's commands: each runs in the wallet's code, loaded on first use. */
const COMMANDS = [
  'embeddedWallet.connectEmail',
  'embeddedWallet.connectDevice',
  'embeddedWallet.connectOtp',
  'embeddedWallet.resetLogin',
  'embeddedWallet.updateEmail',
  'embeddedWallet.exportWallet',
] as const

/**
 * Email login with a wallet whose keys live only in a secure frame on another origin (the frame
 * site, `endpoints.frame`), for EVM and Solana. Its code, and the frame, load on first use.
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
      ctx.declareViews(embeddedWalletViewDeclarations)
      ctx.declareStorage(embeddedWalletStorage)
      const frameUrl = options.frameUrl ?? ctx.options.endpoints.frame
      if (!frameUrl) {
        throw new LatchError('INVALID_OPTIONS', {
          details: 'The embedded wallet needs endpoints.frame, the URL of your frame site',
        })
      }
      const window = options.window ?? (ctx.window ? globalThis.window : undefined)
      // On a server there is no frame: the plugin registers nothing.
      if (!window) return
      const namespaces = options.namespaces ?? AUTH_CONNECTOR_NAMESPACES
      // A frame code chunk that failed to load is fetched again on the next try.
      const load = loadOnce(() =>
        import('./session/createEmbeddedWallet').then(({ createEmbeddedWallet }) =>
          createEmbeddedWallet({ ctx, frameUrl, window, namespaces }),
        ),
      )
      const loggedIn = ctx.storage.get('emailLogin') === true
      ctx.registerLoginMethod(
        createEmbeddedLoginMethod({
          namespaces,
          load,
          maySilentlyConnect: () => ctx.storage.get('emailLogin') === true,
        }),
      )
      const email = loggedIn ? ctx.storage.get('email') : undefined
      if (email) {
        ctx.update((state) => {
          const own = state.plugins.embeddedWallet
          if (own) own.email = email
        })
      }
      for (const type of COMMANDS) {
        ctx.handle(type, async (command) => (await load()).run(command as never))
      }
      ctx.on('connected', ({ connectorId }) => {
        if (connectorId === EMBEDDED_WALLET_ID) void load().then((wallet) => wallet.connected())
      })
      return () => {
        void load.started()?.then((wallet) => wallet.destroy())
      }
    },
  })
}
