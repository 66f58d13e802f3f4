import { definePlugin, loadOnce, type PluginContext } from '@latch/core/plugin'
import type { SiwxController } from './controller/createSiwxController'
import type { SiwxOptions } from './options'
import type { SiwxSession, SiwxState } from './state'
import { siwxStorage } from './storage'
import { siwxViewDeclarations } from './views'

const COMMANDS = [
  'siwx.prepare',
  'siwx.signIn',
  'siwx.cancel',
  'siwx.getSessions',
  'siwx.revoke',
] as const

/**
 * Sign in with the wallet (CAIP-122): EIP-4361 on eip155, Sign In With Solana on solana, for every
 * login method (it signs through `account.signMessage`). Sessions are kept per network and checked
 * again with the app's server on reload. Registering it turns sign-in on; its code loads on first use.
 *
 * @example
 * createLatch({ projectId, networks, plugins: [eip155(), solana(), siwx({ required: true })] })
 */
export function siwx(options: SiwxOptions = {}) {
  return definePlugin({
    name: 'siwx',
    initialState: {
      required: options.required ?? false,
      request: { status: 'idle' },
      sessions: [],
    } satisfies SiwxState,
    setup(ctx) {
      ctx.declareViews(siwxViewDeclarations)
      ctx.declareStorage(siwxStorage)
      const load = loadOnce(() =>
        import('./controller/createSiwxController').then(({ createSiwxController }) =>
          createSiwxController(ctx as PluginContext, options),
        ),
      )
      for (const type of COMMANDS) {
        ctx.handle(type, async (command) => (await load()).run(command as never) as never)
      }
      // Stored sessions show at once: reading them needs no code beyond the storage's.
      const stored = (options.sessionStorage?.get() ?? ctx.storage.get('siwxSessions')) as
        | SiwxSession[]
        | undefined
      if (stored?.length) {
        ctx.update((state) => {
          const own = state.plugins.siwx
          if (own) own.sessions = stored
        })
      }
      const detached = (run: (controller: SiwxController) => Promise<void> | void) =>
        void load()
          .then(run)
          .catch((error: unknown) => ctx.report(error))
      ctx.on('connected', (event) => detached((c) => c.connected(event)))
      ctx.on('network.changed', (event) => detached((c) => c.networkChanged(event.caipNetworkId)))
      ctx.on('disconnected', (event) => detached((c) => c.disconnected(event.namespace)))
      // The modal closed on the sign view (its close button, Escape, a click outside): a cancel.
      ctx.subscribe(
        (state) => (state.modal.open ? state.router.history.at(-1)?.view : undefined),
        (view, previous) => {
          if (previous === 'SIWXSignMessage' && view === undefined) detached((c) => c.dismissed())
        },
      )
    },
  })
}
