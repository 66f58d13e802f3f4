import type { ChainNamespace, Command } from '@latch/core'
import { type PluginContext, parseOrThrow } from '@latch/core/plugin'
import type { SiwxOptions } from '../options'
import { siwxOptionsSchema } from '../options'
import { cancel } from './leave/cancel'
import { dismiss } from './leave/dismiss'
import { checkSession } from './sessions/checkSession'
import { getSessions } from './sessions/getSessions'
import { revoke } from './sessions/revoke'
import { signOutNamespace } from './sessions/signOutNamespace'
import { prepare } from './signIn/prepare'
import { signIn } from './signIn/signIn'
import { siwxContext } from './siwxContext'

type SiwxCommand = Command<
  'siwx.prepare' | 'siwx.signIn' | 'siwx.cancel' | 'siwx.getSessions' | 'siwx.revoke'
>

export type SiwxController = ReturnType<typeof createSiwxController>

/**
 * The sign-in's logic, loaded on first use: each step is a file of its own (the message, the
 * signature and verification, the sessions, leaving the modal flow of spec §4); this wires the
 * commands and the client's events to them.
 */
export function createSiwxController(ctx: PluginContext, options: SiwxOptions) {
  // Checked on first use, like the other plugins' options: the schema stays out of the first paint.
  parseOrThrow(siwxOptionsSchema, options, 'INVALID_OPTIONS')
  const context = siwxContext(ctx, options)
  return {
    run(command: SiwxCommand): Promise<unknown> {
      switch (command.type) {
        case 'siwx.prepare':
          return prepare(context)
        case 'siwx.signIn':
          return signIn(context)
        case 'siwx.cancel':
          return cancel(context)
        case 'siwx.getSessions':
          return getSessions(context, command)
        case 'siwx.revoke':
          return revoke(context, command)
      }
    },
    async connected(event: { namespace: ChainNamespace }) {
      if (event.namespace === ctx.getState().networks.activeNamespace) await checkSession(context)
    },
    networkChanged: (_caipNetworkId: string) => checkSession(context),
    /** The modal was closed on the sign view while a sign-in was asked for: as Cancel. */
    dismissed: () => dismiss(context),
    disconnected: (namespace: ChainNamespace) => signOutNamespace(context, namespace),
  }
}
