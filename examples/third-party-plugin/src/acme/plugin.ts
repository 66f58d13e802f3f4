import { definePlugin } from '@latch/core/plugin'
import './commands'
import { createAcmeWallet } from './acmeWallet'
import { createAcmeAdapter } from './adapter'
import { ACME_MIN_TIP } from './constants'
import { AcmeError } from './errors'
import { acmeStorage } from './storage'
import { acmeViewDeclarations } from './views'

/** Acme's slice of the state (`state.plugins.acme`): the only part it writes. */
export interface AcmeState {
  lastTip: number | undefined
}

declare module '@latch/core' {
  interface LatchPluginStates {
    acme: AcmeState
  }
}

/**
 * The Acme chain for Latch: its namespace and wallet, its Tip view (screens in `./react`), its
 * errors, its storage key and its feature flag.
 *
 * @example
 * createLatch({ projectId, networks: [acmeMain, acmeTest], plugins: [acme()] })
 */
export function acme() {
  return definePlugin({
    name: 'acme',
    features: { acmeTips: true },
    initialState: { lastTip: undefined } satisfies AcmeState,
    setup(ctx) {
      ctx.declareViews(acmeViewDeclarations)
      ctx.declareStorage(acmeStorage)
      const adapter = createAcmeAdapter(createAcmeWallet())
      ctx.registerAdapter(adapter)
      const own = (recipe: (slice: AcmeState) => void) =>
        ctx.update((state) => {
          if (state.plugins.acme) recipe(state.plugins.acme)
        })
      own((slice) => {
        slice.lastTip = ctx.storage.get('acmeLastTip')
      })

      ctx.handle('acme.tip', async ({ amount }) => {
        if (ctx.getState().accounts.acme?.status !== 'connected') {
          throw new AcmeError('ACME_NOT_CONNECTED')
        }
        if (!(amount >= ACME_MIN_TIP)) {
          throw new AcmeError('ACME_TIP_TOO_SMALL', { params: { min: ACME_MIN_TIP } })
        }
        adapter.wallet.tip(BigInt(Math.round(amount * 1e6)))
        ctx.storage.set('acmeLastTip', amount)
        own((slice) => {
          slice.lastTip = amount
        })
      })
    },
  })
}
