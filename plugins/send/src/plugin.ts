import { definePlugin, loadOnce } from '@latch/core/plugin'
import type { Send } from './send/createSend'
import { initialSendState } from './state'
import { sendViewDeclarations } from './views'

/** The commands whose bodies load with the send code (`send.reset` too: it is in the first paint). */
const COMMANDS = [
  'fetchTokenBalances',
  'setToken',
  'setAmount',
  'setMax',
  'setReceiver',
  'estimateFee',
  'review',
  'edit',
  'submit',
] as const satisfies readonly (keyof Send)[]

/**
 * Send from the connected account (spec §2–§5, §8, §9): token picker from the account's balances
 * (native, ERC20, SOL, SPL), amount with max, receiver as an address or a name, fee with its USD
 * value, review, then the wallet. Goes through the core's `account.sendTransaction` and the
 * namespace's ChainAdapter, so every login method and both eip155 and solana work. Register it to
 * get the Account view's Send and Receive buttons (with `@latch/send/react`'s views), or use
 * `@latch/send/hooks`'s `useSend` in your own UI. The command bodies load on first use.
 *
 * @example
 * createLatch({ projectId, networks, plugins: [eip155(), solana(), send()] })
 */
export function send() {
  return definePlugin({
    name: 'send',
    initialState: initialSendState(),
    setup(ctx) {
      ctx.declareViews(sendViewDeclarations)
      const load = loadOnce(() =>
        import('./send/createSend').then(({ createSend }) => createSend(ctx)),
      )
      for (const name of COMMANDS) {
        ctx.handle(`send.${name}`, async (command) => (await load())[name](command as never))
      }
      const reset = () =>
        ctx.update((state) => {
          if (state.plugins.send) state.plugins.send = initialSendState()
        })
      ctx.handle('send.reset', reset)
      // Spec §4: another namespace's network resets the send state.
      ctx.on('namespace.switched', reset)
    },
  })
}
